import { ClipboardList, UserRound } from 'lucide-react';
import { AppShell } from '@/components/layouts/app-shell';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { useAuth } from '@/lib/auth/use-auth';

/** The candidate home. Sections, progress and the final submission join it with the candidate experience. */
export function CandidateDashboardPage() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return null;
  const { user } = auth;
  return (
    <AppShell greeting={`Welcome, ${user.name}`}>
      <div className="grid gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Your assessment</h1>
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{user.name}</span> ({user.email})
          </p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <UserRound aria-hidden="true" className="size-4 text-primary" /> Profile
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DetailList
              items={[
                ['Name', user.name],
                ['Email', user.email],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">No Sections Available</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Your assessment has no sections yet. They appear here as soon as your company deploys your test.
            </p>
          </CardContent>
        </Card>
      </div>
    </AppShell>
  );
}
