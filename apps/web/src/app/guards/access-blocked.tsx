import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth/sign-out';

/**
 * A signed-in account without a profile: the protected page stays blocked. Only the reason and a way
 * out are shown, so the user is not left on a blank screen.
 */
export function AccessBlocked({ reason }: { reason: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">Access blocked</h1>
      <p className="text-muted-foreground" role="alert">
        {reason}
      </p>
      <Button
        variant="outline"
        onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.login.getHref()) })}
      >
        Sign out
      </Button>
    </main>
  );
}
