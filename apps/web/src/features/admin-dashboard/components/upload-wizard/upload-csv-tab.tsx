import { CSV_COLUMNS, CSV_LIMITS } from '@app/contracts';
import { Download, FileSpreadsheet, UploadCloud, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { downloadBlob } from '@/lib/download';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { cn } from '@/lib/utils';
import type { CsvPreview } from '../../lib/read-csv-preview';
import { TEMPLATE_CSV } from '../../lib/upload-rules';

type Props = {
  file: File | null;
  preview: CsvPreview | null;
  previewError: string | null;
  /** Called with what was picked or dropped; the wizard checks it and shows the spec's toasts. */
  onFile: (file: File | null) => void;
  onClear: () => void;
};

const downloadTemplate = () =>
  downloadBlob(new Blob([TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }), 'candidates-template.csv');

export function UploadCsvTab({ file, preview, previewError, onFile, onClear }: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  return (
    <div className="grid gap-5">
      <div className="grid gap-1 text-sm">
        <p>
          <Trans
            t={t}
            i18nKey="csv.columns"
            values={{
              required: CSV_COLUMNS.required.join(', '),
              optional: CSV_COLUMNS.optional.join(', '),
            }}
            components={{ code: <code className="font-mono" /> }}
          />
        </p>
        <p className="text-muted-foreground">
          {t('csv.limits', {
            megabytes: format.number(CSV_LIMITS.maxBytes / (1024 * 1024)),
            rows: format.number(CSV_LIMITS.maxRows),
          })}
        </p>
        <div>
          <Button type="button" variant="link" onClick={downloadTemplate}>
            <Download aria-hidden="true" /> {t('csv.template')}
          </Button>
        </div>
      </div>

      <label
        htmlFor={inputId}
        data-testid="csv-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          onFile(event.dataTransfer.files[0] ?? null);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
          dragging ? 'border-primary bg-primary/5' : 'border-input hover:bg-muted/50',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-muted-foreground" />
        <span className="font-medium">{t('csv.drop')}</span>
        <span className="text-sm text-muted-foreground">{t('csv.only')}</span>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('csv.file')}
          className="sr-only"
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            // Picking the same file again after clearing it must fire change again.
            event.target.value = '';
          }}
        />
      </label>

      {file ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <div className="flex min-w-0 items-center gap-3">
            <FileSpreadsheet aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium" data-testid="selected-file">
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('csv.size', {
                  kilobytes: format.number(file.size / 1024, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
                {preview
                  ? ` · ${t('csv.rows', { count: preview.rowCount, n: format.number(preview.rowCount) })}`
                  : ''}
              </p>
            </div>
          </div>
          <Button type="button" variant="ghost" size="icon" onClick={onClear} aria-label={t('csv.remove')}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}

      {previewError ? (
        <Alert variant="destructive">
          <AlertDescription>{previewError}</AlertDescription>
        </Alert>
      ) : null}
      {preview && preview.header.missing.length > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>{t('csv.missingTitle')}</AlertTitle>
          <AlertDescription>
            {t('csv.missing', { columns: preview.header.missing.join(t('csv.and')) })}
          </AlertDescription>
        </Alert>
      ) : null}
      {preview?.header.repeated ? (
        <Alert variant="destructive">
          <AlertTitle>{t('csv.repeatedTitle')}</AlertTitle>
          <AlertDescription>
            {t('csv.repeated', {
              headers: preview.header.repeated.headers.join(t('csv.and')),
              column: preview.header.repeated.column,
            })}
          </AlertDescription>
        </Alert>
      ) : null}
      {preview && preview.header.renamed.length > 0 ? (
        <p className="text-sm" data-testid="csv-renamed">
          {t('csv.renamed', {
            pairs: preview.header.renamed.map(({ header, column }) => `${header} → ${column}`).join(', '),
          })}
        </p>
      ) : null}
      {preview && preview.lines.length > 0 ? (
        <section aria-labelledby="preview-heading" className="grid gap-2">
          <h3 id="preview-heading" className="text-sm font-medium">
            {t('csv.preview', { n: format.number(preview.lines.length) })}
          </h3>
          <div className="rounded-lg border">
            <Table data-testid="csv-preview">
              <TableHeader>
                <TableRow>
                  {preview.lines[0]?.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity beyond their position
                    <TableHead key={i}>{cell}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.lines.slice(1).map((line, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity beyond their position
                  <TableRow key={r}>
                    {line.map((cell, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above
                      <TableCell key={c} className="max-w-64 truncate">
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
