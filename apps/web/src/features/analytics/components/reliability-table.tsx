import type { TAnalytics } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const traitName = (trait: string) => trait.charAt(0).toUpperCase() + trait.slice(1).replaceAll('_', ' ');

export function ReliabilityTable({ rows, method }: { rows: TAnalytics['reliability']; method: string }) {
  return (
    <Card data-testid="reliability">
      <CardHeader>
        <CardTitle>Section reliability</CardTitle>
        <CardDescription>{method}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scored answers yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Test / scale</TableHead>
                  <TableHead className="text-right">Alpha</TableHead>
                  <TableHead className="text-right">n</TableHead>
                  <TableHead className="text-right">k</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.test}/${row.scale ?? ''}`}>
                    <TableCell>
                      {row.test}
                      {row.scale ? (
                        <span className="text-muted-foreground"> · {traitName(row.scale)}</span>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {row.alpha === null ? (
                        <span className="text-muted-foreground">{row.note}</span>
                      ) : (
                        row.alpha.toFixed(2)
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.n}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.k}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
