import { formatScore, type TSectionResult } from '@app/contracts';
import { Progress } from '@/components/ui/progress';
import { formatDuration } from '../lib/report-insights';
import { ReportSection } from './report-section';

/** Each section out of 100 as a bar, with its weight in the overall score and the time taken. */
export function SectionScores({ sections }: { sections: TSectionResult[] }) {
  const weightSum = sections.reduce((a, s) => a + s.weight, 0);
  return (
    <ReportSection id="report-sections" title="Section scores" description="Each section out of 100.">
      <ul className="grid gap-4">
        {sections.map((s) => (
          <li key={s.sectionId} className="grid gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <span className="font-medium">{s.name}</span>
              <span className="font-semibold tabular-nums">
                {formatScore(s.score)}
                <span className="font-normal text-muted-foreground"> / 100</span>
              </span>
            </div>
            <Progress
              value={s.score}
              label={`${s.name} score`}
              valueText={`${formatScore(s.score)} out of 100`}
              indicatorClassName={s.weight === 0 ? 'bg-muted-foreground/60' : undefined}
            />
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>
                {s.weight === 0
                  ? 'Not in overall score'
                  : `Weight ${formatScore(weightSum > 0 ? (100 * s.weight) / weightSum : 0)}% of overall`}
              </span>
              <span>Time {formatDuration(s.timeSeconds)}</span>
              <span>
                {s.answered} of {s.questions} answered
              </span>
              {s.closedBy === 'timeout' ? <span>Closed when time ran out</span> : null}
              {s.needsReview ? <span className="font-medium text-foreground">Needs review</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
