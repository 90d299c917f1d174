import { ITEM_TYPE_LABELS, type TItemAnalysis, type TItemAnalysisItem } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
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
  if (item.retired) {
    if (item.source === 'custom') return null;
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={restoring === item.itemId}
        onClick={() => onRestore(item)}
      >
        {restoring === item.itemId ? 'Restoring…' : 'Restore'}
      </Button>
    );
  }
  if (difFlags(item).length === 0) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onRetire(item)}>
      Retire this item
    </Button>
  );
}

/** One row per item version, flagged first; the table scrolls inside its own box on a phone. */
export function ItemTable({ analysis, canEdit, ...actions }: Props) {
  const items = itemsByConcern(analysis.items);
  return (
    <Table aria-label={`Item statistics of ${analysis.testName}`}>
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-64">Item</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Responses</TableHead>
          <TableHead className="text-right">
            <abbr title="Difficulty: share right, or mean credit">p</abbr>
          </TableHead>
          <TableHead className="text-right">
            <abbr title="Discrimination: correlation with the rest of the section (or trait)">r</abbr>
          </TableHead>
          <TableHead>Options chosen</TableHead>
          <TableHead className="min-w-72">
            Flags and fairness (
            <abbr title="Differential item functioning: whether equally able groups answer it differently">
              DIF
            </abbr>
            )
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.itemId} className="[&>td]:align-top">
            <TableCell className="whitespace-normal">
              <p title={item.stem}>{truncated(item.stem)}</p>
              <p className="text-xs text-muted-foreground">
                {item.itemKey} · version {item.version}
              </p>
              {item.retired ? (
                <Badge variant="outline" className="mt-1">
                  {item.source === 'custom' ? 'Removed from your test' : 'Retired: not in new forms'}
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
                              Check
                            </Badge>
                            <span>{flag}</span>
                          </li>
                        ))}
                      </ul>
                    ) : difFlags(item).length === 0 ? (
                      <span className="text-muted-foreground">Nothing stands out.</span>
                    ) : null}
                    <DifDetails item={item} minGroupSize={analysis.difMinGroupSize} />
                    {canEdit ? <RetireAction item={item} {...actions} /> : null}
                  </div>
                </TableCell>
              </>
            ) : (
              <TableCell colSpan={4} className="whitespace-normal text-muted-foreground">
                <div className="grid gap-2">
                  <span>
                    Needs {analysis.minResponses} responses before figures are shown ({item.responses} so
                    far).
                  </span>
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
