import { AlertTriangle, Building2, UserRound } from 'lucide-react';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
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
                <DetailList
                  items={[
                    ['Name', company.name],
                    ['Industry', company.industry],
                    ['Email', company.email],
                  ]}
                />
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
              <DetailList
                items={[
                  ['Name', user.name],
                  ['Role', 'Administrator'],
                  ['Email', user.email],
                ]}
              />
            </CardContent>
          </Card>
        </div>
      </div>
    </AppShell>
  );
}
