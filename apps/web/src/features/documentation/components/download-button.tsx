import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/lib/download';

/** Saves a code block's text as a file (UTF-8 with BOM when CSV, as spreadsheets expect). */
export function DownloadButton({ value, fileName }: { value: string; fileName: string }) {
  const csv = fileName.toLowerCase().endsWith('.csv');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs text-slate-300 hover:bg-white/10 hover:text-white"
      onClick={() =>
        downloadBlob(
          new Blob([csv ? `\uFEFF${value}\n` : value], {
            type: csv ? 'text/csv;charset=utf-8' : 'text/plain',
          }),
          fileName,
        )
      }
    >
      <Download aria-hidden="true" />
      Download <span className="sr-only">{fileName}</span>
    </Button>
  );
}
