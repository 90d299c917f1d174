import { formatScore, isProfileKind, type TEvaluation } from '@app/contracts';
import { ChevronRight } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useEvaluationAnswers } from '../api/get-evaluation';
import { AnswerDetail } from './answer-detail';

/** Every question grouped by section (collapsible), so each section score can be traced to answers. */
export function ReportAnswers({ evaluation }: { evaluation: TEvaluation }) {
  const { t } = useT('reports');
  const answers = useEvaluationAnswers(evaluation.candidateId, true);
  if (answers.isPending) return <Spinner label={t('answers.loading')} />;
  if (answers.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{getErrorMessage(answers.error, t('answers.loadFailed'))}</AlertDescription>
      </Alert>
    );
  const sections = new Map<string, typeof answers.data.questions>();
  for (const q of answers.data.questions)
    sections.set(q.sectionId, [...(sections.get(q.sectionId) ?? []), q]);
  const results = new Map(evaluation.evaluationData?.sections.map((s) => [s.sectionId, s]));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('answers.intro')}</p>
      {[...sections.entries()].map(([sectionId, questions]) => (
        <details key={sectionId} className="group rounded-lg border">
          <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3 font-medium">
            <span className="inline-flex items-center gap-1.5">
              <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
              {questions[0]?.sectionName}
            </span>
            <span className="text-sm font-normal text-muted-foreground">
              {t('answers.questions', { count: questions.length })} ·{' '}
              {isProfileKind(results.get(sectionId)?.kind)
                ? t('sections.profile')
                : t('answers.score', { score: formatScore(results.get(sectionId)?.score) })}
            </span>
          </summary>
          <div className="px-4 pb-2">
            {questions.map((q) => (
              <AnswerDetail
                key={q.questionId}
                q={q}
                candidateId={evaluation.candidateId}
                overrides={evaluation.overrides}
              />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
