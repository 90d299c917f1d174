import {
  formatScore,
  RUBRIC_CRITERIA,
  RUBRIC_CRITERION_LABELS,
  type TAnsweredQuestion,
  type TScoreOverride,
  ZScoreOverrideRequest,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { notify } from '@/lib/toast';
import { useOverrideScore } from '../api/override-score';

const METHOD_LABELS = { ai: 'AI grade', heuristic: 'Heuristic grade', override: 'Admin override' } as const;

/** The answer's score out of 100 as it stands, to one decimal like every report number. */
const currentScore = (q: TAnsweredQuestion) => Math.round(1000 * (q.result?.credit ?? 0)) / 10;

type FormInput = z.input<typeof ZScoreOverrideRequest>;
type FormOutput = z.output<typeof ZScoreOverrideRequest>;

function OverrideForm({ q, candidateId }: { q: TAnsweredQuestion; candidateId: string }) {
  const override = useOverrideScore(candidateId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZScoreOverrideRequest),
    // Starts at the current score, so an admin adjusts what is there.
    defaultValues: { questionId: q.questionId, score: currentScore(q), reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const evaluation = await override.mutateAsync(values);
      notify.success('Score overridden', `Overall score is now ${formatScore(evaluation.totalScore)}.`);
      form.reset({ questionId: q.questionId, score: values.score, reason: '' });
    } catch (error) {
      notify.error('Override failed', getErrorMessage(error));
    }
  });
  const id = `override-${q.questionId}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Override score of question ${q.number}`}
      className="grid gap-3 rounded-md border p-3"
    >
      <p className="text-sm font-medium">Override score</p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField
          id={`${id}-score`}
          label="Score (0-100)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.5}
          required
          disabled={override.isPending}
          error={errors.score?.message}
          {...form.register('score', { valueAsNumber: true })}
        />
        <Field id={`${id}-reason`} label="Reason" required error={errors.reason?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              disabled={override.isPending}
              className="min-h-16"
              {...form.register('reason')}
            />
          )}
        </Field>
      </div>
      <SubmitButton busy={override.isPending} busyLabel="Saving…" size="sm" className="justify-self-start">
        Save override
      </SubmitButton>
    </form>
  );
}

/** An open-ended answer: the text, the rubric grade per criterion, how it was graded, overrides. */
export function OpenEndedReview({
  q,
  candidateId,
  overrides,
}: {
  q: TAnsweredQuestion;
  candidateId: string;
  overrides: TScoreOverride[];
}) {
  const grade = q.result?.grade;
  const criteria =
    grade?.method === 'override'
      ? (grade.details?.overriddenGrade as typeof grade | undefined)?.criteria
      : grade?.criteria;
  const history = overrides.filter((o) => o.questionId === q.questionId);
  const canEdit = useCanEdit();
  return (
    <div className="grid gap-3">
      {typeof q.answer === 'string' ? (
        <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm whitespace-pre-wrap">
          {q.answer}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">No answer given.</p>
      )}
      {q.key.rubric ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Rubric</summary>
          <dl className="mt-2 grid gap-1">
            {Object.entries(q.key.rubric).map(([criterion, text]) => (
              <div key={criterion}>
                <dt className="inline font-medium">
                  {RUBRIC_CRITERION_LABELS[criterion as keyof typeof RUBRIC_CRITERION_LABELS] ?? criterion}:
                </dt>{' '}
                <dd className="inline text-muted-foreground">{text}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {grade ? (
        <div className="grid gap-2 text-sm">
          <p>
            <span className="font-medium">{METHOD_LABELS[grade.method]}</span>
            {grade.needsReview ? (
              <span className="ml-2 rounded-full border border-warning px-1.5 text-xs">needs review</span>
            ) : null}
            <span className="block text-muted-foreground">{grade.note}</span>
          </p>
          {criteria ? (
            <table className="w-full max-w-sm">
              <caption className="sr-only">Rubric grade per criterion</caption>
              <tbody>
                {RUBRIC_CRITERIA.map((c) => (
                  <tr key={c} className="border-t">
                    <th scope="row" className="py-1 text-left font-normal">
                      {RUBRIC_CRITERION_LABELS[c]}
                      {grade.method === 'override' ? ' (before override)' : ''}
                    </th>
                    <td className="py-1 text-right tabular-nums">{criteria[c] ?? '—'} / 5</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      {history.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Override history</p>
          <ul className="grid gap-1">
            {history.map((o) => (
              <li key={o.createdAt} className="text-muted-foreground">
                <span className="font-medium text-foreground tabular-nums">{formatScore(o.score)}</span> by{' '}
                {o.adminName ?? 'a removed admin'} on {new Date(o.createdAt).toLocaleString()}: “{o.reason}”
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canEdit && typeof q.answer === 'string' ? <OverrideForm q={q} candidateId={candidateId} /> : null}
    </div>
  );
}
