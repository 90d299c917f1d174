import { ITEM_TYPE_LABELS, type TImportReport, type TImportReportEntry } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** What an import did: the counts, then every question of the file, imported or skipped with the reason. */
export function ImportReport({ report, onAgain }: { report: TImportReport; onAgain: () => void }) {
  const { t } = useT('custom-tests');
  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium">
        {t('import.summaryOf', {
          imported: t('import.summary', { count: report.imported, skipped: report.skipped }),
          format: report.format,
        })}
      </p>
      {report.entries.length > 0 ? (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t('import.entries')}
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
                <TableHead>{t('import.where')}</TableHead>
                <TableHead>{t('import.question')}</TableHead>
                <TableHead>{t('import.outcome')}</TableHead>
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
          {t('import.again')}
        </Button>
        {report.testId ? (
          <Button asChild>
            <Link to={paths.adminTest.getHref(report.testId)}>
              {t('import.open')} <ArrowRight aria-hidden="true" />
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
  const { t } = useT('custom-tests');
  if (entry.outcome === 'imported') return <Badge variant="success">{t('import.imported')}</Badge>;
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant="outline">{t('import.skipped')}</Badge>
      {entry.reason ? <span className="break-words">{entry.reason}</span> : null}
    </span>
  );
}
