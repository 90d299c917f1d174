import { AlertTriangle, Building2, Mail, UserRound } from 'lucide-react';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/use-auth';

export const NO_COMPANY_ALERT =
  'Your profile is not associated with a company. Please contact support to link your account to a company before uploading candidates.';

/** The admin home. The pipeline, upload wizard and candidates table join it with the admin workspace. */
export function AdminDashboardPage() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return null;
  const { user, company } = auth;
  return (
    <AppShell greeting="Welcome, Administrator">
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Admin dashboard</h1>
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{user.name}</span> ({user.email})
          </p>
        </div>
        {company ? null : (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" className="size-4" />
            <AlertTitle>No company</AlertTitle>
            <AlertDescription>{NO_COMPANY_ALERT}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {company ? (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <Building2 aria-hidden="true" className="size-4 text-primary" /> Company details
                </CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-muted-foreground">Name</dt>
                  <dd className="font-medium">{company.name}</dd>
                  <dt className="text-muted-foreground">Industry</dt>
                  <dd className="font-medium">{company.industry}</dd>
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="font-medium">{company.email}</dd>
                </dl>
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <UserRound aria-hidden="true" className="size-4 text-primary" /> Your account
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Name</dt>
                <dd className="font-medium">{user.name}</dd>
                <dt className="text-muted-foreground">Role</dt>
                <dd className="font-medium">Administrator</dd>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="flex items-center gap-1 font-medium">
                  <Mail aria-hidden="true" className="size-3.5" /> {user.email}
                </dd>
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </AppShell>
  );
}
