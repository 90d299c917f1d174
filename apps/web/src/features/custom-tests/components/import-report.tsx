import { ITEM_TYPE_LABELS, type TImportReport, type TImportReportEntry } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { plural } from '../lib/format';

/** What an import did: the counts, then every question of the file, imported or skipped with the reason. */
export function ImportReport({ report, onAgain }: { report: TImportReport; onAgain: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium">
        {plural(report.imported, 'question')} imported, {report.skipped} skipped (
        {report.format === 'qti' ? 'IMS QTI package' : 'CSV file'}).
      </p>
      {report.entries.length > 0 ? (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label="Every question of the file"
          className="max-h-[50dvh] overflow-y-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
        >
          {/* A phone gets one block per question; a table would scroll sideways. */}
          <ul className="divide-y sm:hidden">
            {report.entries.map((entry) => (
              <li key={entry.ref} className="grid gap-1 p-3 text-sm">
                <span className="text-muted-foreground">{entry.ref}</span>
                <EntryQuestion entry={entry} />
                <EntryOutcome entry={entry} />
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-sm sm:table">
            <TableHeader>
              <TableRow>
                <TableHead>Where</TableHead>
                <TableHead>Question</TableHead>
                <TableHead>Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.entries.map((entry) => (
                <TableRow key={entry.ref}>
                  <TableCell className="align-top whitespace-nowrap">{entry.ref}</TableCell>
                  <TableCell className="align-top">
                    <EntryQuestion entry={entry} />
                  </TableCell>
                  <TableCell className="w-2/5 align-top">
                    <EntryOutcome entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </table>
        </section>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAgain}>
          Import another file
        </Button>
        {report.testId ? (
          <Button asChild>
            <Link to={paths.adminTest.getHref(report.testId)}>
              Open the test <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function EntryQuestion({ entry }: { entry: TImportReportEntry }) {
  return (
    <span className="grid">
      <span className="line-clamp-2 break-words">{entry.title || '—'}</span>
      {entry.type ? (
        <span className="text-xs text-muted-foreground">{ITEM_TYPE_LABELS[entry.type]}</span>
      ) : null}
    </span>
  );
}

function EntryOutcome({ entry }: { entry: TImportReportEntry }) {
  if (entry.outcome === 'imported') return <Badge variant="success">Imported</Badge>;
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant="outline">Skipped</Badge>
      {entry.reason ? <span className="break-words">{entry.reason}</span> : null}
    </span>
  );
}
