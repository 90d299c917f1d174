import { ERASURE_REQUEST_DAYS } from '@app/contracts';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';
import { useDownloadMyData, useErasureRequest, useRequestErasure } from '../api/my-data';
import { formatDateTime } from '../lib/format';
import { DownloadDataButton, useErasureConfirmation } from './data-rights';

/**
 * The candidate's rights over their data (issue 21): a copy of everything held about them, and a request
 * to erase it, which the company carries out (or the system, after ERASURE_REQUEST_DAYS).
 */
export function MyDataCard({ companyName }: { companyName: string }) {
  const { t, i18n } = useT('candidate-dashboard');
  const { t: shell } = useT('shell');
  const download = useDownloadMyData();
  const status = useErasureRequest();
  const request = useRequestErasure();
  const requestedAt = status.data?.requestedAt ?? null;
  const { confirming, setConfirming, onConfirm } = useErasureConfirmation(
    () => request.mutateAsync(),
    t('myData.toast.sent', { company: companyName }),
  );

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('myData.title')}
        </CardTitle>
        <CardDescription>{t('myData.description', { company: companyName })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <DownloadDataButton download={download} label={t('myData.download')} />
          {requestedAt ? null : (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={status.isPending}>
              {t('myData.erase')}
            </Button>
          )}
        </div>
        {requestedAt ? (
          <p className="text-sm" role="status">
            {t('myData.requested', {
              date: formatDateTime(requestedAt, i18n.language),
              company: companyName,
              days: ERASURE_REQUEST_DAYS,
            })}
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('myData.confirm.title')}
        description={t('myData.confirm.description', { company: companyName, days: ERASURE_REQUEST_DAYS })}
        confirmLabel={t('myData.erase')}
        pendingLabel={t('sending')}
        pending={request.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
        cancelLabel={shell('cancel')}
      />
    </Card>
  );
}
