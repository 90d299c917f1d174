import { ITEM_TYPE_LABELS, type TCustomItem } from '@app/contracts';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { describeKey } from '../lib/item-summary';

type Props = {
  item: TCustomItem;
  number: number;
  count: number;
  editable: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** Ids of the move buttons, so focus can follow a question to its new place. */
export const moveButtonId = (itemKey: string, direction: 'up' | 'down') => `move-${direction}-${itemKey}`;

/** One question of the list: number, type, version, text and key, with its actions. */
export function QuestionRow({ item, number, count, editable, onMove, onEdit, onDelete }: Props) {
  const { t } = useT('custom-tests');
  const headingId = `question-${item.itemKey}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border bg-background p-4 sm:grid-cols-[1fr_auto]"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {t('row.question', { number })}
          </h3>
          <Badge variant="secondary">{ITEM_TYPE_LABELS[item.draft.type]}</Badge>
          <Badge variant="outline">{t('row.version', { version: item.version })}</Badge>
          {item.inUse ? <span className="text-xs text-muted-foreground">{t('row.inUse')}</span> : null}
        </div>
        <p className="break-words whitespace-pre-line">{item.draft.stem}</p>
        <p className="text-sm break-words text-muted-foreground">{describeKey(item.draft, t)}</p>
      </div>
      {editable ? (
        <div className="flex flex-wrap items-start gap-1 sm:justify-end">
          <Button
            id={moveButtonId(item.itemKey, 'up')}
            variant="ghost"
            size="icon"
            disabled={number === 1}
            onClick={() => onMove(-1)}
            aria-label={t('row.moveUp', { number })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(item.itemKey, 'down')}
            variant="ghost"
            size="icon"
            disabled={number === count}
            onClick={() => onMove(1)}
            aria-label={t('row.moveDown', { number })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('row.edit', { number })}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t('row.delete', { number })}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </article>
  );
}
