import type { TCandidateSummary, TCompany, TPlanUsage } from '@app/contracts';
import { Building2, ClipboardCheck, Users } from 'lucide-react';
import type * as React from 'react';
import { Trans } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { cn } from '@/lib/utils';

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
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  if (!usage) return null;
  const percent = usage.limit === 0 ? 100 : (usage.used / usage.limit) * 100;
  const full = usage.remaining === 0;
  const used = format.number(usage.used);
  const limit = format.number(usage.limit);
  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <p className="text-sm" data-testid="plan-usage">
        <Trans
          t={t}
          i18nKey="usage.used"
          values={{ used, limit }}
          components={{ used: <span className="font-medium" /> }}
        />
      </p>
      <Progress
        value={percent}
        label={t('usage.label')}
        valueText={t('usage.valueText', { used, limit })}
        indicatorClassName={cn(full ? 'bg-destructive' : percent >= 80 && 'bg-warning')}
      />
      <p
        className={cn('text-sm', full ? 'font-medium text-destructive' : 'text-muted-foreground')}
        data-testid="plan-remaining"
      >
        {usage.pending > 0
          ? t('usage.pending', { count: usage.pending, n: format.number(usage.pending) })
          : ''}
        {full ? t('usage.noneLeft') : t('usage.left', { n: format.number(usage.remaining) })}
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
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title={t('summary.company')}
        icon={<Building2 aria-hidden="true" className="size-4 text-primary" />}
      >
        <DetailList
          items={[
            [t('summary.name'), company.name],
            [t('summary.industry'), company.industry],
            [t('summary.email'), company.email],
            [t('summary.plan'), summary?.usage.planName ?? '–'],
          ]}
        />
        <PlanUsage usage={summary?.usage} />
      </StatCard>
      <StatCard
        title={t('summary.total')}
        icon={<Users aria-hidden="true" className="size-4 text-primary" />}
      >
        <p className="text-3xl font-semibold" data-testid="total-candidates">
          {summary ? format.number(summary.totalCandidates) : '–'}
        </p>
        <p className="text-sm text-muted-foreground">{t('summary.acrossUploads')}</p>
      </StatCard>
      <StatCard
        title={t('summary.completed')}
        icon={<ClipboardCheck aria-hidden="true" className="size-4 text-primary" />}
      >
        <p className="text-3xl font-semibold" data-testid="tests-completed">
          {summary ? format.number(summary.testsCompleted) : '–'}
        </p>
        <p className="mb-2 text-sm text-muted-foreground" data-testid="completion-rate">
          {summary
            ? t('summary.completionRate', { rate: format.number(summary.completionRate) })
            : t('summary.completionRateEmpty')}
        </p>
        <Progress value={summary?.completionRate ?? 0} label={t('summary.completionRateLabel')} />
      </StatCard>
    </div>
  );
}
