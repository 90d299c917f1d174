import type { TCandidateSummary, TCompany, TPlanUsage } from '@app/contracts';
import { Building2, ClipboardCheck, Users } from 'lucide-react';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { countOf, formatCount } from '../lib/format';

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

/**
 * This month's test generations against the plan: each generated candidate form counts, and candidates
 * still waiting for theirs will, so they are part of what is no longer left.
 */
function PlanUsage({ usage }: { usage: TPlanUsage | undefined }) {
  if (!usage) return null;
  const percent = usage.limit === 0 ? 100 : (usage.used / usage.limit) * 100;
  const full = usage.remaining === 0;
  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <p className="text-sm" data-testid="plan-usage">
        <span className="font-medium">{formatCount(usage.used)}</span> of {formatCount(usage.limit)} test
        generations used this month
      </p>
      <Progress
        value={percent}
        label="Test generations used this month"
        valueText={`${formatCount(usage.used)} of ${formatCount(usage.limit)} used`}
        indicatorClassName={cn(full ? 'bg-destructive' : percent >= 80 && 'bg-warning')}
      />
      <p
        className={cn('text-sm', full ? 'font-medium text-destructive' : 'text-muted-foreground')}
        data-testid="plan-remaining"
      >
        {usage.pending > 0
          ? `${countOf(usage.pending, 'candidate', 'candidates')} waiting for their questions; `
          : ''}
        {full ? 'none left this month' : `${formatCount(usage.remaining)} left`}
      </p>
    </div>
  );
}

/** The company card (with its plan and usage), total candidates, and tests completed with the completion rate. */
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
            ['Plan', summary?.usage.planName ?? '–'],
          ]}
        />
        <PlanUsage usage={summary?.usage} />
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
