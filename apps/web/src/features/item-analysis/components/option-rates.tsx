import type { TItemStatistics } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { percent } from '../lib/item-order';

/** Each option's share of the responses as a small bar; the key is named in words, not only by colour. */
export function OptionRates({ rates }: { rates: TItemStatistics['optionRates'] }) {
  const { t } = useT('item-analysis');
  return (
    <ul className="grid min-w-48 gap-1">
      {rates.map((rate, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an item's options never reorder, and texts may repeat
        <li key={index} className="grid gap-0.5 text-xs">
          <span className="flex justify-between gap-2">
            <span className="line-clamp-1" title={rate.option}>
              {rate.option}
              {rate.isKey ? <span className="font-medium text-success">{t('option.key')}</span> : null}
            </span>
            <span className="tabular-nums">{percent(rate.rate)}</span>
          </span>
          <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-secondary">
            <span
              className={cn(
                'block h-full rounded-full',
                rate.isKey ? 'bg-success' : 'bg-muted-foreground/50',
              )}
              style={{ width: percent(rate.rate) }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
