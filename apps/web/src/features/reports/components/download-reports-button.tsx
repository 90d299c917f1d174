import { REPORTS_ZIP_MAX } from '@app/contracts';
import { FileArchive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDownloadReportsZip } from '../api/download-reports';

/** The selected candidates' reports as one ZIP, refused above the server's limit before asking it. */
export function DownloadReportsButton({ ids }: { ids: string[] }) {
  const reports = useDownloadReportsZip();

  const downloadReports = () => {
    if (ids.length > REPORTS_ZIP_MAX) {
      notify.error('Too many reports', `Please choose at most ${REPORTS_ZIP_MAX} candidates per download.`);
      return;
    }
    reports.mutate(ids, {
      onError: (error) => notify.error('Reports download failed', getErrorMessage(error)),
    });
  };

  return (
    <Button size="sm" variant="outline" onClick={downloadReports} disabled={reports.isPending}>
      <FileArchive aria-hidden="true" /> {reports.isPending ? 'Preparing reports…' : 'Download reports'}
    </Button>
  );
}
