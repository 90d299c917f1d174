import type { TWebhookDelivery, TWebhookEndpoint } from '@app/contracts';
import { AlertTriangle, KeyRound, ListChecks, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { revealSecret, useRotateSecret, useSendTestEvent, useUpdateEndpoint } from '../api/webhooks';
import { DELIVERY_STATUS_LABELS, describeOutcome, formatWhen } from '../lib/delivery-outcome';
import { CopySecret } from './copy-secret';
import { DeliveryLog } from './delivery-log';

type Props = { endpoint: TWebhookEndpoint; onEdit: () => void; onDelete: () => void };

/** One endpoint: its state, the disabled banner, a test event, its secret and its delivery log. */
export function EndpointCard({ endpoint, onEdit, onDelete }: Props) {
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
      notify.error('Failed to send the test event', getErrorMessage(error));
    }
  };
  const onReveal = async () => {
    if (secret) return setSecret(null);
    try {
      setSecret((await revealSecret(endpoint.id)).secret);
    } catch (error) {
      notify.error('Failed to reveal the secret', getErrorMessage(error));
    }
  };
  const onRotate = async () => {
    try {
      setSecret((await rotate.mutateAsync(endpoint.id)).secret);
      notify.success('Secret rotated', 'Requests are signed with the new secret from now on.');
    } catch (error) {
      notify.error('Failed to rotate the secret', getErrorMessage(error));
    }
  };
  const setEnabled = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: endpoint.id, enabled });
      notify.success(enabled ? 'Endpoint enabled' : 'Endpoint disabled');
    } catch (error) {
      notify.error('Failed to change the endpoint', getErrorMessage(error));
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
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
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
            ? `Last delivery: ${last.eventType}, ${DELIVERY_STATUS_LABELS[last.status].toLowerCase()}${
                last.lastStatusCode === null ? '' : ` (${last.lastStatusCode})`
              }, ${formatWhen(last.updatedAt)}`
            : 'No deliveries yet'}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!endpoint.enabled ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" className="size-4" />
            <AlertTitle>This endpoint is disabled</AlertTitle>
            <AlertDescription className="grid gap-2">
              <p>
                {endpoint.disabledReason ?? 'It was disabled by an administrator.'} Events are not sent to it
                until it is enabled again.
              </p>
              <div>
                <Button size="sm" onClick={() => setEnabled(true)} disabled={update.isPending}>
                  Re-enable
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onTest} disabled={sendTest.isPending}>
            {sendTest.isPending ? <Spinner decorative className="size-4" /> : <Send aria-hidden="true" />}
            Send test event
          </Button>
          <Button variant="outline" size="sm" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
            <ListChecks aria-hidden="true" /> {showLog ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button variant="outline" size="sm" onClick={onReveal} aria-expanded={secret !== null}>
            <KeyRound aria-hidden="true" /> {secret ? 'Hide secret' : 'Reveal secret'}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          {endpoint.enabled ? (
            <Button variant="ghost" size="sm" onClick={() => setEnabled(false)} disabled={update.isPending}>
              Disable
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-destructive" onClick={onDelete}>
            <Trash2 aria-hidden="true" /> Delete
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
            Test event {testResult.status === 'succeeded' ? 'delivered' : 'failed'}:{' '}
            {describeOutcome(testResult)}
          </p>
        ) : null}
        {secret ? (
          <div className="grid gap-2">
            <CopySecret secret={secret} />
            <div>
              <Button variant="ghost" size="sm" onClick={onRotate} disabled={rotate.isPending}>
                Rotate secret
              </Button>
            </div>
          </div>
        ) : null}
        {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
      </CardContent>
    </Card>
  );
}
