import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { homeForRole } from '@/lib/auth/home-for-role';
import { useAuth } from '@/lib/auth/use-auth';

/** Where the verification link lands: the account is verified and signed in (or the link was bad). */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const auth = useAuth();
  const failed = Boolean(params.get('error'));

  if (failed) {
    return (
      <AuthCard title="Email not verified">
        <Alert variant="destructive">
          <AlertTitle>This verification link is invalid or has expired</AlertTitle>
          <AlertDescription>Sign in to receive a new verification link.</AlertDescription>
        </Alert>
        <Button asChild className="mt-4 w-full">
          <Link to={paths.login.getHref()}>Go to sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  if (auth.status === 'loading') return <PageSpinner label="Signing you in" />;
  const next = auth.status === 'signedIn' ? homeForRole(auth.role) : paths.login.getHref();
  return (
    <AuthCard title="Email verified">
      <div className="grid gap-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <p className="text-muted-foreground">Your email address is confirmed. Welcome to HireAssess!</p>
        <Button asChild className="w-full">
          <Link to={next}>{auth.status === 'signedIn' ? 'Continue' : 'Sign in'}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
