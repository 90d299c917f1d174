import type { TTestLibraryEntry, TTestMode, TUploadCheckResponse, TUploadCheckRow } from '@app/contracts';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { DetailList } from '@/components/ui/detail-list';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { countOf, formatCount } from '../../lib/format';
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

const MODE_LABEL: Record<TTestMode, string> = {
  'pre-built': 'Pre-built',
  'ai-generated': 'AI-generated',
  hybrid: 'Hybrid',
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
  const tests =
    selectedTests.length === 0 ? (
      'None (questions generated for the role)'
    ) : (
      <ul className="grid gap-0.5">
        {selectedTests.map((t) => (
          <li key={t.id}>
            {t.name}{' '}
            <span className="font-normal text-muted-foreground">
              ({t.durationMinutes} min, {t.questionCount} questions)
            </span>
          </li>
        ))}
      </ul>
    );
  const hasTests = existing ? existing.hasTests : selectedTests.length > 0;
  const totalTime = hasTests ? ([['Total time', formatMinutes(totalMinutes)]] as const) : [];
  const rowsInFile = rowCount === null ? 'Counting…' : formatCount(rowCount);
  return (
    <div className="grid gap-5">
      <DetailList
        items={
          existing
            ? [
                ['Assessment', existing.name],
                ['Tests', existing.tests],
                ...totalTime,
                ['File', fileName],
                ['Rows in file', rowsInFile],
              ]
            : [
                ['Selected tests', tests],
                ...totalTime,
                ['Test mode', MODE_LABEL[testMode]],
                ['Custom instructions', customInstructions.trim() || 'None'],
                ['Scoring weights', scoringWeights],
                ['File', fileName],
                ['Rows in file', rowsInFile],
              ]
        }
      />
      {check ? <UploadVerdicts check={check} /> : null}
      {progress !== null ? (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            {progress < 100 ? `Uploading… ${progress}%` : 'Processing candidates…'}
          </p>
          <Progress value={progress} label="Upload progress" />
        </div>
      ) : null}
    </div>
  );
}

/** What the upload will do with each row, from its dry run: counts, the skipped rows, the rows to add. */
function UploadVerdicts({ check }: { check: UploadCheckState }) {
  if (check.status === 'pending') return <Spinner label="Checking each row of the file" />;
  if (check.status === 'error' || !check.data) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" className="size-4" />
        <AlertTitle>The file could not be checked</AlertTitle>
        <AlertDescription>{getErrorMessage(check.error, 'Please try again.')}</AlertDescription>
      </Alert>
    );
  }
  const result = check.data;
  const { skipped, added } = splitVerdicts(result.rows);
  return (
    <section aria-labelledby="upload-verdicts-heading" className="grid gap-3">
      <h3 id="upload-verdicts-heading" className="font-medium">
        Before you submit
      </h3>
      <p className="flex items-center gap-2 text-sm" data-testid="upload-verdicts-summary">
        {result.willAdd > 0 ? (
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        ) : (
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        )}
        <span>
          <span className="font-medium">{verdictSummary(result)}</span>
          {result.willAdd === 0 ? ' — nobody in this file would be added.' : '.'}
        </span>
      </p>
      {result.plan.message ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" className="size-4" />
          <AlertTitle>Not enough test generations left</AlertTitle>
          <AlertDescription>{result.plan.message}</AlertDescription>
        </Alert>
      ) : null}
      {skipped.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">{countOf(skipped.length, 'row', 'rows')} will be skipped</h4>
          <VerdictTable
            rows={skipped}
            label="Rows that will be skipped"
            withReason
            testId="skipped-verdicts"
          />
        </div>
      ) : null}
      {added.length > 0 ? (
        <details className="group grid gap-2" data-testid="added-verdicts">
          <summary className="cursor-pointer text-sm font-medium">
            Show the {countOf(result.willAdd, 'row', 'rows')} that will be added
          </summary>
          <div className="mt-2 grid gap-2">
            <VerdictTable rows={added} label="Rows that will be added" />
            {result.addedNotListed > 0 ? (
              <p className="text-sm text-muted-foreground">
                Showing the first {formatCount(added.length)} of {formatCount(result.willAdd)}.
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
  testId,
}: {
  rows: TUploadCheckRow[];
  label: string;
  withReason?: boolean;
  testId?: string;
}) {
  return (
    <div className="max-h-72 overflow-y-auto rounded-lg border">
      <Table aria-label={label} data-testid={testId}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12 pr-0">Row</TableHead>
            <TableHead>Candidate</TableHead>
            {withReason ? <TableHead>Reason</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell className="pr-0 align-top tabular-nums">{row.row}</TableCell>
              {/* Name over email, so the reason keeps its room on a phone. */}
              <TableCell className="align-top">
                <div>{row.fullName || '—'}</div>
                <div className="break-all text-muted-foreground">{row.email || 'No email'}</div>
              </TableCell>
              {withReason ? <TableCell className="align-top">{row.reason}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
