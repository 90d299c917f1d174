import {
  type TWebhookEndpoint,
  type TWebhookEndpointWithSecret,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENTS,
  ZWebhookEndpointInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateEndpoint, useUpdateEndpoint } from '../api/webhooks';

type EndpointForm = z.input<typeof ZWebhookEndpointInput>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this endpoint; absent: adding one. */
  endpoint?: TWebhookEndpoint;
  onCreated?: (endpoint: TWebhookEndpointWithSecret) => void;
};

/** Adds or edits an endpoint: its URL, what it is for, and the events it receives. */
export function EndpointDialog({ open, onOpenChange, endpoint, onCreated }: Props) {
  const { t } = useT('webhooks');
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const defaults: EndpointForm = endpoint
    ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
    : { url: '', description: '', events: [...WEBHOOK_EVENTS] };
  const form = useForm<EndpointForm, unknown, z.output<typeof ZWebhookEndpointInput>>({
    resolver: zodResolver(ZWebhookEndpointInput),
    values: defaults,
  });
  const { errors } = form.formState;
  const busy = create.isPending || update.isPending;
  // Closed, the form forgets what was typed: the next "Add endpoint" starts empty.
  const setOpen = (next: boolean) => {
    if (!next) form.reset(defaults);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, ...values });
        notify.success(t('dialog.toast.saved'));
      } else {
        const created = await create.mutateAsync(values);
        notify.success(t('dialog.toast.added'), t('dialog.toast.addedDetail'));
        onCreated?.(created);
      }
      setOpen(false);
    } catch (error) {
      const fields = getFieldErrors(error);
      for (const name of ['url', 'description', 'events'] as const) {
        if (fields[name]) form.setError(name, { message: fields[name] });
      }
      // The SSRF check's refusal is about the URL: shown beside it as well as in the toast.
      if (!fields.url && getErrorMessage(error).includes('URL'))
        form.setError('url', { message: getErrorMessage(error) });
      notify.error(
        endpoint ? t('dialog.toast.saveFailed') : t('dialog.toast.addFailed'),
        getErrorMessage(error),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{endpoint ? t('dialog.editTitle') : t('dialog.addTitle')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            id="webhook-url"
            label={t('dialog.url')}
            required
            type="url"
            placeholder="https://example.com/webhooks/hireassess"
            autoComplete="off"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <TextField
            id="webhook-description"
            label={t('dialog.descriptionLabel')}
            placeholder={t('dialog.descriptionPlaceholder')}
            autoComplete="off"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <fieldset
            className="grid gap-3"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t('dialog.events')}</legend>
            <Controller
              control={form.control}
              name="events"
              render={({ field }) => (
                <>
                  {WEBHOOK_EVENTS.map((event) => {
                    const id = `webhook-event-${event.replace('.', '-')}`;
                    const checked = field.value.includes(event);
                    return (
                      <div key={event} className="flex items-start gap-3">
                        <Checkbox
                          id={id}
                          checked={checked}
                          onCheckedChange={(next) =>
                            field.onChange(
                              next === true
                                ? [...field.value, event]
                                : field.value.filter((e) => e !== event),
                            )
                          }
                        />
                        <div className="grid gap-0.5">
                          <Label htmlFor={id} className="font-mono text-sm">
                            {event}
                          </Label>
                          <p className="text-xs text-muted-foreground">{WEBHOOK_EVENT_DESCRIPTIONS[event]}</p>
                        </div>
                      </div>
                    );
                  })}
                </>
              )}
            />
            {errors.events ? (
              <p id="webhook-events-error" role="alert" className="text-sm text-destructive">
                {errors.events.message}
              </p>
            ) : null}
          </fieldset>
          <DialogFooter>
            <SubmitButton busy={busy} busyLabel={t('dialog.saving')}>
              {endpoint ? t('dialog.save') : t('dialog.add')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
