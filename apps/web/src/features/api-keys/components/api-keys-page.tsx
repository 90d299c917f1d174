import { ErrorCode, type TApiKey } from '@app/contracts';
import { ExternalLink, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { describeLastUsed, formatDateTime } from '../lib/last-used';
import { CreateKeyDialog } from './create-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** The server's readable reference of the OpenAPI document (not a page of this app). */
const API_REFERENCE_URL = '/api/docs/';

/** Settings → API keys: the company's keys for the public API (Enterprise plan), or the way to upgrade. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success('API key revoked', `${revoking.name} can no longer call the API.`);
      setRevoking(null);
    } catch (error) {
      notify.error('Failed to revoke the API key', getErrorMessage(error));
    }
  };

  if (isApiError(keys.error) && keys.error.code === ErrorCode.PLAN_FEATURE) {
    return <UpgradeNotice message={keys.error.message} />;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">API keys</h2>
          <p className="text-sm text-muted-foreground">
            Keys let your systems list and add candidates and read their evaluations and reports through the
            public API, as <code className="font-mono">Authorization: Bearer ha_live_…</code>.
          </p>
          <p className="flex flex-wrap gap-x-4 text-sm">
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={paths.documentation.getHref('integrations')}
            >
              How to use the API
            </Link>
            <a
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              href={API_REFERENCE_URL}
              target="_blank"
              rel="noreferrer"
            >
              API reference <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
        </div>
        {keys.data ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Create API key
          </Button>
        ) : null}
      </div>
      {keys.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(keys.error)}
        </p>
      ) : !keys.data ? (
        <PageSpinner label="Loading API keys" />
      ) : keys.data.items.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <KeyRound aria-hidden="true" className="size-6" />
            No API keys yet. Create one for each system that calls the API.
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="p-0">
            <Table aria-label="API keys">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Key</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Last used</TableHead>
                  <TableHead>
                    <span className="sr-only">Status and actions</span>
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
                      <div>{formatDateTime(key.createdAt)}</div>
                      <div className="text-xs text-muted-foreground">
                        {key.createdBy ? `by ${key.createdBy.name}` : 'by a deleted account'}
                      </div>
                    </TableCell>
                    <TableCell title={key.lastUsedAt ? formatDateTime(key.lastUsedAt) : undefined}>
                      {describeLastUsed(key.lastUsedAt)}
                    </TableCell>
                    <TableCell className="text-right">
                      {key.revokedAt ? (
                        <Badge variant="outline" title={`Revoked ${formatDateTime(key.revokedAt)}`}>
                          Revoked {formatDateTime(key.revokedAt)}
                        </Badge>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setRevoking(key)}
                          aria-label={`Revoke ${key.name}`}
                        >
                          Revoke
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
