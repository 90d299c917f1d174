import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isProofRequired, useWithProof } from '@/lib/auth/proof-gate';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';

/**
 * A download of the person's data (one company's, or every company's): on an invitation link's session it
 * asks the person to confirm it's them first (decision 033).
 */
export function DownloadDataButton({
  download,
  label,
  className,
}: {
  download: { mutateAsync: () => Promise<void>; isPending: boolean };
  label: string;
  className?: string;
}) {
  const { t } = useT('candidate-dashboard');
  const withProof = useWithProof();
  const onDownload = () =>
    withProof(() => download.mutateAsync()).catch((error: unknown) => {
      if (!isProofRequired(error))
        notify.error(t('myData.toast.downloadFailed'), translatedErrorMessage(error));
    });
  return (
    <Button variant="outline" className={className} onClick={onDownload} disabled={download.isPending}>
      {download.isPending ? (
        <Spinner decorative className="size-4" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
}

/**
 * An erasure request's confirmation: the dialog's state and its confirm, which asks for the person's proof
 * first when needed (closing the dialog under it) and says whether the request was sent.
 */
export function useErasureConfirmation(request: () => Promise<unknown>, sentMessage: string) {
  const { t } = useT('candidate-dashboard');
  const withProof = useWithProof();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () =>
    withProof(request, () => setConfirming(false)).then(
      () => {
        setConfirming(false);
        notify.success(sentMessage);
      },
      (error: unknown) => {
        setConfirming(false);
        if (!isProofRequired(error)) notify.error(t('myData.toast.notSent'), translatedErrorMessage(error));
      },
    );
  return { confirming, setConfirming, onConfirm };
}
