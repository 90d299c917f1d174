import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { TProgress } from '../lib/progress';

/** SPEC.md section 2: the overall progress bar and how many sections are completed. */
export function ProgressCard({ progress }: { progress: TProgress }) {
  const { completedSections, totalSections, inProgressSections, answeredQuestions, totalQuestions } =
    progress;
  const summary = `${completedSections} of ${totalSections} sections completed`;
  const counts: [string, number][] = [
    ['Completed', completedSections],
    ['In progress', inProgressSections],
    ['Not started', totalSections - completedSections - inProgressSections],
  ];
  return (
    <Card role="region" aria-labelledby="progress-title" className="gap-4">
      <CardHeader>
        <CardTitle as="h2" id="progress-title" className="text-base">
          Overall progress
        </CardTitle>
        <CardDescription>
          {answeredQuestions} of {totalQuestions} questions answered
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm font-medium" data-testid="sections-completed">
              {summary}
            </p>
            <p className="text-2xl font-semibold tabular-nums" aria-hidden="true">
              {progress.percent}%
            </p>
          </div>
          <Progress value={progress.percent} label="Overall progress" valueText={summary} className="h-3" />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {counts.map(([label, count]) => (
            <div key={label} className="rounded-lg bg-muted px-2 py-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
