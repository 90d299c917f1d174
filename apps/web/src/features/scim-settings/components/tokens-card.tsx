import type { TScimToken } from '@app/contracts';
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
import { useRevokeScimToken } from '../api/scim';
import { CreateTokenDialog } from './create-token-dialog';

/** The company's bearer tokens: prefix, dates, last use; create (shown once) and revoke. */
export function TokensCard({ tokens }: { tokens: TScimToken[] }) {
  const { t } = useT('scim-settings');
  const format = useCompanyFormat();
  const revoke = useRevokeScimToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TScimToken | null>(null);

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success(t('toast.revoked'), t('toast.revokedDetail', { prefix: revoking.prefix }));
      setRevoking(null);
    } catch (error) {
      notify.error(t('toast.revokeFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">{t('tokens.title')}</CardTitle>
          <CardDescription>{t('tokens.description')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> {t('tokens.create')}
        </Button>
      </CardHeader>
      <CardContent className={tokens.length > 0 ? 'p-0' : undefined}>
        {tokens.length === 0 ? (
          <p className="grid justify-items-center gap-2 py-4 text-center text-sm text-muted-foreground">
            <KeyRound aria-hidden="true" className="size-6" />
            {t('tokens.empty')}
          </p>
        ) : (
          <Table aria-label={t('tokens.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('tokens.token')}</TableHead>
                <TableHead>{t('tokens.created')}</TableHead>
                <TableHead>{t('tokens.lastUsed')}</TableHead>
                <TableHead>{t('tokens.expires')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('tokens.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.map((token) => (
                <TableRow key={token.id} data-testid="scim-token-row">
                  <TableCell>
                    <code className="font-mono text-xs">{token.prefix}…</code>
                  </TableCell>
                  <TableCell>{format.dateTime(token.createdAt)}</TableCell>
                  <TableCell>
                    {token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('tokens.never')}
                  </TableCell>
                  <TableCell>{format.dateTime(token.expiresAt)}</TableCell>
                  <TableCell className="text-right">
                    {token.status === 'active' ? (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRevoking(token)}
                        aria-label={t('tokens.revokeLabel', { prefix: token.prefix })}
                      >
                        {t('tokens.revoke')}
                      </Button>
                    ) : (
                      <Badge variant="outline">
                        {token.revokedAt
                          ? t('tokens.revokedOn', { date: format.dateTime(token.revokedAt) })
                          : t('tokens.expired')}
                      </Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeDialog.title')}
        description={t('revokeDialog.description', { prefix: revoking?.prefix ?? '' })}
        confirmLabel={t('revokeDialog.confirm')}
        pendingLabel={t('revokeDialog.pending')}
        pending={revoke.isPending}
        onConfirm={onRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
