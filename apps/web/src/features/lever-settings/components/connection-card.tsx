import { LEVER_DEFAULT_API_BASE, type TLeverConnection, ZLeverConnectInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useConnectLever, useDisconnectLever } from '../api/lever';
import { WebhookUrlField } from './webhook-url-field';

/** Connected: which key, where, and the webhook URL; otherwise (or when replacing the key) the form. */
export function ConnectionCard({ connection }: { connection: TLeverConnection }) {
  const { t } = useT('lever-settings');
  const format = useCompanyFormat();
  const disconnect = useDisconnectLever();
  const [editing, setEditing] = useState(!connection.connected);
  const [confirming, setConfirming] = useState(false);

  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync(undefined);
      notify.success(t('toast.disconnected'));
      setConfirming(false);
      setEditing(true);
    } catch (error) {
      notify.error(t('toast.disconnectFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('connection.title')}
          <Badge variant={connection.connected ? 'default' : 'outline'}>
            {connection.connected ? t('connection.connected') : t('connection.notConnected')}
          </Badge>
        </CardTitle>
        <CardDescription>{t('connection.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <WebhookUrlField url={connection.webhookUrl} />
        {connection.connected && !editing ? (
          <>
            <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-muted-foreground">{t('connection.key')}</dt>
              <dd className="font-mono">…{connection.apiKeyHint}</dd>
              <dt className="text-muted-foreground">{t('connection.apiBase')}</dt>
              <dd className="break-all font-mono">{connection.apiBaseUrl}</dd>
              <dt className="text-muted-foreground">{t('connection.since')}</dt>
              <dd>{connection.connectedAt ? format.dateTime(connection.connectedAt) : ''}</dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {t('connection.replace')}
              </Button>
              <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
                {t('connection.disconnect')}
              </Button>
            </div>
          </>
        ) : (
          <ConnectForm
            apiBaseUrl={connection.apiBaseUrl ?? LEVER_DEFAULT_API_BASE}
            onDone={() => setEditing(false)}
            onCancel={connection.connected ? () => setEditing(false) : undefined}
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('disconnect.title')}
        description={t('disconnect.description')}
        confirmLabel={t('connection.disconnect')}
        pendingLabel={t('disconnect.pending')}
        pending={disconnect.isPending}
        onConfirm={onDisconnect}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

function ConnectForm({
  apiBaseUrl,
  onDone,
  onCancel,
}: {
  apiBaseUrl: string;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useT('lever-settings');
  const connect = useConnectLever();
  const failure = useFormFailure();
  const form = useForm<z.input<typeof ZLeverConnectInput>, unknown, z.output<typeof ZLeverConnectInput>>({
    resolver: zodResolver(ZLeverConnectInput),
    defaultValues: { apiKey: '', webhookSignatureToken: '', apiBaseUrl },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      await connect.mutateAsync(values);
      notify.success(t('toast.connected'));
      onDone();
    } catch (error) {
      failure.report(t('toast.connectFailed'), getErrorMessage(error));
    }
  });
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={t('connect.label')}>
      <FormAlert id="lever-connect-failure" failure={failure.current} />
      <TextField
        id="lever-api-key"
        label={t('connect.apiKey')}
        hint={t('connect.apiKeyHint')}
        type="password"
        autoComplete="off"
        required
        error={errors.apiKey?.message}
        {...form.register('apiKey')}
      />
      <TextField
        id="lever-signature-token"
        label={t('connect.signatureToken')}
        hint={t('connect.signatureTokenHint')}
        type="password"
        autoComplete="off"
        required
        error={errors.webhookSignatureToken?.message}
        {...form.register('webhookSignatureToken')}
      />
      <TextField
        id="lever-api-base"
        label={t('connect.apiBase')}
        hint={t('connect.apiBaseHint')}
        error={errors.apiBaseUrl?.message}
        {...form.register('apiBaseUrl')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={connect.isPending} busyLabel={t('connect.pending')}>
          {t('connect.submit')}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('connect.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
