import { type CANDIDATE_SORTS, formatScore, type TCandidate, type THiringStage } from '@app/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Timer, Trash2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageButtons } from '@/components/page-buttons';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useStageLabels } from '@/lib/hiring-stages';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useListFilters, usePageCount } from '@/lib/use-list-filters';
import { useAssessmentNames } from '../../api/assessment-names';
import { useDeleteCandidate, useDeleteCandidates } from '../../api/delete-candidates';
import { useExportCandidates } from '../../api/export-candidates';
import { useCandidates } from '../../api/get-candidates';
import { useReportLink } from '../../api/report-link';
import { formatMultiplier } from '../../lib/extra-time';
import {
  filtersFromSearchParams,
  openingFiltersFromSearchParams,
  searchParamsFromFilters,
  searchParamsFromOpeningFilters,
} from '../../lib/table-filters';
import { AddCandidateDialog } from './add-candidate-dialog';
import { BulkActionsBar } from './bulk-actions-bar';
import { CandidatesToolbar } from './candidates-toolbar';
import { useCopyInvitationLinkAction } from './copy-invitation-link-button';
import { DeleteCandidatesDialog } from './delete-candidates-dialog';
import { EraseCandidateDialog, type EraseTarget } from './erase-candidate-dialog';
import { ExtraTimeDialog } from './extra-time-dialog';
import { MoveToStageDialog } from './move-to-stage-dialog';
import { PipelineFailure } from './pipeline-failure';
import { ProgressCell } from './progress-cell';
import { CandidateRowMenu } from './row-menu';
import { SelectTopDialog } from './select-top-dialog';
import { StageCell } from './stage-cell';
import { StageHistoryDialog } from './stage-history-dialog';
import { StatusBadge } from './status-badge';
import { TimelineDialog } from './timeline-dialog';
import { UnlockCandidateDialog } from './unlock-candidate-dialog';

type Sort = (typeof CANDIDATE_SORTS)[number];
type Target = { id: string; fullName: string };

/** The clock the Progress and Deadline columns count from, moved on every minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The table's report pieces (score, report buttons, report dialog, ZIP download), filled in by the app
 * layer: reports are a feature of their own, and features never import each other.
 */
export type CandidateReportSlots = {
  score: (candidate: TCandidate) => ReactNode;
  actions: (candidate: TCandidate, onView: () => void) => ReactNode;
  dialog: (target: Target | null, onClose: () => void) => ReactNode;
  bulkDownload: (ids: string[]) => ReactNode;
};

type Props = {
  enabled: boolean;
  reports: CandidateReportSlots;
  /** On an assessment's page: only its candidates, and Export exports them. */
  assessmentId?: string;
};

export function CandidatesTable({ enabled, reports, assessmentId }: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const { filters: inUrl, update } = useListFilters(
    assessmentId ? openingFiltersFromSearchParams : filtersFromSearchParams,
    assessmentId ? searchParamsFromOpeningFilters : searchParamsFromFilters,
  );
  const filters = useMemo(() => (assessmentId ? { ...inUrl, assessmentId } : inUrl), [inUrl, assessmentId]);
  const list = useCandidates(filters, enabled);
  // The company-wide page names each candidate's opening and filters by it; an assessment's page is one.
  const companyWide = !assessmentId;
  const openings = useAssessmentNames(enabled && companyWide);
  const canEdit = useCanEdit();
  const [selected, setSelected] = useState<Map<string, Target>>(new Map());
  const [toDelete, setToDelete] = useState<Target[]>([]);
  const [toErase, setToErase] = useState<EraseTarget | null>(null);
  const [toUnlock, setToUnlock] = useState<Target | null>(null);
  const [toExtend, setToExtend] = useState<(Target & { current: number }) | null>(null);
  const [report, setReport] = useState<Target | null>(null);
  const linkedReport = useReportLink(enabled);
  // Hiring stages (issue 18): the move dialog (bulk, or a row whose stage has an email) and the history.
  const [toMove, setToMove] = useState<{ targets: Target[]; stage?: THiringStage; bulk: boolean }>({
    targets: [],
    bulk: false,
  });
  const [stageHistory, setStageHistory] = useState<Target | null>(null);
  const [timeline, setTimeline] = useState<TCandidate | null>(null);
  const copyLink = useCopyInvitationLinkAction();
  const now = useMinuteClock();
  const labels = useStageLabels(enabled);
  const deleteOne = useDeleteCandidate();
  const deleteMany = useDeleteCandidates();
  const exporter = useExportCandidates();

  const onSearch = useCallback((search: string) => update({ search: search || undefined }), [update]);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // Deleting the last rows of the last page steps back to the new last page.
  const pages = usePageCount(filters, total, list.isSuccess, update);
  const onPage = items.filter((c) => selected.has(c.id)).length;
  const pageState = onPage === 0 ? false : onPage === items.length ? true : 'indeterminate';

  const toggle = (candidate: TCandidate, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(candidate.id, { id: candidate.id, fullName: candidate.fullName });
      else next.delete(candidate.id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const c of items) on ? next.set(c.id, { id: c.id, fullName: c.fullName }) : next.delete(c.id);
      return next;
    });

  const confirmDelete = async () => {
    const ids = toDelete.map((target) => target.id);
    try {
      if (ids.length === 1 && ids[0]) await deleteOne.mutateAsync(ids[0]);
      else await deleteMany.mutateAsync(ids);
      notify.success(t('table.toast.deleted', { count: ids.length, n: format.number(ids.length) }));
      setSelected((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
      setToDelete([]);
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  };

  /** A row's select confirms the move in the dialog, which offers the stage's email when it has one. */
  const pickStage = (candidate: TCandidate, stage: THiringStage) =>
    setToMove({ targets: [{ id: candidate.id, fullName: candidate.fullName }], stage, bulk: false });

  const sortButton = (sort: Sort, label: string) => {
    const active = filters.sort === sort;
    const Icon = active ? (filters.order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => update({ sort, order: nextOrder(sort, active ? filters.order : null) })}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    );
  };
  const rankedSection = filters.sort === 'section_score' ? filters.section : undefined;
  const ariaSort = (sort: Sort) =>
    filters.sort === sort ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <Card aria-labelledby="candidates-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="candidates-title">{t('table.title')}</CardTitle>
          <CardDescription>{t('table.description')}</CardDescription>
        </div>
        <div className="flex gap-2">
          {/* An assessment's page adds candidates to the assessment itself, with its own form. */}
          {canEdit && !assessmentId ? <AddCandidateDialog disabled={!enabled} /> : null}
          {/* Ranking makes sense inside one opening: its candidates took the same tests. */}
          {canEdit && assessmentId ? (
            <SelectTopDialog
              filters={filters}
              disabled={!enabled || total === 0}
              onSelect={(targets) => {
                setSelected(new Map(targets.map((target) => [target.id, target])));
                update({ sort: 'score', order: 'desc' });
              }}
            />
          ) : null}
          <Button
            variant="outline"
            size="sm"
            disabled={!enabled || total === 0 || exporter.isPending}
            onClick={() =>
              exporter.mutate(
                {
                  ...(filters.assessmentId ? { assessmentId: filters.assessmentId } : {}),
                  // The days in the filter narrow the export too.
                  ...(filters.appliedFrom ? { appliedFrom: filters.appliedFrom } : {}),
                  ...(filters.appliedTo ? { appliedTo: filters.appliedTo } : {}),
                },
                {
                  onError: (error) => notify.error(t('table.toast.exportFailed'), getErrorMessage(error)),
                },
              )
            }
          >
            <Download aria-hidden="true" /> {t('table.exportAll')}
          </Button>
        </div>
      </CardHeader>
      {/* A column no wider than the card: on a phone the table scrolls sideways inside it, not the page. */}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <CandidatesToolbar
          search={filters.search ?? ''}
          status={filters.status}
          onSearch={onSearch}
          onStatus={(status) => update({ status })}
          stage={filters.stage}
          stageLabels={labels}
          onStage={(stage) => update({ stage })}
          minScore={filters.minScore}
          onMinScore={(minScore) => update({ minScore })}
          appliedFrom={filters.appliedFrom}
          appliedTo={filters.appliedTo}
          onApplied={update}
          rankBy={
            companyWide
              ? undefined
              : {
                  sections: rankSections(items, filters.section),
                  value: filters.sort === 'section_score' ? filters.section : undefined,
                  onChange: (section) =>
                    update(
                      section
                        ? { sort: 'section_score', section, order: 'desc' }
                        : { sort: 'score', order: 'desc' },
                    ),
                }
          }
          assessments={
            companyWide
              ? {
                  options: openingOptions(openings.data ?? [], filters.assessmentId, items),
                  value: filters.assessmentId,
                  onChange: (id) => update({ assessmentId: id }),
                }
              : undefined
          }
        />
        {selected.size > 0 ? (
          <BulkActionsBar
            ids={[...selected.keys()]}
            downloadReports={reports.bulkDownload}
            onDelete={() => setToDelete([...selected.values()])}
            onMoveToStage={() => setToMove({ targets: [...selected.values()], bulk: true })}
            onClear={() => setSelected(new Map())}
          />
        ) : null}
        {list.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(list.error, t('table.loadFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        <div className="rounded-lg border">
          <Table
            aria-busy={list.isFetching}
            aria-describedby="candidates-count"
            className="[&_td]:px-2 [&_th]:px-2"
          >
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <Checkbox
                    aria-label={t('table.selectPage')}
                    checked={pageState}
                    disabled={items.length === 0}
                    onCheckedChange={(value) => togglePage(value === true)}
                  />
                </TableHead>
                <TableHead aria-sort={ariaSort('full_name')}>
                  {sortButton('full_name', t('table.name'))}
                </TableHead>
                <TableHead aria-sort={ariaSort('email')}>{sortButton('email', t('table.email'))}</TableHead>
                <TableHead aria-sort={ariaSort('test_status')}>
                  {sortButton('test_status', t('table.status'))}
                </TableHead>
                <TableHead>{t('table.stage')}</TableHead>
                <TableHead>{t('table.progress')}</TableHead>
                <TableHead aria-sort={ariaSort('score')}>{sortButton('score', t('table.score'))}</TableHead>
                <TableHead className="text-right">{t('table.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((candidate) => (
                <TableRow key={candidate.id} data-state={selected.has(candidate.id) ? 'selected' : undefined}>
                  <TableCell>
                    <Checkbox
                      aria-label={t('table.select', { name: candidate.fullName })}
                      checked={selected.has(candidate.id)}
                      onCheckedChange={(value) => toggle(candidate, value === true)}
                    />
                  </TableCell>
                  <TableCell className="min-w-36 font-medium">
                    {/* Isolated: an Arabic or Hebrew name keeps its own direction, not the row's. */}
                    <bdi>{candidate.fullName}</bdi>
                    {companyWide && candidate.assessmentId && candidate.assessmentName ? (
                      <Link
                        to={paths.adminAssessment.getHref(candidate.assessmentId)}
                        aria-label={t('table.assessmentOf', { name: candidate.assessmentName })}
                        className="block max-w-32 truncate text-xs font-normal text-muted-foreground underline-offset-4 hover:underline"
                      >
                        <bdi>{candidate.assessmentName}</bdi>
                      </Link>
                    ) : null}
                  </TableCell>
                  {/* A long address wraps rather than widening the row past its card at 1440 px. */}
                  <TableCell className="min-w-48 break-all text-muted-foreground">
                    {candidate.email}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <StatusBadge status={candidate.testStatus} />
                      {candidate.attempt > 1 ? (
                        <Badge variant="outline" title={t('table.reapplicationTitle')}>
                          {t('table.reapplication', { attempt: candidate.attempt })}
                        </Badge>
                      ) : null}
                      {candidate.extraTimeMultiplier > 1 ? (
                        <Badge variant="outline" title={t('table.extraTimeGranted')}>
                          <Timer aria-hidden="true" />
                          {t('table.extraTime', {
                            multiplier: formatMultiplier(candidate.extraTimeMultiplier, format.locale),
                          })}
                        </Badge>
                      ) : null}
                    </div>
                    {candidate.pipelineError ? (
                      <PipelineFailure candidateId={candidate.id} reason={candidate.pipelineError} />
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <StageCell
                      candidate={candidate}
                      labels={labels}
                      canEdit={canEdit}
                      onPick={(stage) => pickStage(candidate, stage)}
                    />
                  </TableCell>
                  <TableCell>
                    <ProgressCell candidate={candidate} now={now} />
                  </TableCell>
                  <TableCell data-testid="score-cell">
                    {reports.score(candidate)}
                    {rankedSection ? (
                      <div
                        className="text-xs text-muted-foreground tabular-nums"
                        data-testid="ranked-section-score"
                      >
                        {t('table.sectionScore', {
                          section: rankedSection,
                          score: formatScore(candidate.sectionScores[rankedSection]),
                        })}
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap items-center justify-end gap-1">
                      {reports.actions(candidate, () => setReport(candidate))}
                      {canEdit ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="px-2 text-destructive hover:text-destructive"
                          onClick={() => setToDelete([{ id: candidate.id, fullName: candidate.fullName }])}
                          aria-label={t('table.deleteLabel', { name: candidate.fullName })}
                        >
                          <Trash2 aria-hidden="true" /> {t('table.delete')}
                        </Button>
                      ) : null}
                      <CandidateRowMenu
                        candidate={candidate}
                        canEdit={canEdit}
                        onTimeline={() => setTimeline(candidate)}
                        onStageHistory={() =>
                          setStageHistory({ id: candidate.id, fullName: candidate.fullName })
                        }
                        onCopyLink={() => copyLink.copy(candidate)}
                        onExtraTime={() =>
                          setToExtend({
                            id: candidate.id,
                            fullName: candidate.fullName,
                            current: candidate.extraTimeMultiplier,
                          })
                        }
                        onUnlock={() => setToUnlock({ id: candidate.id, fullName: candidate.fullName })}
                        onErase={() => setToErase({ id: candidate.id, fullName: candidate.fullName })}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
              {list.isPending && enabled ? (
                <TableRow>
                  <TableCell colSpan={8} className="py-10 text-center">
                    <Spinner label={t('table.loading')} />
                  </TableCell>
                </TableRow>
              ) : null}
              {list.isSuccess && items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8} className="py-10 text-center text-muted-foreground">
                    {filters.search ||
                    filters.status ||
                    filters.stage ||
                    filters.minScore !== undefined ||
                    filters.appliedFrom ||
                    filters.appliedTo ||
                    (companyWide && filters.assessmentId) ? (
                      t('table.noMatch')
                    ) : assessmentId && canEdit ? (
                      <>
                        {t('table.emptyOpening')}{' '}
                        <Link
                          className="font-medium text-primary underline underline-offset-4"
                          to={paths.adminAssessment.getHref(assessmentId, 'invite')}
                        >
                          {t('table.emptyOpeningAction')}
                        </Link>
                      </>
                    ) : (
                      t('table.empty')
                    )}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </div>
        <nav
          aria-label={t('table.pages')}
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p id="candidates-count" className="text-muted-foreground">
            {total === 0
              ? t('table.none')
              : t('table.showing', {
                  from: format.number((filters.page - 1) * filters.pageSize + 1),
                  to: format.number(Math.min(filters.page * filters.pageSize, total)),
                  total: format.number(total),
                })}
          </p>
          <div className="flex items-center gap-2">
            <PageButtons
              page={filters.page}
              pages={pages}
              onPage={(page) => update({ page })}
              format={format.number}
            />
          </div>
        </nav>
      </CardContent>
      <DeleteCandidatesDialog
        targets={toDelete}
        pending={deleteOne.isPending || deleteMany.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete([])}
      />
      <UnlockCandidateDialog target={toUnlock} onClose={() => setToUnlock(null)} />
      <ExtraTimeDialog target={toExtend} onClose={() => setToExtend(null)} />
      <EraseCandidateDialog target={toErase} onClose={() => setToErase(null)} />
      <MoveToStageDialog
        targets={toMove.targets}
        initialStage={toMove.stage}
        onDone={() => {
          if (toMove.bulk) setSelected(new Map());
          setToMove({ targets: [], bulk: false });
        }}
        onClose={() => setToMove({ targets: [], bulk: false })}
      />
      <StageHistoryDialog target={stageHistory} labels={labels} onClose={() => setStageHistory(null)} />
      <TimelineDialog
        candidate={timeline ? (items.find((c) => c.id === timeline.id) ?? timeline) : null}
        now={now}
        onClose={() => setTimeline(null)}
      />
      {copyLink.dialog}
      {reports.dialog(
        report ? { id: report.id, fullName: report.fullName } : linkedReport.target,
        report ? () => setReport(null) : linkedReport.close,
      )}
    </Card>
  );
}

/**
 * The filter's openings: the company's, and the one in the URL even when the list does not hold it (archived,
 * or past the newest 100), named from its candidates' rows.
 */
/**
 * The sections an opening can be ranked by, by name: those scored for the candidates on the page (an
 * opening's candidates take the same tests, and the scored come first), with the one ranked by kept.
 */
function rankSections(rows: readonly TCandidate[], chosen: string | undefined): string[] {
  const names = new Set(rows.flatMap((row) => Object.keys(row.sectionScores)));
  if (chosen) names.add(chosen);
  return [...names].sort((a, b) => a.localeCompare(b));
}

function openingOptions(
  openings: readonly { id: string; name: string }[],
  chosen: string | undefined,
  rows: readonly TCandidate[],
) {
  if (!chosen || openings.some((opening) => opening.id === chosen)) return openings;
  const name = rows.find((row) => row.assessmentId === chosen)?.assessmentName;
  return name ? [...openings, { id: chosen, name }] : openings;
}

/** A first click on Score ranks the highest first; on a text column it starts from A. Then it toggles. */
function nextOrder(sort: Sort, current: 'asc' | 'desc' | null): 'asc' | 'desc' {
  if (current === null) return sort === 'score' ? 'desc' : 'asc';
  return current === 'asc' ? 'desc' : 'asc';
}
