import { CANDIDATE_STATUS_LABELS, CANDIDATE_STATUSES, type TAssessmentSummary } from '@app/contracts';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { describeWindow } from '../lib/format';

/**
 * Tests, window, candidates with the completion rate, created; then the candidates per status (SPEC's
 * labels, each with what it means) and what became of them: scored, awaiting rating, decided.
 */
export function AssessmentFacts({
  assessment,
  showEmptyCounts = false,
}: {
  assessment: TAssessmentSummary;
  /** The per-status list even without candidates (an assessment's own page). */
  showEmptyCounts?: boolean;
}) {
  const { t } = useT('assessments');
  const format = useCompanyFormat();
  const { counts } = assessment;
  const tests = assessment.tests.map((test) => test.name).join(', ') || t('generatedTests');
  return (
    <>
      <dl className="grid gap-3 text-sm md:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('facts.tests')}</dt>
          <dd>
            {tests} <span className="text-muted-foreground">· {t(`testMode.${assessment.testMode}`)}</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('facts.window')}</dt>
          <dd>{describeWindow(assessment.window, t) ?? t('facts.noWindow')}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('facts.candidates')}</dt>
          <dd className="grid gap-1">
            <span>
              {format.number(counts.total)} ·{' '}
              {t('facts.completed', { rate: format.number(counts.completionRate) })}
            </span>
            <Progress
              value={counts.completionRate}
              label={t('facts.completion', { name: assessment.name })}
              valueText={t('facts.completed', { rate: format.number(counts.completionRate) })}
            />
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('facts.created')}</dt>
          <dd>
            {format.date(assessment.createdAt)}
            {assessment.createdBy ? ` ${t('facts.createdBy', { name: assessment.createdBy.name })}` : ''}
          </dd>
        </div>
      </dl>
      {counts.total > 0 || showEmptyCounts ? (
        <ul
          aria-label={t('facts.byStatus', { name: assessment.name })}
          className="flex flex-wrap gap-2 text-xs"
        >
          {CANDIDATE_STATUSES.map((status) => (
            <li key={status} className="rounded-md border px-2 py-1">
              {CANDIDATE_STATUS_LABELS[status]}{' '}
              <span className="font-semibold tabular-nums">{format.number(counts.byStatus[status])}</span>{' '}
              <span className="text-muted-foreground">· {t(`facts.meaning.${status}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {counts.total > 0 || showEmptyCounts ? (
        <ul
          aria-label={t('facts.outcomes', { name: assessment.name })}
          className="flex flex-wrap gap-2 text-xs"
        >
          {(['scored', 'awaitingRating', 'decided'] as const).map((outcome) => (
            <li key={outcome} className="rounded-md border border-dashed px-2 py-1">
              {t(`facts.${outcome}`)}{' '}
              <span className="font-semibold tabular-nums">{format.number(counts[outcome])}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
