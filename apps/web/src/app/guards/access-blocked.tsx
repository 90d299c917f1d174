import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/auth/sign-out';

/**
 * A signed-in account without a profile: the protected page stays blocked. Only the reason and a way
 * out are shown, so the user is not left on a blank screen.
 */
export function AccessBlocked({ reason }: { reason: string }) {
  const { logout, pending } = useLogout();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">Access blocked</h1>
      <p className="text-muted-foreground" role="alert">
        {reason}
      </p>
      <Button variant="outline" onClick={logout} disabled={pending}>
        Sign out
      </Button>
    </main>
  );
}
