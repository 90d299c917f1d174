import type { TCandidateSummary, TCompany } from '@app/contracts';
import { Building2, ClipboardCheck, Users } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '../lib/format';

function StatCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The company card, total candidates, and tests completed with the completion rate. */
export function SummaryCards({
  company,
  summary,
}: {
  company: TCompany;
  summary: TCandidateSummary | undefined;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title="Company details"
        icon={<Building2 aria-hidden="true" className="size-4 text-primary" />}
      >
        <DetailList
          items={[
            ['Name', company.name],
            ['Industry', company.industry],
            ['Email', company.email],
          ]}
        />
      </StatCard>
      <StatCard title="Total candidates" icon={<Users aria-hidden="true" className="size-4 text-primary" />}>
        <p className="text-3xl font-semibold" data-testid="total-candidates">
          {summary ? formatCount(summary.totalCandidates) : '–'}
        </p>
        <p className="text-sm text-muted-foreground">across all uploads</p>
      </StatCard>
      <StatCard
        title="Tests completed"
        icon={<ClipboardCheck aria-hidden="true" className="size-4 text-primary" />}
      >
        <p className="text-3xl font-semibold" data-testid="tests-completed">
          {summary ? formatCount(summary.testsCompleted) : '–'}
        </p>
        <p className="mb-2 text-sm text-muted-foreground" data-testid="completion-rate">
          {summary ? `${summary.completionRate}% completion rate` : 'completion rate'}
        </p>
        <Progress value={summary?.completionRate ?? 0} label="Completion rate" />
      </StatCard>
    </div>
  );
}
