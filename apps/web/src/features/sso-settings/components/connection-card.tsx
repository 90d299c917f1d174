import type { TSsoConnection } from '@app/contracts';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { formatDateTime } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useDeleteSsoConnection, useUpdateSsoConnection, useVerifySsoDomain } from '../api/sso';
import { CopyValue } from './copy-value';

/** One connection: its domain's verification (the TXT record, Verify / Re-verify), the SP values and its role. */
export function ConnectionCard({ connection }: { connection: TSsoConnection }) {
  const { t } = useT('sso-settings');
  const verify = useVerifySsoDomain();
  const update = useUpdateSsoConnection();
  const remove = useDeleteSsoConnection();
  const [confirming, setConfirming] = useState(false);
  const sp = connection.serviceProvider;
  const roleId = `sso-role-${connection.providerId}`;

  const onVerify = async () => {
    try {
      const result = await verify.mutateAsync(connection.providerId);
      if (result.verified) notify.success(t('toast.verified'), result.message);
      else notify.error(t('toast.notVerified'), result.message);
    } catch (error) {
      notify.error(t('toast.verifyFailed'), getErrorMessage(error));
    }
  };
  const onRole = async (defaultRole: 'reviewer' | 'admin') => {
    try {
      await update.mutateAsync({ providerId: connection.providerId, defaultRole });
      notify.success(t('toast.roleSaved'));
    } catch (error) {
      notify.error(t('toast.roleFailed'), getErrorMessage(error));
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(connection.providerId);
      notify.success(t('toast.deleted'));
      setConfirming(false);
    } catch (error) {
      notify.error(t('toast.deleteFailed'), getErrorMessage(error));
    }
  };
  const spValues = [
    sp.redirectUri ? ([t('card.redirectUri'), sp.redirectUri, 'sso-redirect-uri'] as const) : null,
    sp.acsUrl ? ([t('card.acsUrl'), sp.acsUrl, 'sso-acs-url'] as const) : null,
    sp.entityId ? ([t('card.entityId'), sp.entityId, 'sso-entity-id'] as const) : null,
    sp.metadataUrl ? ([t('card.metadataUrl'), sp.metadataUrl, 'sso-metadata-url'] as const) : null,
  ].filter((value) => value !== null);

  return (
    <Card data-testid="sso-connection">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{t('card.title', { domain: connection.domain })}</CardTitle>
          <Badge variant="outline">{t(`protocol.${connection.protocol}`)}</Badge>
          {connection.domainVerified ? (
            <Badge variant="success" data-testid="sso-verified">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('card.verified')}
            </Badge>
          ) : (
            <Badge variant="destructive" data-testid="sso-unverified">
              <CircleAlert aria-hidden="true" className="size-3.5" /> {t('card.unverified')}
            </Badge>
          )}
        </div>
        <CardDescription>
          {t('card.issuer')}: <span className="break-all">{connection.issuer}</span> ·{' '}
          {connection.domainCheckedAt
            ? t('card.checkedAt', { when: formatDateTime(connection.domainCheckedAt) })
            : t('card.neverChecked')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={roleId}>{t('card.defaultRole')}</Label>
          <Select value={connection.defaultRole} onValueChange={onRole} disabled={update.isPending}>
            <SelectTrigger id={roleId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="reviewer">{t('role.reviewer')}</SelectItem>
              <SelectItem value="admin">{t('role.admin')}</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <section className="grid gap-2" aria-label={t('card.dnsTitle')}>
          <h3 className="text-sm font-semibold">{t('card.dnsTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('card.dnsDescription')}</p>
          <p className="text-sm">
            {t('card.dnsType')}: <code className="font-mono">{connection.dnsRecord.type}</code>
          </p>
          <CopyValue
            label={t('card.dnsName')}
            value={connection.dnsRecord.name}
            copyLabel={t('card.copyDnsName')}
            testId="sso-dns-name"
          />
          <CopyValue
            label={t('card.dnsValue')}
            value={connection.dnsRecord.value}
            copyLabel={t('card.copyDnsValue')}
            testId="sso-dns-value"
          />
        </section>
        <section className="grid gap-2" aria-label={t('card.spTitle')}>
          <h3 className="text-sm font-semibold">{t('card.spTitle')}</h3>
          {spValues.map(([label, value, testId]) => (
            <CopyValue
              key={label}
              label={label}
              value={value}
              copyLabel={t('card.copyValue', { name: label })}
              testId={testId}
            />
          ))}
        </section>
      </CardContent>
      <CardFooter className="flex flex-wrap justify-between gap-2">
        <Button onClick={onVerify} disabled={verify.isPending}>
          {verify.isPending ? <Spinner decorative className="size-4" /> : null}
          {verify.isPending
            ? t('card.verifying')
            : connection.domainVerified
              ? t('card.reverify')
              : t('card.verify')}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {t('card.delete')}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        title={t('delete.title', { domain: connection.domain })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
