import { candidateStatusLabel, formatDeadline, type TCandidateDeadline } from '@app/contracts';
import { BellRing, CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useAssessmentDeadlines } from '../api/deadlines';
import { describeMoments, describeReminder } from '../lib/describe';
import { type DeadlineTarget, ExtendDeadlineDialog } from './extend-deadline-dialog';

/**
 * An assessment's deadlines (issue 18): each candidate's deadline, the reminders sent to them and when,
 * and (for admins) extending one candidate's deadline or the selected candidates' at once.
 */
export function DeadlinesPanel({ assessmentId }: { assessmentId: string }) {
  const { t } = useT('deadlines');
  const canEdit = useCanEdit();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState<DeadlineTarget | null>(null);
  const query = useAssessmentDeadlines(assessmentId, page);

  if (query.isPending) return <PageSpinner label={t('loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { message: getErrorMessage(query.error) })}
      </p>
    );
  const data = query.data;
  const { timeZone } = data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const onPage = data.items.map((item) => item.candidateId);
  const selectedOnPage = onPage.filter((id) => selected.has(id));
  const allState =
    selectedOnPage.length === 0 ? false : selectedOnPage.length === onPage.length ? true : 'indeterminate';

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const extendOne = (item: TCandidateDeadline) =>
    setTarget({
      candidateIds: [item.candidateId],
      label: item.fullName,
      current: item.deadlineAt,
      extended: item.extended,
    });
  const extendSelected = () =>
    setTarget({
      candidateIds: [...selected],
      label: t('selection', { count: selected.size }),
      current: null,
      extended: false,
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" /> {t('title')}
        </CardTitle>
        <CardDescription>
          {data.closesAt
            ? t(Date.parse(data.closesAt) > Date.now() ? 'closes' : 'closed', {
                date: formatDeadline(data.closesAt, timeZone),
              })
            : t('noClosing')}
          {describeMoments(data.reminderHours)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canEdit && selected.size > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border bg-secondary px-3 py-2 text-sm">
            <span>{t('selected', { count: selected.size })}</span>
            <Button size="sm" onClick={extendSelected}>
              {t('extendSelected')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              {t('clearSelection')}
            </Button>
          </div>
        ) : null}
        {data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <Table aria-label={t('table.label')}>
            <TableHeader>
              <TableRow>
                {canEdit ? (
                  <TableHead className="w-8">
                    <Checkbox
                      aria-label={t('table.selectAll')}
                      checked={allState}
                      onCheckedChange={(on) => {
                        for (const id of onPage) toggle(id, on === true);
                      }}
                    />
                  </TableHead>
                ) : null}
                <TableHead>{t('table.candidate')}</TableHead>
                <TableHead>{t('table.deadline')}</TableHead>
                <TableHead>{t('table.reminders')}</TableHead>
                {canEdit ? (
                  <TableHead>
                    <span className="sr-only">{t('table.actions')}</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.items.map((item) => (
                <TableRow key={item.candidateId} data-testid="deadline-row">
                  {canEdit ? (
                    <TableCell>
                      <Checkbox
                        aria-label={t('table.select', { name: item.fullName })}
                        checked={selected.has(item.candidateId)}
                        onCheckedChange={(on) => toggle(item.candidateId, on === true)}
                      />
                    </TableCell>
                  ) : null}
                  <TableCell className="min-w-40">
                    <div className="font-medium">{item.fullName}</div>
                    <div className="text-xs text-muted-foreground">{item.email}</div>
                    <div className="text-xs text-muted-foreground">
                      {candidateStatusLabel(item.testStatus)}
                    </div>
                  </TableCell>
                  <TableCell className="min-w-44">
                    {item.deadlineAt ? formatDeadline(item.deadlineAt, timeZone) : t('table.none')}
                    {item.extended ? (
                      <Badge variant="outline" className="ml-2">
                        {t('table.extended')}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="min-w-48">
                    {item.remindersSent.length === 0 ? (
                      <span className="text-muted-foreground">{t('table.noneYet')}</span>
                    ) : (
                      <ul className="grid gap-1">
                        {item.remindersSent.map((reminder) => (
                          <li key={`${reminder.hoursBefore}-${reminder.deadlineAt}`} className="flex gap-1.5">
                            <BellRing aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
                            {describeReminder(reminder, timeZone)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                  {canEdit ? (
                    <TableCell className="text-right">
                      <Button size="sm" variant="outline" onClick={() => extendOne(item)}>
                        {t('table.extend')}
                        <span className="sr-only">{t('table.extendOf', { name: item.fullName })}</span>
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {pages > 1 ? (
          <nav aria-label={t('pages.label')} className="flex items-center justify-end gap-2 text-sm">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" /> {t('pages.previous')}
            </Button>
            <span>{t('pages.position', { page, pages })}</span>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('pages.next')} <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </CardContent>
      <ExtendDeadlineDialog
        target={target}
        timeZone={timeZone}
        closesAt={data.closesAt}
        onClose={() => {
          setTarget(null);
          setSelected(new Set());
        }}
      />
    </Card>
  );
}
