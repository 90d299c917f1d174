import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import type { TProgress } from '../lib/progress';

/** SPEC.md section 2: the overall progress bar and how many sections are completed. */
export function ProgressCard({ progress }: { progress: TProgress }) {
  const { t } = useT('candidate-dashboard');
  const { completedSections, totalSections, inProgressSections, answeredQuestions, totalQuestions } =
    progress;
  const summary = t('progress.summary', { completed: completedSections, total: totalSections });
  const counts: [string, number][] = [
    [t('progress.completed'), completedSections],
    [t('progress.inProgress'), inProgressSections],
    [t('progress.notStarted'), totalSections - completedSections - inProgressSections],
  ];
  return (
    <Card role="region" aria-labelledby="progress-title" className="gap-4">
      <CardHeader>
        <CardTitle as="h2" id="progress-title" className="text-base">
          {t('progress.title')}
        </CardTitle>
        <CardDescription>
          {t('section.progressValue', { answered: answeredQuestions, total: totalQuestions })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm font-medium" data-testid="sections-completed">
              {summary}
            </p>
            <p className="text-2xl font-semibold tabular-nums" aria-hidden="true">
              {formatNumber(progress.percent / 100, { style: 'percent' })}
            </p>
          </div>
          <Progress
            value={progress.percent}
            label={t('progress.title')}
            valueText={summary}
            className="h-3"
          />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {counts.map(([label, count]) => (
            <div key={label} className="rounded-lg bg-muted px-2 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatNumber(count)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
