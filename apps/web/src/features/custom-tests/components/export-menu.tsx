import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { EXPORT_FORMATS, type ExportFormat, exportTest } from '../api/custom-tests';

/** Downloads the test's questions with their keys: CSV (the import's columns) or an IMS QTI package. */
export function ExportMenu({ testId }: { testId: string }) {
  const { t } = useT('custom-tests');
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await exportTest(testId, format);
    } catch (error) {
      notify.error(t('export.failed'), getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy}>
          <FileDown aria-hidden="true" /> {t('export.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {EXPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format.id} onSelect={() => download(format)}>
            {t(`export.format.${format.id}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
