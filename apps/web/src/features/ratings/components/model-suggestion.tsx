import type { TRatingQueueItem } from '@app/contracts';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** The model's grade of the answer, offered as a starting point: it counts only once a person confirms it. */
export function ModelSuggestion({
  item,
  onUse,
  disabled,
}: {
  item: TRatingQueueItem;
  onUse: () => void;
  disabled: boolean;
}) {
  const { t } = useT('ratings');
  const suggestion = item.suggestion;
  if (!suggestion) return null;
  return (
    <section
      aria-labelledby="model-suggestion-title"
      className="grid gap-2 rounded-lg border border-primary/25 bg-secondary p-3 text-sm text-secondary-foreground"
    >
      <h4 id="model-suggestion-title" className="flex items-center gap-2 font-medium">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {suggestion.model ? t('suggestion.titleModel', { model: suggestion.model }) : t('suggestion.title')}
      </h4>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {item.criteria.map((criterion) => (
          <li key={criterion.key} className="tabular-nums">
            {t('suggestion.criterion', {
              criterion: criterion.label,
              band: suggestion.criteria[criterion.key] ?? '—',
            })}
          </li>
        ))}
      </ul>
      {suggestion.note ? <p>{suggestion.note}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{t('suggestion.counts')}</p>
        <Button type="button" variant="outline" size="sm" onClick={onUse} disabled={disabled}>
          {t('suggestion.use')}
        </Button>
      </div>
    </section>
  );
}
