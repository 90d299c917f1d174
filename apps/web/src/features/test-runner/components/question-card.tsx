import type { TAnswerValue, TCandidateQuestion } from '@app/contracts';
import { CircleAlert, Flag } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { questionTypeLabel } from '../lib/question-types';
import { AnswerInput } from './answer-input';

type Props = {
  question: TCandidateQuestion;
  index: number;
  total: number;
  value: TAnswerValue | undefined;
  disabled: boolean;
  flagged: boolean;
  /** Absent in a completed section: flags cannot change there. */
  onToggleFlag?: () => void;
  /** Seconds left for this question; null when no timer runs (review). */
  questionSeconds: number | null;
  questionWarning: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onChoose: (index: number) => void;
  onText: (text: string) => void;
  onTextBlur: () => void;
  onPaste: () => void;
  /** Why the server refused this answer for good, while it stands (the answer is not saved). */
  notSaved?: string | null | undefined;
  /** Previous / Next / Submit Section. */
  footer: React.ReactNode;
};

/** The instruction's catalogue key, for the question types that need one. */
function instructionFor(question: TCandidateQuestion): string | null {
  if (question.questionType === 'likert_scale') return 'instruction.likert';
  if (question.questionType === 'true_false') {
    return question.metadata.passage ? 'instruction.trueFalsePassage' : 'instruction.trueFalse';
  }
  return null;
}

/** One question with its own timer, its answer input, the flag for review and the navigation. */
export function QuestionCard(props: Props) {
  const { t } = useT('test-runner');
  const { question, index, total, flagged, onToggleFlag, questionSeconds, questionWarning, headingRef } =
    props;
  const headingId = `${question.id}-heading`;
  const textId = `${question.id}-text`;
  const notSavedId = `${question.id}-not-saved`;
  const instruction = instructionFor(question);
  const limit = question.timeLimitSeconds;
  const share =
    questionSeconds === null || limit === null || limit <= 0
      ? 0
      : Math.min(100, (questionSeconds / limit) * 100);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="question-card"
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-base font-semibold outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
            >
              {t('question', { number: index + 1 })}
              <span className="sr-only"> {t('questionOf', { total })}</span>
            </h2>
            <Badge variant="secondary" data-testid="question-type">
              {questionTypeLabel(question.questionType, t)}
            </Badge>
            {flagged ? (
              <Badge variant="outline" className="border-warning/50 text-warning">
                <Flag aria-hidden="true" /> {t('flagged')}
              </Badge>
            ) : null}
          </div>
        </div>
        {/* The header holds the clocks; the card shows the question's pace as a bar, and what a zero means. */}
        {questionSeconds === 0 ? (
          <p data-testid="question-time-up" className="text-sm text-muted-foreground">
            {t('questionTimeUp')}
          </p>
        ) : questionSeconds !== null ? (
          <div aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-secondary">
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500 ease-linear',
                questionWarning ? 'bg-destructive' : 'bg-primary/70',
              )}
              style={{ width: `${share}%` }}
            />
          </div>
        ) : null}
      </div>

      <div className="grid gap-2">
        {/* The test's own language may differ from the page's: each text takes its own direction. */}
        <p
          id={textId}
          dir="auto"
          className="text-base leading-relaxed font-medium whitespace-pre-line sm:text-lg"
        >
          {question.questionText}
        </p>
        {instruction ? <p className="text-sm text-muted-foreground">{t(instruction)}</p> : null}
      </div>

      <AnswerInput
        question={question}
        value={props.value}
        disabled={props.disabled}
        labelledBy={textId}
        onChoose={props.onChoose}
        onText={props.onText}
        onTextBlur={props.onTextBlur}
        onPaste={props.onPaste}
        errorId={props.notSaved ? notSavedId : undefined}
      />

      {props.notSaved ? (
        // role="alert": announced when the refusal arrives, and when the candidate comes back to it.
        <Alert variant="destructive" id={notSavedId} data-testid="answer-not-saved">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{t('notSaved.title')}</AlertTitle>
          <AlertDescription>
            <p className="break-words">
              {props.notSaved} {t('notSaved.change')}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      {onToggleFlag ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={flagged}
            onClick={onToggleFlag}
            data-testid="flag-toggle"
            className={cn(
              '-ms-2',
              flagged && 'bg-warning/10 text-warning hover:bg-warning/15 hover:text-warning',
            )}
          >
            <Flag aria-hidden="true" className={cn(flagged && 'fill-current')} />
            {t('flag')}
          </Button>
        </div>
      ) : null}

      <div className="border-t pt-4">{props.footer}</div>
    </section>
  );
}
