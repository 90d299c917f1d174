import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDownloadReportPdf } from '../api/download-reports';

type Props = Omit<ButtonProps, 'onClick'> & { candidateId: string; candidateName: string; label?: string };

/** Downloads the candidate's PDF report; the name the server gives the file is kept. */
export function PdfButton({ candidateId, candidateName, label, disabled, ...props }: Props) {
  const { t } = useT('reports');
  const download = useDownloadReportPdf();
  return (
    <Button
      {...props}
      disabled={disabled || download.isPending}
      aria-label={t('pdf.label', { name: candidateName })}
      onClick={() =>
        download.mutate(candidateId, {
          onError: (error) => notify.error(t('pdf.failed'), getErrorMessage(error)),
        })
      }
    >
      <Download aria-hidden="true" /> {download.isPending ? t('pdf.preparing') : (label ?? t('pdf.short'))}
    </Button>
  );
}
