import { REPORTS_ZIP_MAX } from '@app/contracts';
import { FileArchive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDownloadReportsZip } from '../api/download-reports';

/** The selected candidates' reports as one ZIP, refused above the server's limit before asking it. */
export function DownloadReportsButton({ ids }: { ids: string[] }) {
  const { t } = useT('reports');
  const reports = useDownloadReportsZip();

  const downloadReports = () => {
    if (ids.length > REPORTS_ZIP_MAX) {
      notify.error(t('zip.tooMany'), t('zip.tooManyDetail', { max: REPORTS_ZIP_MAX }));
      return;
    }
    reports.mutate(ids, {
      onError: (error) => notify.error(t('zip.failed'), getErrorMessage(error)),
    });
  };

  return (
    <Button size="sm" variant="outline" onClick={downloadReports} disabled={reports.isPending}>
      <FileArchive aria-hidden="true" /> {reports.isPending ? t('zip.preparing') : t('zip.download')}
    </Button>
  );
}
