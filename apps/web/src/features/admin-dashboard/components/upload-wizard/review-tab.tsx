import type { TTestLibraryEntry, TTestMode, TUploadCheckResponse, TUploadCheckRow } from '@app/contracts';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { DetailList } from '@/components/ui/detail-list';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { formatMinutes, splitVerdicts, verdictSummary } from '../../lib/upload-check';

/** What the dry run of the upload answered (api/check-upload.ts). */
export type UploadCheckState = {
  status: 'pending' | 'error' | 'success';
  data?: TUploadCheckResponse | undefined;
  error?: unknown;
};

type Props = {
  selectedTests: TTestLibraryEntry[];
  testMode: TTestMode;
  customInstructions: string;
  /** How the overall score weighs the parts, in words. */
  scoringWeights: string;
  fileName: string;
  rowCount: number | null;
  /** The chosen tests' minutes added up (the new assessment's, or the existing one's). */
  totalMinutes: number;
  /** Each row's verdict before submitting; null when there is nothing to check. */
  check: UploadCheckState | null;
  /** 0-100 while uploading, null otherwise. */
  progress: number | null;
  /** Adding to an existing assessment: its name and tests replace the chosen configuration. */
  existing?: { name: string; tests: string; hasTests: boolean } | null;
};

export function ReviewTab({
  selectedTests,
  testMode,
  customInstructions,
  scoringWeights,
  fileName,
  rowCount,
  totalMinutes,
  check,
  progress,
  existing = null,
}: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const tests =
    selectedTests.length === 0 ? (
      t('review.noTests')
    ) : (
      <ul className="grid gap-0.5">
        {selectedTests.map((test) => (
          <li key={test.id}>
            {test.name}{' '}
            <span className="font-normal text-muted-foreground">
              {t('review.testFacts', {
                minutes: format.number(test.durationMinutes),
                count: test.questionCount,
                n: format.number(test.questionCount),
              })}
            </span>
          </li>
        ))}
      </ul>
    );
  const hasTests = existing ? existing.hasTests : selectedTests.length > 0;
  const totalTime = hasTests ? ([[t('review.totalTime'), formatMinutes(totalMinutes, t)]] as const) : [];
  const rowsInFile = rowCount === null ? t('review.counting') : format.number(rowCount);
  return (
    <div className="grid gap-5">
      <DetailList
        items={
          existing
            ? [
                [t('review.assessment'), existing.name],
                [t('review.tests'), existing.tests],
                ...totalTime,
                [t('review.file'), fileName],
                [t('review.rowsInFile'), rowsInFile],
              ]
            : [
                [t('review.selectedTests'), tests],
                ...totalTime,
                [t('review.testMode'), t(`mode.${testMode}.label`)],
                [t('review.customInstructions'), customInstructions.trim() || t('review.none')],
                [t('review.scoringWeights'), scoringWeights],
                [t('review.file'), fileName],
                [t('review.rowsInFile'), rowsInFile],
              ]
        }
      />
      {check ? <UploadVerdicts check={check} /> : null}
      {progress !== null ? (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            {progress < 100
              ? t('review.uploading', { percent: format.number(progress) })
              : t('review.processing')}
          </p>
          <Progress value={progress} label={t('review.progress')} />
        </div>
      ) : null}
    </div>
  );
}

/** What the upload will do with each row, from its dry run: counts, the skipped rows, the rows to add. */
function UploadVerdicts({ check }: { check: UploadCheckState }) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  if (check.status === 'pending') return <Spinner label={t('review.checking')} />;
  if (check.status === 'error' || !check.data) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" className="size-4" />
        <AlertTitle>{t('review.checkFailed')}</AlertTitle>
        <AlertDescription>{getErrorMessage(check.error, t('review.tryAgain'))}</AlertDescription>
      </Alert>
    );
  }
  const result = check.data;
  const { skipped, added } = splitVerdicts(result.rows);
  return (
    <section aria-labelledby="upload-verdicts-heading" className="grid gap-3">
      <h3 id="upload-verdicts-heading" className="font-medium">
        {t('review.beforeSubmit')}
      </h3>
      <p className="flex items-center gap-2 text-sm" data-testid="upload-verdicts-summary">
        {result.willAdd > 0 ? (
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        ) : (
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        )}
        <span>
          <span className="font-medium">{verdictSummary(result, t, format.number)}</span>
          {result.willAdd === 0 ? t('review.nobody') : '.'}
        </span>
      </p>
      {result.inEnglishOnly > 0 ? (
        <p className="text-sm" data-testid="upload-english-only">
          {t('review.inEnglishOnly', {
            count: result.inEnglishOnly,
            n: format.number(result.inEnglishOnly),
          })}
        </p>
      ) : null}
      {result.alsoElsewhere > 0 ? (
        <p className="text-sm" data-testid="upload-also-elsewhere">
          {t('review.alsoElsewhere', {
            count: result.alsoElsewhere,
            n: format.number(result.alsoElsewhere),
          })}
        </p>
      ) : null}
      {result.plan.message ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" className="size-4" />
          <AlertTitle>{t('review.planFull')}</AlertTitle>
          <AlertDescription>{result.plan.message}</AlertDescription>
        </Alert>
      ) : null}
      {skipped.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">
            {t('review.skipped', { count: skipped.length, n: format.number(skipped.length) })}
          </h4>
          <VerdictTable
            rows={skipped}
            label={t('review.skippedLabel')}
            withReason
            testId="skipped-verdicts"
          />
        </div>
      ) : null}
      {added.length > 0 ? (
        <details className="group grid gap-2" data-testid="added-verdicts">
          <summary className="cursor-pointer text-sm font-medium">
            {t('review.showAdded', { count: result.willAdd, n: format.number(result.willAdd) })}
          </summary>
          <div className="mt-2 grid gap-2">
            <VerdictTable
              rows={added}
              label={t('review.addedLabel')}
              withReason={added.some((row) => row.reason !== null)}
              reasonHeading={t('review.note')}
            />
            {result.addedNotListed > 0 ? (
              <p className="text-sm text-muted-foreground">
                {t('review.addedTruncated', {
                  shown: format.number(added.length),
                  total: format.number(result.willAdd),
                })}
              </p>
            ) : null}
          </div>
        </details>
      ) : null}
    </section>
  );
}

function VerdictTable({
  rows,
  label,
  withReason = false,
  reasonHeading,
  testId,
}: {
  rows: TUploadCheckRow[];
  label: string;
  withReason?: boolean;
  /** The reason column's heading: why a row is skipped, or a note on a row to add. */
  reasonHeading?: string;
  testId?: string;
}) {
  const { t } = useT('admin-dashboard');
  return (
    <div className="max-h-72 overflow-y-auto rounded-lg border">
      <Table aria-label={label} data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12 pr-0">{t('review.row')}</TableHead>
            <TableHead>{t('review.candidate')}</TableHead>
            {withReason ? <TableHead>{reasonHeading ?? t('review.reason')}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell className="pr-0 align-top tabular-nums">{row.row}</TableCell>
              {/* Name over email, so the reason keeps its room on a phone. */}
              <TableCell className="align-top">
                <bdi className="block">{row.fullName || '—'}</bdi>
                <div className="break-all text-muted-foreground">{row.email || t('review.noEmail')}</div>
              </TableCell>
              {withReason ? <TableCell className="align-top">{row.reason}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
