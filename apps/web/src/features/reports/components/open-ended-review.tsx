import {
  criteriaOfResult,
  formatScore,
  type TAnsweredQuestion,
  type TEvaluation,
  type TOpenEndedGrade,
  type TQuestionResult,
  type TScoreOverride,
  ZScoreOverrideRequest,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useConfirmGrade } from '../api/confirm-grade';
import { useEvaluation } from '../api/get-evaluation';
import { useOverrideScore } from '../api/override-score';

type Scores = Record<string, number>;

type Column = { heading: string; scores: Scores };

/** The columns a grade is read from: the model's two gradings, or each person's rating, then what counts. */
function columnsOf(grade: TOpenEndedGrade, t: TFunction, after: string): Column[] {
  const details = grade.details ?? {};
  const used: Column = { heading: `${t('review.used')}${after}`, scores: grade.criteria ?? {} };
  if (grade.method === 'ai' && Array.isArray(details.gradings) && details.gradings.length === 2) {
    const [first, second] = details.gradings as Scores[];
    return [
      { heading: t('review.first'), scores: first ?? {} },
      { heading: t('review.second'), scores: second ?? {} },
      used,
    ];
  }
  if (grade.method === 'rating' && Array.isArray(details.ratings)) {
    const ratings = details.ratings as { criteria: Scores }[];
    const raters = ratings.map((r, i) => ({
      heading: t('review.rater', { number: i + 1 }),
      scores: r.criteria,
    }));
    return ratings.length > 1 ? [...raters, { ...used, heading: `${t('review.mean')}${after}` }] : raters;
  }
  return [{ heading: `${t('review.score')}${after}`, scores: grade.criteria ?? {} }];
}

/** Who graded: the model and its prompt, the people who rated, or the former heuristic. */
function GradedBy({ grade }: { grade: TOpenEndedGrade }) {
  const { t } = useT('reports');
  const details = grade.details ?? {};
  if (grade.method === 'ai')
    return (
      <p>
        {t('review.byModel')}{' '}
        <span className="font-medium">{String(details.model ?? t('review.unknown'))}</span>,{' '}
        {t('review.prompt')}{' '}
        <span className="font-medium">{String(details.promptVersion ?? t('review.unknown'))}</span>
      </p>
    );
  if (grade.method === 'rating') {
    const names = ((details.ratings ?? []) as { raterName: string | null }[]).map(
      (r) => r.raterName ?? t('review.removedAdmin'),
    );
    return <p>{t('review.byPeople', { names: names.join(', ') })}</p>;
  }
  return <p>{t('review.byHeuristic')}</p>;
}

/**
 * Where a grade came from and its bands per criterion of the question's rubric (the model's two gradings
 * or each rater's).
 */
export function Provenance({
  grade,
  overridden,
  rubric,
}: {
  grade: TOpenEndedGrade;
  overridden: boolean;
  rubric?: TQuestionResult['rubric'];
}) {
  const { t } = useT('reports');
  const after = overridden ? t('review.beforeOverride') : '';
  const columns = columnsOf(grade, t, after);
  const criteria = criteriaOfResult(rubric, grade.criteria ?? columns[0]?.scores);
  return (
    <div className="grid gap-2" data-testid="grade-provenance">
      <GradedBy grade={grade} />
      <div className="overflow-x-auto">
        <table className="w-full max-w-lg text-sm">
          <caption className="sr-only">
            {t('review.caption')}
            {after}
          </caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="py-1 font-normal">
                {t('review.criterion')}
              </th>
              {columns.map((column) => (
                <th key={column.heading} scope="col" className="py-1 text-right font-normal">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {criteria.map(({ key: c, label }) => (
              <tr key={c} className="border-t">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {label}
                </th>
                {columns.map((column, i) => (
                  <td
                    key={column.heading}
                    className={`py-1 text-right tabular-nums ${i === columns.length - 1 ? 'font-medium' : ''}`}
                  >
                    {column.scores[c] ?? '—'} / 5
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Written answers of an evaluation that wait for a person (decision 035): no rating, confirmation or
 * override yet. Evaluations scored before it mark none; there a machine grade still needing review waits.
 */
export function answersAwaitingRating(evaluation: TEvaluation): number {
  return (evaluation.evaluationData?.questions ?? []).filter((q) => q.awaitingRating || q.grade?.needsReview)
    .length;
}

/** The report's warning while a rejection would be refused: no machine grade rejects a person by itself. */
export function RejectionNotice({ evaluation }: { evaluation: TEvaluation }) {
  const { t } = useT('reports');
  const waiting = answersAwaitingRating(evaluation);
  if (waiting === 0) return null;
  return (
    <Alert className="border-warning" data-testid="rejection-notice">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>{t('rejection.title')}</AlertTitle>
      <AlertDescription>{t('rejection.text', { count: waiting })}</AlertDescription>
    </Alert>
  );
}

/** Whether a person has confirmed the machine grade, and the action that does it (admins only). */
function Confirmation({ q, candidateId }: { q: TAnsweredQuestion; candidateId: string }) {
  const { t } = useT('reports');
  const format = useCompanyFormat();
  const evaluation = useEvaluation(candidateId);
  const confirm = useConfirmGrade(candidateId);
  const canEdit = useCanEdit();
  const confirmed = evaluation.data?.confirmations.find((c) => c.questionId === q.questionId);
  if (confirmed)
    return (
      <p className="flex items-center gap-1.5 text-sm" data-testid="grade-confirmation">
        <ShieldCheck aria-hidden="true" className="size-4 text-success" />
        <span>
          <span className="font-medium">
            {t('review.confirmedBy', { name: confirmed.adminName ?? t('review.removedAdmin') })}
          </span>{' '}
          <span className="text-muted-foreground">
            {t('review.confirmedAt', { date: format.dateTime(confirmed.createdAt) })}
          </span>
        </span>
      </p>
    );
  const onConfirm = async () => {
    try {
      await confirm.mutateAsync({ questionId: q.questionId });
      notify.success(t('review.toast.confirmed'), t('review.toast.confirmedDetail', { number: q.number }));
    } catch (error) {
      notify.error(t('review.toast.confirmFailed'), getErrorMessage(error));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">
      <p data-testid="grade-confirmation">
        <span className="font-medium">{t('review.unconfirmed')}</span>{' '}
        <span className="text-muted-foreground">{t('review.unconfirmedDetail')}</span>
      </p>
      {canEdit ? (
        <Button size="sm" onClick={onConfirm} disabled={confirm.isPending}>
          {confirm.isPending ? t('review.confirming') : t('review.confirm')}
        </Button>
      ) : null}
    </div>
  );
}

/** The answer's score out of 100 as it stands, to one decimal like every report number. */
const currentScore = (q: TAnsweredQuestion) => Math.round(1000 * (q.result?.credit ?? 0)) / 10;

type FormInput = z.input<typeof ZScoreOverrideRequest>;
type FormOutput = z.output<typeof ZScoreOverrideRequest>;

function OverrideForm({ q, candidateId }: { q: TAnsweredQuestion; candidateId: string }) {
  const { t } = useT('reports');
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
      notify.success(
        t('override.toast.saved'),
        t('override.toast.savedDetail', { score: formatScore(evaluation.totalScore) }),
      );
      form.reset({ questionId: q.questionId, score: values.score, reason: '' });
    } catch (error) {
      notify.error(t('override.toast.failed'), getErrorMessage(error));
    }
  });
  const id = `override-${q.questionId}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('override.label', { number: q.number })}
      className="grid gap-3 rounded-md border p-3"
    >
      <p className="text-sm font-medium">{t('override.title')}</p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField
          id={`${id}-score`}
          label={t('override.score')}
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
        <Field id={`${id}-reason`} label={t('override.reason')} required error={errors.reason?.message}>
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
      <SubmitButton
        busy={override.isPending}
        busyLabel={t('override.saving')}
        size="sm"
        className="justify-self-start"
      >
        {t('override.save')}
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
  const shown =
    grade?.method === 'override' ? (grade.details?.overriddenGrade as TOpenEndedGrade | undefined) : grade;
  const history = overrides.filter((o) => o.questionId === q.questionId);
  const canEdit = useCanEdit();
  const format = useCompanyFormat();
  const { t } = useT('reports');
  return (
    <div className="grid gap-3">
      {typeof q.answer === 'string' ? (
        <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm whitespace-pre-wrap">
          {q.answer}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">{t('review.noAnswer')}</p>
      )}
      {q.key.rubric ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('review.rubric')}</summary>
          <dl className="mt-2 grid gap-1">
            {q.key.rubric.map((criterion) => (
              <div key={criterion.key}>
                <dt className="inline font-medium">{criterion.label}:</dt>{' '}
                <dd className="inline text-muted-foreground">{criterion.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {q.result?.awaitingRating ? (
        <p
          className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
          data-testid="awaiting-rating"
        >
          {t('review.awaiting')}{' '}
          {canEdit ? (
            <Link
              to={paths.adminRatings.getHref()}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t('review.rateInQueue')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {grade ? (
        <div className="grid gap-2 text-sm">
          <p>
            <span className="font-medium">
              {grade.method === 'ai' && grade.needsReview
                ? t('review.suggestion')
                : t('review.method', { method: grade.method })}
            </span>
            <span className="block text-muted-foreground">{grade.note}</span>
          </p>
          {shown ? (
            <Provenance grade={shown} overridden={grade.method === 'override'} rubric={q.result?.rubric} />
          ) : null}
          {grade.method === 'ai' ? <Confirmation q={q} candidateId={candidateId} /> : null}
        </div>
      ) : null}
      {history.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t('override.history')}</p>
          <ul className="grid gap-1">
            {history.map((o) => (
              <li key={o.createdAt} className="text-muted-foreground">
                <span className="font-medium text-foreground tabular-nums">{formatScore(o.score)}</span>{' '}
                {t('override.entry', {
                  name: o.adminName ?? t('review.removedAdmin'),
                  date: format.dateTime(o.createdAt),
                  reason: o.reason,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canEdit && typeof q.answer === 'string' ? <OverrideForm q={q} candidateId={candidateId} /> : null}
    </div>
  );
}
