import type { TWebhookDelivery, TWebhookEndpoint } from '@app/contracts';
import { AlertTriangle, KeyRound, ListChecks, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { revealSecret, useRotateSecret, useSendTestEvent, useUpdateEndpoint } from '../api/webhooks';
import { deliveryStatusLabel, describeOutcome } from '../lib/delivery-outcome';
import { CopySecret } from './copy-secret';
import { DeliveryLog } from './delivery-log';

type Props = { endpoint: TWebhookEndpoint; onEdit: () => void; onDelete: () => void };

/** One endpoint: its state, the disabled banner, a test event, its secret and its delivery log. */
export function EndpointCard({ endpoint, onEdit, onDelete }: Props) {
  const { t } = useT('webhooks');
  const format = useCompanyFormat();
  const update = useUpdateEndpoint();
  const sendTest = useSendTestEvent();
  const rotate = useRotateSecret();
  const [testResult, setTestResult] = useState<TWebhookDelivery | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const last = endpoint.lastDelivery;

  const onTest = async () => {
    try {
      const delivery = await sendTest.mutateAsync(endpoint.id);
      setTestResult(delivery);
      setShowLog(true);
    } catch (error) {
      notify.error(t('toast.testFailed'), getErrorMessage(error));
    }
  };
  const onReveal = async () => {
    if (secret) return setSecret(null);
    try {
      setSecret((await revealSecret(endpoint.id)).secret);
    } catch (error) {
      notify.error(t('toast.revealFailed'), getErrorMessage(error));
    }
  };
  const onRotate = async () => {
    try {
      setSecret((await rotate.mutateAsync(endpoint.id)).secret);
      notify.success(t('toast.rotated'), t('toast.rotatedDetail'));
    } catch (error) {
      notify.error(t('toast.rotateFailed'), getErrorMessage(error));
    }
  };
  const setEnabled = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: endpoint.id, enabled });
      notify.success(enabled ? t('toast.enabled') : t('toast.disabled'));
    } catch (error) {
      notify.error(t('toast.changeFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card data-testid="webhook-endpoint">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle className="break-all font-mono text-base">{endpoint.url}</CardTitle>
            {endpoint.description ? <CardDescription>{endpoint.description}</CardDescription> : null}
          </div>
          <Badge variant={endpoint.enabled ? 'success' : 'destructive'}>
            {endpoint.enabled ? t('endpoint.enabled') : t('endpoint.disabled')}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" className="font-mono">
              {event}
            </Badge>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          {last
            ? t('endpoint.lastDelivery', {
                event: last.eventType,
                status: deliveryStatusLabel(last.status, t, { inSentence: true }),
                code: last.lastStatusCode === null ? '' : ` (${last.lastStatusCode})`,
                date: format.dateTime(last.updatedAt, { timeStyle: 'medium' }),
              })
            : t('endpoint.noDeliveries')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!endpoint.enabled ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" className="size-4" />
            <AlertTitle>{t('endpoint.disabledTitle')}</AlertTitle>
            <AlertDescription className="grid gap-2">
              <p>
                {t('endpoint.disabledText', {
                  reason: endpoint.disabledReason ?? t('endpoint.disabledByAdmin'),
                })}
              </p>
              <div>
                <Button size="sm" onClick={() => setEnabled(true)} disabled={update.isPending}>
                  {t('endpoint.reEnable')}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onTest} disabled={sendTest.isPending}>
            {sendTest.isPending ? <Spinner decorative className="size-4" /> : <Send aria-hidden="true" />}
            {t('endpoint.sendTest')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
            <ListChecks aria-hidden="true" />{' '}
            {showLog ? t('endpoint.hideDeliveries') : t('endpoint.deliveries')}
          </Button>
          <Button variant="outline" size="sm" onClick={onReveal} aria-expanded={secret !== null}>
            <KeyRound aria-hidden="true" /> {secret ? t('endpoint.hideSecret') : t('endpoint.revealSecret')}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" /> {t('endpoint.edit')}
          </Button>
          {endpoint.enabled ? (
            <Button variant="ghost" size="sm" onClick={() => setEnabled(false)} disabled={update.isPending}>
              {t('endpoint.disable')}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" /> {t('endpoint.delete')}
          </Button>
        </div>
        {testResult ? (
          <p
            role="status"
            data-testid="test-result"
            className={
              testResult.status === 'succeeded' ? 'text-sm text-success' : 'text-sm text-destructive'
            }
          >
            {t(testResult.status === 'succeeded' ? 'endpoint.testDelivered' : 'endpoint.testFailed', {
              outcome: describeOutcome(testResult, t, format.number),
            })}
          </p>
        ) : null}
        {secret ? (
          <div className="grid gap-2">
            <CopySecret secret={secret} />
            <div>
              <Button variant="ghost" size="sm" onClick={onRotate} disabled={rotate.isPending}>
                {t('endpoint.rotate')}
              </Button>
            </div>
          </div>
        ) : null}
        {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
      </CardContent>
    </Card>
  );
}
