import { ERASURE_REQUEST_DAYS } from '@app/contracts';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';
import { useAccountErasure, useDownloadAccountData, useRequestAccountErasure } from '../api/my-data';
import { formatDateTime } from '../lib/format';
import { DownloadDataButton, useErasureConfirmation } from './data-rights';

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
  const companies = status.data?.companies ?? [];
  const allRequested = companies.length > 0 && companies.every((c) => c.requestedAt !== null);
  const names = companies.map((c) => c.companyName).join(', ');
  const { confirming, setConfirming, onConfirm } = useErasureConfirmation(
    () => request.mutateAsync(),
    t('accountData.toast.sent'),
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
          <DownloadDataButton download={download} label={t('accountData.download')} className="min-h-11" />
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
