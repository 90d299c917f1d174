import { ERASURE_REQUEST_DAYS } from '@app/contracts';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { isProofRequired, useWithProof } from '@/lib/auth/proof-gate';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useAccountErasure, useDownloadAccountData, useRequestAccountErasure } from '../api/my-data';
import { formatDateTime } from '../lib/format';

/**
 * The person's rights over their whole account (issue 35 item 6), beside their applications: one file of
 * what every company holds, and one request that asks every company to erase. Each application's own card
 * keeps the same for its company.
 */
export function AccountDataCard() {
  const { t, i18n } = useT('candidate-dashboard');
  const { t: shell } = useT('shell');
  const download = useDownloadAccountData();
  const status = useAccountErasure(true);
  const request = useRequestAccountErasure();
  const withProof = useWithProof();
  const [confirming, setConfirming] = useState(false);
  const companies = status.data?.companies ?? [];
  const allRequested = companies.length > 0 && companies.every((c) => c.requestedAt !== null);
  const names = companies.map((c) => c.companyName).join(', ');

  const onDownload = () =>
    withProof(() => download.mutateAsync()).catch((error: unknown) => {
      if (!isProofRequired(error))
        notify.error(t('myData.toast.downloadFailed'), translatedErrorMessage(error));
    });
  const onConfirm = () =>
    withProof(
      () => request.mutateAsync(),
      () => setConfirming(false),
    ).then(
      () => {
        setConfirming(false);
        notify.success(t('accountData.toast.sent'));
      },
      (error: unknown) => {
        setConfirming(false);
        if (!isProofRequired(error)) notify.error(t('myData.toast.notSent'), translatedErrorMessage(error));
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('accountData.title')}
        </CardTitle>
        <CardDescription>{t('accountData.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" className="min-h-11" onClick={onDownload} disabled={download.isPending}>
            {download.isPending ? (
              <Spinner decorative className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t('accountData.download')}
          </Button>
          {allRequested ? null : (
            <Button
              variant="outline"
              className="min-h-11 whitespace-normal"
              onClick={() => setConfirming(true)}
              disabled={status.isPending}
            >
              {t('accountData.erase')}
            </Button>
          )}
        </div>
        {companies.some((c) => c.requestedAt) ? (
          <ul className="grid gap-2 text-sm" aria-label={t('accountData.requestsLabel')}>
            {companies.map((c) => (
              <li key={c.companyName}>
                {c.requestedAt && c.dueBy
                  ? t('accountData.companyRequested', {
                      company: c.companyName,
                      date: formatDateTime(c.requestedAt, i18n.language),
                      dueBy: formatDateTime(c.dueBy, i18n.language),
                    })
                  : t('accountData.companyNotRequested', { company: c.companyName })}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('accountData.confirm.title')}
        description={t('accountData.confirm.description', { companies: names, days: ERASURE_REQUEST_DAYS })}
        confirmLabel={t('accountData.erase')}
        pendingLabel={t('sending')}
        pending={request.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
        cancelLabel={shell('cancel')}
      />
    </Card>
  );
}
