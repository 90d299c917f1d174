import { formatScore, type TAnsweredQuestion, type TScoreOverride } from '@app/contracts';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { OpenEndedReview } from './open-ended-review';

const TYPE_LABELS: Record<string, string> = {
  mcq: 'Multiple choice',
  true_false: 'True / false',
  sjt: 'Situational judgement',
  likert_scale: 'Likert statement',
  forced_choice: 'Forced choice',
  open_ended: 'Open-ended',
};

/** What each option is worth under the key, in words. */
/** Where the question's item comes from, as the report names it. */
const ITEM_SOURCE_LABELS = { bank: 'library item', ai: 'AI-written item', custom: 'your item' } as const;

function optionKeyText(q: TAnsweredQuestion, index: number): string | null {
  if (q.type === 'mcq' || q.type === 'true_false') return q.key.keyIndex === index ? 'Key' : null;
  const key = q.key.optionKeys?.[index];
  if (key === undefined) return null;
  if (q.type === 'sjt') return `Effectiveness ${key} of 4`;
  if (q.type === 'forced_choice') return `Style: ${String(key).replaceAll('_', ' ')}`;
  return null;
}

function ResultLine({ q }: { q: TAnsweredQuestion }) {
  const r = q.result;
  if (!r) return <p className="text-sm text-muted-foreground">Not scored yet.</p>;
  const parts: string[] = [];
  if (!r.answered) parts.push('Unanswered');
  if (r.correct !== null && r.answered) parts.push(r.correct ? 'Correct' : 'Incorrect');
  if (r.credit !== null) parts.push(`Credit ${formatScore(100 * r.credit)} / 100`);
  if (r.trait) {
    parts.push(`Trait: ${r.trait}${r.reverse ? ' (reverse-keyed, 6 − x)' : ''}`);
    if (r.keyedResponse !== undefined) parts.push(`Keyed response ${r.keyedResponse} of 5`);
  }
  if (r.style) parts.push(`Chose style: ${r.style.replaceAll('_', ' ')}`);
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
  const headingId = `answer-${q.questionId}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-2 border-t py-3 first:border-t-0">
      <h5 id={headingId} className="text-sm font-semibold">
        Question {q.number}{' '}
        <span className="font-normal text-muted-foreground">
          · {TYPE_LABELS[q.type] ?? q.type} · {ITEM_SOURCE_LABELS[q.item.source]} {q.item.key}, version{' '}
          {q.item.version}
        </span>
      </h5>
      {q.passage ? (
        <details className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">Passage: {q.passage.title}</summary>
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
            const key = optionKeyText(q, index);
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
                  <span className="text-xs font-semibold text-primary">Candidate’s answer</span>
                ) : null}
                {key ? <span className="text-xs text-muted-foreground">{key}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      {q.type === 'likert_scale' && q.key.trait ? (
        <p className="text-xs text-muted-foreground">
          Keyed to {q.key.trait}
          {q.key.reverse ? ', reverse-keyed' : ''}
        </p>
      ) : null}
      <ResultLine q={q} />
    </article>
  );
}
