import type { TAnswerValue, TCandidateQuestion } from '@app/contracts';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { choicesOf, inputKind } from '../lib/question-types';
import { countWords, describeWordRange, wordCountStatus } from '../lib/word-count';

export type AnswerInputProps = {
  question: TCandidateQuestion;
  value: TAnswerValue | undefined;
  disabled: boolean;
  /** The id of the element holding the question text: the input's accessible name. */
  labelledBy: string;
  onChoose: (index: number) => void;
  onText: (text: string) => void;
  /** Leaving a text field: save now rather than after the typing pause. */
  onTextBlur: () => void;
  onPaste: () => void;
  /** The message saying this answer cannot be saved, when there is one: describes the input. */
  errorId?: string | undefined;
};

/** Space-separated ids for aria-describedby, or undefined when there are none. */
const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** SPEC.md section 9's question types: a choice list, True/False, long text with a word count, short text. */
export function AnswerInput(props: AnswerInputProps) {
  const kind = inputKind(props.question.questionType);
  if (kind === 'choice' || kind === 'true_false')
    return <ChoiceList {...props} compact={kind === 'true_false'} />;
  if (kind === 'long_text') return <LongText {...props} />;
  return <ShortText {...props} />;
}

function ChoiceList({
  question,
  value,
  disabled,
  labelledBy,
  onChoose,
  compact,
  errorId,
}: AnswerInputProps & { compact: boolean }) {
  const { t } = useT('test-runner');
  const choices = choicesOf(question);
  // Native radios: one tab stop, arrows move and check (the runner's own handler takes Left and Right
  // first, lib/keyboard.ts), and no script of their own on the runner's first load.
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
      aria-orientation="vertical"
      className={cn('grid gap-2.5', compact && 'sm:grid-cols-2')}
    >
      {choices.map((choice, index) => {
        const id = `${question.id}-option-${index}`;
        const checked = value === index;
        return (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is the index)
            key={index}
            htmlFor={id}
            className={cn(
              'group flex items-start gap-3 rounded-lg border bg-background p-3 text-base leading-relaxed transition-colors sm:p-4',
              disabled ? 'cursor-default' : 'cursor-pointer hover:border-primary/60 hover:bg-accent/60',
              checked ? 'border-primary bg-secondary ring-1 ring-primary' : 'border-input',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              id={id}
              name={question.id}
              value={index}
              checked={checked}
              onChange={() => onChoose(index)}
              disabled={disabled}
              // The dot is the background showing through a ring of the page's colour.
              className={cn(
                'mt-0.5 size-5 shrink-0 cursor-[inherit] appearance-none rounded-full border-2 border-input bg-background',
                'outline-none checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_3px_var(--background)]',
              )}
            />
            <span className="min-w-0 flex-1 text-start text-foreground" dir={compact ? undefined : 'auto'}>
              {compact ? t(`trueFalse.${index}`) : choice}
            </span>
            {index < 9 && !disabled ? (
              <span
                aria-hidden="true"
                className="hidden shrink-0 rounded border bg-muted px-1.5 font-mono text-xs text-muted-foreground sm:inline-block pointer-coarse:hidden"
              >
                {index + 1}
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}

function LongText({
  question,
  value,
  disabled,
  labelledBy,
  onText,
  onTextBlur,
  onPaste,
  errorId,
}: AnswerInputProps) {
  const { t } = useT('test-runner');
  const text = typeof value === 'string' ? value : '';
  const words = countWords(text);
  const range = { minWords: question.metadata.minWords, maxWords: question.metadata.maxWords };
  const rangeText = describeWordRange(range, t);
  const status = wordCountStatus(words, range);
  const hintId = `${question.id}-words`;
  return (
    <div className="grid gap-2">
      <Textarea
        id={`${question.id}-answer`}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy(rangeText ? hintId : undefined, errorId)}
        aria-invalid={errorId ? true : undefined}
        value={text}
        onChange={(e) => onText(e.target.value)}
        onBlur={onTextBlur}
        onPaste={onPaste}
        disabled={disabled}
        rows={12}
        spellCheck
        placeholder={disabled ? undefined : t('answer.longPlaceholder')}
        className="min-h-56 text-base leading-relaxed md:text-base"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {rangeText ? (
          <p id={hintId} className="text-muted-foreground">
            {t('words.expected', { range: rangeText })}
          </p>
        ) : (
          <span />
        )}
        <p
          data-testid="word-count"
          className={cn(
            'font-medium tabular-nums',
            status === 'ok' ? 'text-muted-foreground' : 'text-warning',
            status === 'ok' && words > 0 && rangeText ? 'text-success' : undefined,
          )}
        >
          {t('words.count', { count: words })}
          {status === 'below' ? ` – ${t('words.below')}` : null}
          {status === 'above' ? ` – ${t('words.above')}` : null}
        </p>
      </div>
    </div>
  );
}

function ShortText({
  question,
  value,
  disabled,
  labelledBy,
  onText,
  onTextBlur,
  onPaste,
  errorId,
}: AnswerInputProps) {
  const { t } = useT('test-runner');
  return (
    <Input
      id={`${question.id}-answer`}
      aria-labelledby={labelledBy}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onText(e.target.value)}
      onBlur={onTextBlur}
      onPaste={onPaste}
      disabled={disabled}
      maxLength={2000}
      autoComplete="off"
      placeholder={disabled ? undefined : t('answer.shortPlaceholder')}
    />
  );
}
