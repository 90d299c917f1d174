import { auditActionLabel, type TAuditLogEntry } from '@app/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { actorName, actorRole, detailsSummary, objectTypeLabel } from '../lib/audit-log-filters';

/**
 * The entries of one page: when, who, role, action in words, object, address. A table on wide screens; below
 * them one block per entry, since six columns would scroll sideways on a phone.
 */
export function AuditLogTable({ entries }: { entries: TAuditLogEntry[] }) {
  const { t } = useT('audit-log');
  return (
    <>
      <ul aria-label={t('table.label')} className="divide-y lg:hidden">
        {entries.map((entry) => (
          <EntryBlock key={entry.id} entry={entry} />
        ))}
      </ul>
      <div className="hidden lg:block">
        <EntryTable entries={entries} />
      </div>
    </>
  );
}

function EntryBlock({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useT('audit-log');
  const format = useCompanyFormat();
  const details = detailsSummary(entry.details);
  return (
    <li className="grid gap-1 p-4 text-sm" data-testid="audit-log-row">
      <div className="font-medium">{auditActionLabel(entry.action)}</div>
      {details ? <div className="text-xs text-muted-foreground">{details}</div> : null}
      <div>
        {actorName(entry)} <span className="text-muted-foreground">({actorRole(entry)})</span>
      </div>
      <div className="text-muted-foreground">
        <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt, { timeStyle: 'medium' })}</time>{' '}
        {t('table.from')} <code className="font-mono text-xs">{entry.ip ?? t('table.unknownAddress')}</code>
      </div>
      {entry.objectId ? (
        <div className="text-xs">
          <span className="text-muted-foreground">{objectTypeLabel(entry.objectType)}</span>{' '}
          {entry.objectName ? <span className="font-medium">{entry.objectName}</span> : null}{' '}
          <code className="font-mono break-all">{entry.objectId}</code>
        </div>
      ) : null}
    </li>
  );
}

function EntryTable({ entries }: { entries: TAuditLogEntry[] }) {
  const { t } = useT('audit-log');
  const format = useCompanyFormat();
  return (
    <Table aria-label={t('table.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.when')}</TableHead>
          <TableHead>{t('table.who')}</TableHead>
          <TableHead>{t('table.role')}</TableHead>
          <TableHead>{t('table.action')}</TableHead>
          <TableHead>{t('table.object')}</TableHead>
          <TableHead>{t('table.address')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const details = detailsSummary(entry.details);
          return (
            <TableRow key={entry.id} data-testid="audit-log-row">
              <TableCell className="whitespace-nowrap">
                <time dateTime={entry.createdAt}>
                  {format.dateTime(entry.createdAt, { timeStyle: 'medium' })}
                </time>
              </TableCell>
              <TableCell className="font-medium">{actorName(entry)}</TableCell>
              <TableCell>{actorRole(entry)}</TableCell>
              <TableCell>
                <div>{auditActionLabel(entry.action)}</div>
                {details ? <div className="text-xs text-muted-foreground">{details}</div> : null}
              </TableCell>
              <TableCell>
                {entry.objectId ? (
                  <>
                    <div className="text-xs text-muted-foreground">{objectTypeLabel(entry.objectType)}</div>
                    {entry.objectName ? <div className="font-medium">{entry.objectName}</div> : null}
                    <code className="font-mono text-xs break-all">{entry.objectId}</code>
                  </>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
              <TableCell>
                <code className="font-mono text-xs">{entry.ip ?? '—'}</code>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
