import {
  AI_CALL_OUTCOME_LABELS,
  AI_CALL_PURPOSE_LABELS,
  type TAiCall,
  type TAiCallOutcome,
  type TEvaluation,
} from '@app/contracts';
import { ChevronRight } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useAiCalls } from '../api/get-ai-calls';

const OUTCOME_VARIANTS: Record<TAiCallOutcome, BadgeVariant> = {
  ok: 'secondary',
  rejected: 'outline',
  error: 'destructive',
};

function CallItem({ call, questionNumber }: { call: TAiCall; questionNumber: number | undefined }) {
  const { t } = useT('reports');
  const format = useCompanyFormat();
  const what =
    call.purpose === 'grading' && questionNumber !== undefined
      ? t('ai.gradingOf', { purpose: AI_CALL_PURPOSE_LABELS.grading, number: questionNumber })
      : AI_CALL_PURPOSE_LABELS[call.purpose];
  return (
    <li className="grid gap-1.5 border-t py-3 first:border-t-0" data-testid="ai-call">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{what}</p>
        <Badge variant={OUTCOME_VARIANTS[call.outcome]}>{AI_CALL_OUTCOME_LABELS[call.outcome]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('ai.facts', {
          date: format.dateTime(call.createdAt),
          model: call.model,
          prompt: call.promptVersion,
        })}
        {call.durationMs !== null
          ? ` · ${t('ai.seconds', { seconds: format.number(call.durationMs / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}`
          : ''}
      </p>
      <p className="text-xs break-all text-muted-foreground">
        {t('ai.digest')} <code>{call.inputDigest}</code>
      </p>
      {call.error ? <p className="text-sm text-destructive">{call.error}</p> : null}
      {call.output !== null ? (
        <details className="group text-sm">
          <summary className="inline-flex cursor-pointer items-center gap-1 font-medium">
            <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
            {t('ai.output')}
          </summary>
          <pre className="mt-2 max-h-72 overflow-auto rounded-md bg-muted/50 p-3 text-xs whitespace-pre-wrap break-words">
            {call.output}
          </pre>
        </details>
      ) : null}
    </li>
  );
}

/**
 * Issue 20, human oversight: every call to an AI model behind this candidate, newest first: the gradings
 * of their written answers and the writing of the questions on their form.
 */
export function AiActivity({ evaluation }: { evaluation: TEvaluation }) {
  const { t } = useT('reports');
  const calls = useAiCalls(evaluation.candidateId);
  if (calls.isPending) return <Spinner label={t('ai.loading')} />;
  if (calls.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{getErrorMessage(calls.error, t('ai.loadFailed'))}</AlertDescription>
      </Alert>
    );
  const numbers = new Map(evaluation.evaluationData?.questions.map((q) => [q.questionId, q.number]));
  const { items, retentionMonths } = calls.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('ai.intro', { months: retentionMonths })}</p>
      {items.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm">{t('ai.none')}</p>
      ) : (
        <ul className="rounded-lg border px-4" aria-label={t('ai.label')}>
          {items.map((call) => (
            <CallItem
              key={call.id}
              call={call}
              questionNumber={call.questionId ? numbers.get(call.questionId) : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
