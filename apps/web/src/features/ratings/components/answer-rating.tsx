import type { TRatingQueueItem } from '@app/contracts';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useSaveRating } from '../api/save-rating';
import { type Bands, bandsOfSuggestion, completeRating, keyAction } from '../lib/bands';
import { CriterionBands } from './criterion-bands';
import { ModelSuggestion } from './model-suggestion';

const panel = 'grid content-start gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6';

/** How long the answer is against what the question asked for. */
function WordCount({ item }: { item: TRatingQueueItem }) {
  const { t } = useT('ratings');
  const { words, minWords: min, maxWords: max } = item;
  const asked =
    min !== null && max !== null
      ? t('answer.range', { min, max })
      : min !== null
        ? t('answer.min', { min })
        : max !== null
          ? t('answer.max', { max })
          : null;
  const outside =
    min !== null && words < min ? t('answer.short') : max !== null && words > max ? t('answer.long') : null;
  return (
    <p className="text-sm text-muted-foreground">
      {t('answer.words', { count: words })}
      {asked ? ` · ${asked}` : null}
      {outside ? <span className="font-medium text-foreground"> · {outside}</span> : null}
    </p>
  );
}

/**
 * One waiting answer beside its rating form. Keyboard first: a digit rates the criterion in focus and moves
 * on (lib/bands.ts), Enter saves. The parent mounts it anew for each answer (keyed by it), so the bands
 * start empty, and asks for focus on the first criterion once the admin has saved one.
 */
export function AnswerRating({
  item,
  focusOnMount,
  onSaved,
}: {
  item: TRatingQueueItem;
  focusOnMount: boolean;
  onSaved: () => void;
}) {
  const { t } = useT('ratings');
  const save = useSaveRating();
  const [bands, setBands] = useState<Bands>({});
  const [showMissing, setShowMissing] = useState(false);
  const article = useRef<HTMLElement>(null);
  const groups = useRef<(HTMLFieldSetElement | null)[]>([]);
  const saveButton = useRef<HTMLButtonElement>(null);
  const order = item.criteria.map((criterion) => criterion.key);
  const missing = item.criteria.filter((criterion) => bands[criterion.key] === undefined);

  /** Focus lands on the group's chosen band, else its first: where a native radio group takes it too. */
  const focusCriterion = (index: number, options?: FocusOptions) => {
    const group = groups.current[index];
    const band = group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input');
    band?.focus(options);
  };

  // The next answer after a save: it is read from its top (on a phone the first criterion sits below it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this answer appears
  useEffect(() => {
    if (!focusOnMount) return;
    article.current?.scrollIntoView({ block: 'start' });
    focusCriterion(0, { preventScroll: true });
  }, []);

  const submit = async () => {
    if (save.isPending) return;
    const criteria = completeRating(bands, order);
    if (!criteria) {
      setShowMissing(true);
      focusCriterion(item.criteria.findIndex((criterion) => bands[criterion.key] === undefined));
      return;
    }
    try {
      await save.mutateAsync({ candidateId: item.candidateId, questionId: item.questionId, criteria });
      // No toast: the next answer and the falling count (a live region) say it was saved.
      onSaved();
    } catch (error) {
      notify.error(t('form.saveFailed'), getErrorMessage(error));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const group = target.closest<HTMLElement>('[data-criterion]');
    const action = keyAction(event.key, {
      order,
      focused: group ? Number(group.dataset.criterion) : -1,
      onBand: target instanceof HTMLInputElement && target.type === 'radio',
      bands,
    });
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'save') {
      void submit();
      return;
    }
    setBands((current) => ({ ...current, [action.criterion]: action.band }));
    if (action.next === 'save') saveButton.current?.focus();
    else focusCriterion(action.next);
  };

  return (
    <article
      ref={article}
      aria-labelledby="answer-title"
      className="grid scroll-mt-4 gap-6 lg:grid-cols-2 lg:items-start"
    >
      <div className={cn(panel, 'lg:sticky lg:top-4')}>
        <div className="grid gap-1">
          <h2 id="answer-title" className="text-lg font-semibold">
            {t('answer.question', { number: item.questionNumber })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('answer.where', {
              opening: item.assessmentName ?? t('answer.noOpening'),
              section: item.sectionName,
            })}
          </p>
          <p className="text-sm" data-testid="candidate-name">
            {item.candidateName ? t('answer.candidate', { name: item.candidateName }) : t('answer.blind')}
          </p>
        </div>
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-muted-foreground">{t('answer.prompt')}</h3>
          <p className="whitespace-pre-wrap break-words">{item.prompt}</p>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{t('answer.answer')}</h3>
          <p
            className="whitespace-pre-wrap break-words rounded-md border bg-background p-4 leading-relaxed"
            data-testid="answer-text"
          >
            {item.answer}
          </p>
          <WordCount item={item} />
        </div>
      </div>
      <form
        aria-labelledby="rating-title"
        className={panel}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-1">
          <h3 id="rating-title" className="text-lg font-semibold">
            {t('form.label')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('form.keys')}</p>
        </div>
        <ModelSuggestion
          item={item}
          disabled={save.isPending}
          onUse={() => {
            if (item.suggestion) setBands(bandsOfSuggestion(item.suggestion.criteria, order));
          }}
        />
        {item.criteria.map((criterion, index) => (
          <CriterionBands
            key={criterion.key}
            ref={(element) => {
              groups.current[index] = element;
            }}
            criterion={criterion}
            index={index}
            value={bands[criterion.key]}
            onChange={(band) => setBands((current) => ({ ...current, [criterion.key]: band }))}
          />
        ))}
        {showMissing && missing.length > 0 ? (
          <Alert variant="destructive">
            <AlertDescription>
              {t('form.missing', { criteria: missing.map((criterion) => criterion.label).join(', ') })}
            </AlertDescription>
          </Alert>
        ) : null}
        <SubmitButton
          ref={saveButton}
          busy={save.isPending}
          busyLabel={t('form.saving')}
          className="sm:justify-self-start"
        >
          {t('form.save')}
        </SubmitButton>
      </form>
    </article>
  );
}
