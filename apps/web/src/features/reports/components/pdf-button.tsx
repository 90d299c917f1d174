import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDownloadReportPdf } from '../api/download-reports';

type Props = Omit<ButtonProps, 'onClick'> & { candidateId: string; candidateName: string; label?: string };

/** Downloads the candidate's PDF report; the name the server gives the file is kept. */
export function PdfButton({ candidateId, candidateName, label = 'PDF', disabled, ...props }: Props) {
  const download = useDownloadReportPdf();
  return (
    <Button
      {...props}
      disabled={disabled || download.isPending}
      aria-label={`Download ${candidateName}’s PDF report`}
      onClick={() =>
        download.mutate(candidateId, {
          onError: (error) => notify.error('PDF download failed', getErrorMessage(error)),
        })
      }
    >
      <Download aria-hidden="true" /> {download.isPending ? 'Preparing…' : label}
    </Button>
  );
}
