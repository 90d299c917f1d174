import { ITEM_TYPE_LABELS, type TItemAnalysis } from '@app/contracts';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { figure, itemsByConcern } from '../lib/item-order';
import { OptionRates } from './option-rates';

const truncated = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}…` : text);

/** One row per item version, flagged first; the table scrolls inside its own box on a phone. */
export function ItemTable({ analysis }: { analysis: TItemAnalysis }) {
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
          <TableHead className="min-w-72">Flags</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.itemKey}@${item.version}`} className="[&>td]:align-top">
            <TableCell className="whitespace-normal">
              <p title={item.stem}>{truncated(item.stem)}</p>
              <p className="text-xs text-muted-foreground">
                {item.itemKey} · version {item.version}
              </p>
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
                  ) : (
                    <span className="text-muted-foreground">Nothing stands out.</span>
                  )}
                </TableCell>
              </>
            ) : (
              <TableCell colSpan={4} className="whitespace-normal text-muted-foreground">
                Needs {analysis.minResponses} responses before figures are shown ({item.responses} so far).
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
