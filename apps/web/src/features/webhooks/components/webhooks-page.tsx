import { ErrorCode, type TWebhookEndpoint, type TWebhookEndpointWithSecret } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDeleteEndpoint, useWebhookEndpoints } from '../api/webhooks';
import { DeleteEndpointDialog } from './delete-endpoint-dialog';
import { EndpointCard } from './endpoint-card';
import { EndpointDialog } from './endpoint-dialog';
import { SecretDialog } from './secret-dialog';

/** Settings → Webhooks: the company's endpoints (Enterprise plan), or the way to upgrade. */
export function WebhooksPage() {
  const { t } = useT('webhooks');
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteEndpoint();
  const [editing, setEditing] = useState<TWebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<TWebhookEndpointWithSecret | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('toast.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(t('toast.deleteFailed'), getErrorMessage(error));
    }
  };

  if (isApiError(endpoints.error) && endpoints.error.code === ErrorCode.PLAN_FEATURE) {
    return <UpgradeNotice message={endpoints.error.message} />;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{t('title')}</h2>
          <p className="text-sm text-muted-foreground">
            {t('intro')}{' '}
            <Link
              className="text-primary underline underline-offset-4"
              to={paths.documentation.getHref('integrations')}
            >
              {t('howToVerify')}
            </Link>
          </p>
        </div>
        {endpoints.data ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> {t('add')}
          </Button>
        ) : null}
      </div>
      {endpoints.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(endpoints.error)}
        </p>
      ) : !endpoints.data ? (
        <PageSpinner label={t('loading')} />
      ) : endpoints.data.items.length === 0 ? (
        <Card>
          <CardContent className="py-8 text-center text-sm text-muted-foreground">{t('empty')}</CardContent>
        </Card>
      ) : (
        endpoints.data.items.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onEdit={() => setEditing(endpoint)}
            onDelete={() => setDeleting(endpoint)}
          />
        ))
      )}
      <EndpointDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        endpoint={editing === 'new' || editing === null ? undefined : editing}
        onCreated={setCreated}
      />
      <SecretDialog endpoint={created} onClose={() => setCreated(null)} />
      <DeleteEndpointDialog
        url={deleting?.url ?? null}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
