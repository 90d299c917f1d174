import { ITEM_TYPE_LABELS, type TItemAnalysis, type TItemAnalysisItem } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { difFlags } from '../lib/dif';
import { figure, itemsByConcern } from '../lib/item-order';
import { DifDetails } from './dif-details';
import { OptionRates } from './option-rates';

const truncated = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}…` : text);

type Props = {
  analysis: TItemAnalysis;
  /** Admins may retire and restore items; reviewers only read. */
  canEdit: boolean;
  onRetire: (item: TItemAnalysisItem) => void;
  onRestore: (item: TItemAnalysisItem) => void;
  /** The item whose restore is running. */
  restoring: string | null;
};

/** What an admin can do about an item's differential functioning: retire a flagged one, restore a retired one. */
function RetireAction({
  item,
  onRetire,
  onRestore,
  restoring,
}: Omit<Props, 'analysis' | 'canEdit'> & { item: TItemAnalysisItem }) {
  const { t } = useT('item-analysis');
  if (item.retired) {
    if (item.source === 'custom') return null;
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={restoring === item.itemId}
        onClick={() => onRestore(item)}
      >
        {restoring === item.itemId ? t('action.restoring') : t('action.restore')}
      </Button>
    );
  }
  if (difFlags(item).length === 0) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onRetire(item)}>
      {t('action.retire')}
    </Button>
  );
}

/** One row per item version, flagged first; the table scrolls inside its own box on a phone. */
export function ItemTable({ analysis, canEdit, ...actions }: Props) {
  const { t } = useT('item-analysis');
  const items = itemsByConcern(analysis.items);
  return (
    <Table aria-label={t('table.label', { test: analysis.testName })}>
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-64">{t('table.item')}</TableHead>
          <TableHead>{t('table.type')}</TableHead>
          <TableHead className="text-right">{t('table.responses')}</TableHead>
          <TableHead className="text-right">
            <abbr title={t('table.difficultyTitle')}>p</abbr>
          </TableHead>
          <TableHead className="text-right">
            <abbr title={t('table.discriminationTitle')}>r</abbr>
          </TableHead>
          <TableHead>{t('table.options')}</TableHead>
          <TableHead className="min-w-72">
            {t('table.flags')}
            <abbr title={t('table.difTitle')}>DIF</abbr>)
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.itemId} className="[&>td]:align-top">
            <TableCell className="whitespace-normal">
              <p title={item.stem}>{truncated(item.stem)}</p>
              <p className="text-xs text-muted-foreground">
                {t('table.version', { key: item.itemKey, version: item.version })}
              </p>
              {item.retired ? (
                <Badge variant="outline" className="mt-1">
                  {item.source === 'custom' ? t('table.removed') : t('table.retired')}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>{ITEM_TYPE_LABELS[item.type]}</TableCell>
            <TableCell className="text-right tabular-nums">{item.responses}</TableCell>
            {item.enoughResponses ? (
              <>
                <TableCell className="text-right tabular-nums">{figure(item.difficulty)}</TableCell>
                <TableCell className="text-right tabular-nums">{figure(item.discrimination)}</TableCell>
                <TableCell>
                  {item.optionRates.length > 0 ? <OptionRates rates={item.optionRates} /> : '—'}
                </TableCell>
                <TableCell className="whitespace-normal">
                  <div className="grid gap-3">
                    {item.flags.length > 0 ? (
                      <ul className="grid gap-1.5">
                        {item.flags.map((flag) => (
                          <li key={flag} className="flex items-start gap-2">
                            <Badge variant="destructive" className="shrink-0">
                              {t('table.check')}
                            </Badge>
                            <span>{flag}</span>
                          </li>
                        ))}
                      </ul>
                    ) : difFlags(item).length === 0 ? (
                      <span className="text-muted-foreground">{t('table.nothing')}</span>
                    ) : null}
                    <DifDetails
                      item={item}
                      region={analysis.region}
                      minGroupSize={analysis.difMinGroupSize}
                    />
                    {canEdit ? <RetireAction item={item} {...actions} /> : null}
                  </div>
                </TableCell>
              </>
            ) : (
              <TableCell colSpan={4} className="whitespace-normal text-muted-foreground">
                <div className="grid gap-2">
                  <span>{t('table.needs', { min: analysis.minResponses, count: item.responses })}</span>
                  {canEdit ? <RetireAction item={item} {...actions} /> : null}
                </div>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
