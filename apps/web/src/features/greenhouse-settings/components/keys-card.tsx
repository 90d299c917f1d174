import type { TGreenhouseKey } from '@app/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useCreateGreenhouseKey, useRevokeGreenhouseKey } from '../api/greenhouse';
import { NewKeyDialog } from './new-key-dialog';

/** The company's Greenhouse keys: create (shown once), the list, revoke. */
export function KeysCard({ keys }: { keys: TGreenhouseKey[] }) {
  const { t } = useT('greenhouse-settings');
  const format = useCompanyFormat();
  const create = useCreateGreenhouseKey();
  const revoke = useRevokeGreenhouseKey();
  const [created, setCreated] = useState<Awaited<ReturnType<typeof create.mutateAsync>> | null>(null);
  const [revoking, setRevoking] = useState<TGreenhouseKey | null>(null);

  const onCreate = async () => {
    try {
      setCreated(await create.mutateAsync(undefined));
    } catch (error) {
      notify.error(t('keys.createFailed'), getErrorMessage(error));
    }
  };
  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(t('keys.revoked'), t('keys.revokedDetail', { prefix: revoking.prefix }));
      setRevoking(null);
    } catch (error) {
      notify.error(t('keys.revokeFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t('keys.title')}</CardTitle>
          <CardDescription>{t('keys.description')}</CardDescription>
        </div>
        <Button size="sm" onClick={onCreate} disabled={create.isPending}>
          <Plus aria-hidden="true" /> {t('keys.create')}
        </Button>
      </CardHeader>
      <CardContent className={keys.length === 0 ? undefined : 'p-0'}>
        {keys.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <KeyRound aria-hidden="true" className="size-4" /> {t('keys.empty')}
          </p>
        ) : (
          <Table aria-label={t('keys.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('keys.key')}</TableHead>
                <TableHead>{t('keys.created')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('keys.lastUsed')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('keys.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id} data-testid="greenhouse-key-row">
                  <TableCell>
                    <code className="font-mono text-xs">{key.prefix}…</code>
                  </TableCell>
                  <TableCell>
                    <div>{format.dateTime(key.createdAt)}</div>
                    <div className="text-xs text-muted-foreground">
                      {key.createdBy
                        ? t('keys.createdBy', { name: key.createdBy.name })
                        : t('keys.createdByDeleted')}
                    </div>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('keys.neverUsed')}
                  </TableCell>
                  <TableCell className="text-right">
                    {key.revokedAt ? (
                      <Badge variant="outline">
                        {t('keys.revokedAt', { date: format.dateTime(key.revokedAt) })}
                      </Badge>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRevoking(key)}
                        aria-label={t('keys.revokeLabel', { prefix: key.prefix })}
                      >
                        {t('keys.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeDialog.title', { prefix: revoking?.prefix })}
        description={t('revokeDialog.description')}
        confirmLabel={t('revokeDialog.confirm')}
        pendingLabel={t('revokeDialog.pending')}
        pending={revoke.isPending}
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
