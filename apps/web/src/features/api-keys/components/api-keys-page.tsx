import { ErrorCode, type TApiKey } from '@app/contracts';
import { ExternalLink, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { describeLastUsed } from '../lib/last-used';
import { CreateKeyDialog } from './create-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** The server's readable reference of the OpenAPI document (not a page of this app). */
const API_REFERENCE_URL = '/api/docs/';

/** Settings → API keys: the company's keys for the public API (Enterprise plan), or the way to upgrade. */
export function ApiKeysPage() {
  const { t } = useT('api-keys');
  const format = useCompanyFormat();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(t('toast.revoked'), t('toast.revokedDetail', { name: revoking.name }));
      setRevoking(null);
    } catch (error) {
      notify.error(t('toast.revokeFailed'), getErrorMessage(error));
    }
  };

  if (isApiError(keys.error) && keys.error.code === ErrorCode.PLAN_FEATURE) {
    return <UpgradeNotice message={keys.error.message} />;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">{t('title')}</h2>
          <p className="text-sm text-muted-foreground">
            <Trans t={t} i18nKey="intro" components={{ code: <code className="font-mono" /> }} />
          </p>
          <p className="flex flex-wrap gap-x-4 text-sm">
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={paths.documentation.getHref('integrations')}
            >
              {t('howTo')}
            </Link>
            <a
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              href={API_REFERENCE_URL}
              target="_blank"
              rel="noreferrer"
            >
              {t('reference')} <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
        </div>
        {keys.data ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> {t('create')}
          </Button>
        ) : null}
      </div>
      {keys.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(keys.error)}
        </p>
      ) : !keys.data ? (
        <PageSpinner label={t('loading')} />
      ) : keys.data.items.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <KeyRound aria-hidden="true" className="size-6" />
            {t('empty')}
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="p-0">
            <Table aria-label={t('table.label')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('table.name')}</TableHead>
                  <TableHead>{t('table.key')}</TableHead>
                  <TableHead>{t('table.created')}</TableHead>
                  <TableHead>{t('table.lastUsed')}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t('table.actions')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {keys.data.items.map((key) => (
                  <TableRow key={key.id} data-testid="api-key-row">
                    <TableCell className="font-medium">{key.name}</TableCell>
                    <TableCell>
                      <code className="font-mono text-xs">{key.prefix}…</code>
                    </TableCell>
                    <TableCell>
                      <div>{format.dateTime(key.createdAt)}</div>
                      <div className="text-xs text-muted-foreground">
                        {key.createdBy
                          ? t('table.createdBy', { name: key.createdBy.name })
                          : t('table.createdByDeleted')}
                      </div>
                    </TableCell>
                    <TableCell title={key.lastUsedAt ? format.dateTime(key.lastUsedAt) : undefined}>
                      {describeLastUsed(key.lastUsedAt, new Date(), t, format.dateTime)}
                    </TableCell>
                    <TableCell className="text-right">
                      {key.revokedAt ? (
                        <Badge
                          variant="outline"
                          title={t('table.revoked', { date: format.dateTime(key.revokedAt) })}
                        >
                          {t('table.revoked', { date: format.dateTime(key.revokedAt) })}
                        </Badge>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setRevoking(key)}
                          aria-label={t('table.revokeLabel', { name: key.name })}
                        >
                          {t('table.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <RevokeKeyDialog
        apiKey={revoking}
        pending={revoke.isPending}
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
