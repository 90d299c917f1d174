import { ITEM_TYPE_LABELS, type TCustomTestPreview } from '@app/contracts';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';

type PreviewQuestion = TCustomTestPreview['questions'][number];

const wordLimit = (metadata: Record<string, unknown>, key: string) =>
  typeof metadata[key] === 'number' ? (metadata[key] as number) : null;

/** One question as the candidate sees it: number, type, its clock, the text and the answer input. */
export function PreviewQuestionCard({ question, total }: { question: PreviewQuestion; total: number }) {
  const { t } = useT('custom-tests');
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const id = `preview-${question.questionNumber}`;
  // The runner answers true/false as True or False, whatever the question's own labels.
  const choices =
    question.questionType === 'true_false' ? [t('preview.true'), t('preview.false')] : question.options;
  const min = wordLimit(question.metadata, 'minWords');
  const max = wordLimit(question.metadata, 'maxWords');
  const words = text.trim() ? text.trim().split(/\s+/).length : 0;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h3 id={`${id}-title`} className="font-semibold">
          {t('preview.question', { number: question.questionNumber, total })}
        </h3>
        <Badge variant="secondary">{ITEM_TYPE_LABELS[question.questionType]}</Badge>
        {question.timeLimitSeconds ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />{' '}
            {t('preview.seconds', { seconds: question.timeLimitSeconds })}
          </span>
        ) : null}
      </div>
      <p id={`${id}-text`} className="text-base leading-relaxed break-words whitespace-pre-line">
        {question.questionText}
      </p>
      {question.questionType === 'open_ended' ? (
        <div className="grid gap-1">
          <Textarea
            aria-labelledby={`${id}-text`}
            aria-describedby={`${id}-words`}
            rows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-words`} className="text-xs text-muted-foreground">
            {min !== null && max !== null
              ? t('preview.wordsExpected', { count: words, min, max })
              : t('preview.words', { count: words })}
          </p>
        </div>
      ) : (
        <RadioGroup aria-labelledby={`${id}-text`} value={choice} onValueChange={setChoice} className="gap-2">
          {choices.map((option, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional, as in the runner
              key={index}
              className="flex items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem id={`${id}-option-${index}`} value={String(index)} className="mt-0.5" />
              <Label htmlFor={`${id}-option-${index}`} className="leading-relaxed font-normal">
                {option}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </section>
  );
}
