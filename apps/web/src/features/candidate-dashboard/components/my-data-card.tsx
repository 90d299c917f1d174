import { ERASURE_REQUEST_DAYS } from '@app/contracts';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDownloadMyData, useErasureRequest, useRequestErasure } from '../api/my-data';
import { formatDateTime } from '../lib/format';

/**
 * The candidate's rights over their data (issue 21): a copy of everything held about them, and a request
 * to erase it, which the company carries out (or the system, after ERASURE_REQUEST_DAYS).
 */
export function MyDataCard({ companyName }: { companyName: string }) {
  const download = useDownloadMyData();
  const status = useErasureRequest();
  const request = useRequestErasure();
  const [confirming, setConfirming] = useState(false);
  const requestedAt = status.data?.requestedAt ?? null;

  const onDownload = () =>
    download.mutate(undefined, {
      onError: (error) => notify.error('Your data could not be downloaded', getErrorMessage(error)),
    });
  const onConfirm = () =>
    request.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(`Your request was sent to ${companyName}`);
      },
      onError: (error) => {
        setConfirming(false);
        notify.error('Your request was not sent', getErrorMessage(error));
      },
    });

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          Your data
        </CardTitle>
        <CardDescription>
          Download a copy of everything {companyName} holds about you through HireAssess, or ask for it to be
          erased.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onDownload} disabled={download.isPending}>
            {download.isPending ? (
              <Spinner decorative className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            Download my data
          </Button>
          {requestedAt ? null : (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={status.isPending}>
              Ask to erase my data
            </Button>
          )}
        </div>
        {requestedAt ? (
          <p className="text-sm" role="status">
            You asked for your data to be erased on{' '}
            <time dateTime={requestedAt}>{formatDateTime(requestedAt)}</time>. {companyName} erases it, at the
            latest {ERASURE_REQUEST_DAYS} days after your request; you will then no longer be able to sign in.
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Ask to erase your data?"
        description={`${companyName} will be asked to erase your name, email, phone, profile, the text of your answers and your account; you will no longer be able to sign in. Results already shared stay only as anonymous numbers in their statistics, with nothing that names you. If no one acts within ${ERASURE_REQUEST_DAYS} days, your data is erased automatically. Download your data first if you want a copy.`}
        confirmLabel="Ask to erase my data"
        pendingLabel="Sending…"
        pending={request.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
