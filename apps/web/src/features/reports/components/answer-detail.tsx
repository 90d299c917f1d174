import { formatScore, type TAnsweredQuestion, type TScoreOverride } from '@app/contracts';
import type { TFunction } from 'i18next';
import { Check, X } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { OpenEndedReview } from './open-ended-review';

const QUESTION_TYPES = ['mcq', 'true_false', 'sjt', 'likert_scale', 'forced_choice', 'open_ended'];

/** What each option is worth under the key, in words. */
function optionKeyText(q: TAnsweredQuestion, index: number, t: TFunction): string | null {
  if (q.type === 'mcq' || q.type === 'true_false') return q.key.keyIndex === index ? t('answer.key') : null;
  const key = q.key.optionKeys?.[index];
  if (key === undefined) return null;
  if (q.type === 'sjt') return t('answer.effectiveness', { key });
  if (q.type === 'forced_choice') return t('answer.style', { style: String(key).replaceAll('_', ' ') });
  return null;
}

function ResultLine({ q }: { q: TAnsweredQuestion }) {
  const { t } = useT('reports');
  const r = q.result;
  if (!r) return <p className="text-sm text-muted-foreground">{t('answer.notScored')}</p>;
  const parts: string[] = [];
  if (!r.answered) parts.push(t('answer.unanswered'));
  if (r.correct !== null && r.answered) parts.push(r.correct ? t('answer.correct') : t('answer.incorrect'));
  if (r.credit !== null) parts.push(t('answer.credit', { credit: formatScore(100 * r.credit) }));
  if (r.trait) {
    parts.push(
      r.reverse ? t('answer.traitReverse', { trait: r.trait }) : t('answer.trait', { trait: r.trait }),
    );
    if (r.keyedResponse !== undefined) parts.push(t('answer.keyedResponse', { response: r.keyedResponse }));
  }
  if (r.style) parts.push(t('answer.choseStyle', { style: r.style.replaceAll('_', ' ') }));
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="answer-result">
      {r.correct === true ? <Check aria-hidden="true" className="size-4 text-success" /> : null}
      {r.correct === false && r.answered ? (
        <X aria-hidden="true" className="size-4 text-destructive" />
      ) : null}
      {parts.map((p) => (
        <span key={p}>{p}</span>
      ))}
    </p>
  );
}

/** One question as the candidate saw it, with their answer, the key and the credit it earned. */
export function AnswerDetail({
  q,
  candidateId,
  overrides,
}: {
  q: TAnsweredQuestion;
  candidateId: string;
  overrides: TScoreOverride[];
}) {
  const { t } = useT('reports');
  const headingId = `answer-${q.questionId}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-2 border-t py-3 first:border-t-0">
      <h5 id={headingId} className="text-sm font-semibold">
        {t('answer.question', { number: q.number })}{' '}
        <span className="font-normal text-muted-foreground">
          · {QUESTION_TYPES.includes(q.type) ? t(`answer.type.${q.type}`) : q.type} ·{' '}
          {t('answer.item', { source: q.item.source, key: q.item.key, version: q.item.version })}
        </span>
      </h5>
      {q.passage ? (
        <details className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">
            {t('answer.passage', { title: q.passage.title })}
          </summary>
          <p className="mt-2 whitespace-pre-line">{q.passage.text}</p>
        </details>
      ) : null}
      <p className="text-sm whitespace-pre-line">{q.text}</p>
      {q.type === 'open_ended' ? (
        <OpenEndedReview q={q} candidateId={candidateId} overrides={overrides} />
      ) : (
        <ol className="grid gap-1 text-sm">
          {q.options.map((option, index) => {
            const chosen = q.answer === index;
            const key = optionKeyText(q, index, t);
            return (
              <li
                key={option}
                className={cn(
                  'flex flex-wrap items-baseline gap-x-2 rounded-md border px-2 py-1',
                  chosen && 'border-primary bg-primary/5',
                )}
              >
                <span>{option}</span>
                {chosen ? (
                  <span className="text-xs font-semibold text-primary">{t('answer.chosen')}</span>
                ) : null}
                {key ? <span className="text-xs text-muted-foreground">{key}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      {q.type === 'likert_scale' && q.key.trait ? (
        <p className="text-xs text-muted-foreground">
          {q.key.reverse
            ? t('answer.keyedToReverse', { trait: q.key.trait })
            : t('answer.keyedTo', { trait: q.key.trait })}
        </p>
      ) : null}
      <ResultLine q={q} />
    </article>
  );
}
