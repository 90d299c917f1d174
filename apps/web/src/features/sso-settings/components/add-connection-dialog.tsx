import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateSsoConnection } from '../api/sso';
import {
  type ConnectionForm,
  EMPTY_CONNECTION_FORM,
  toCreateInput,
  ZConnectionForm,
} from '../lib/connection-form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Adds an OIDC or SAML connection; the card that appears then shows the DNS record and the SP values. */
export function AddConnectionDialog({ open, onOpenChange }: Props) {
  const { t } = useT('sso-settings');
  const create = useCreateSsoConnection();
  const form = useForm<ConnectionForm>({
    resolver: zodResolver(ZConnectionForm),
    defaultValues: EMPTY_CONNECTION_FORM,
  });
  const [protocol, samlSource] = useWatch({ control: form.control, name: ['protocol', 'samlSource'] });
  const errorOf = (field: keyof ConnectionForm) =>
    form.formState.errors[field] ? t('dialog.required') : undefined;

  const close = () => {
    if (create.isPending) return;
    onOpenChange(false);
    form.reset(EMPTY_CONNECTION_FORM);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toCreateInput(values));
      notify.success(t('toast.added'), t('toast.addedDetail'));
      onOpenChange(false);
      form.reset(EMPTY_CONNECTION_FORM);
    } catch (error) {
      notify.error(t('toast.addFailed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <SelectField
            control={form.control}
            name="protocol"
            id="sso-protocol"
            label={t('dialog.protocol')}
            placeholder={t('dialog.protocol')}
            options={[
              { value: 'oidc', label: t('protocol.oidc') },
              { value: 'saml', label: t('protocol.saml') },
            ]}
          />
          <TextField
            id="sso-domain"
            label={t('dialog.domain')}
            hint={t('dialog.domainHint')}
            required
            dir="ltr"
            autoComplete="off"
            error={errorOf('domain')}
            {...form.register('domain')}
          />
          <SelectField
            control={form.control}
            name="defaultRole"
            id="sso-default-role"
            label={t('dialog.defaultRole')}
            hint={t('dialog.defaultRoleHint')}
            placeholder={t('dialog.defaultRole')}
            options={[
              { value: 'reviewer', label: t('role.reviewer') },
              { value: 'admin', label: t('role.admin') },
            ]}
          />
          {protocol === 'oidc' ? (
            <>
              <TextField
                id="sso-issuer"
                label={t('dialog.issuer')}
                hint={t('dialog.issuerHint')}
                required
                dir="ltr"
                type="url"
                error={errorOf('issuer')}
                {...form.register('issuer')}
              />
              <TextField
                id="sso-client-id"
                label={t('dialog.clientId')}
                required
                dir="ltr"
                autoComplete="off"
                error={errorOf('clientId')}
                {...form.register('clientId')}
              />
              <TextField
                id="sso-client-secret"
                label={t('dialog.clientSecret')}
                required
                dir="ltr"
                type="password"
                autoComplete="off"
                error={errorOf('clientSecret')}
                {...form.register('clientSecret')}
              />
            </>
          ) : (
            <>
              <SelectField
                control={form.control}
                name="samlSource"
                id="sso-saml-source"
                label={t('dialog.samlSource')}
                placeholder={t('dialog.samlSource')}
                options={[
                  { value: 'metadataUrl', label: t('dialog.samlSourceMetadataUrl') },
                  { value: 'metadataXml', label: t('dialog.samlSourceMetadataXml') },
                  { value: 'manual', label: t('dialog.samlSourceManual') },
                ]}
              />
              {samlSource === 'metadataUrl' ? (
                <TextField
                  id="sso-metadata-url"
                  label={t('dialog.metadataUrl')}
                  required
                  dir="ltr"
                  type="url"
                  error={errorOf('metadataUrl')}
                  {...form.register('metadataUrl')}
                />
              ) : null}
              {samlSource === 'metadataXml' ? (
                <Field
                  id="sso-metadata-xml"
                  label={t('dialog.metadataXml')}
                  required
                  error={errorOf('metadataXml')}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      dir="ltr"
                      rows={6}
                      className="font-mono text-xs"
                      {...form.register('metadataXml')}
                    />
                  )}
                </Field>
              ) : null}
              {samlSource === 'manual' ? (
                <>
                  <TextField
                    id="sso-entity-id"
                    label={t('dialog.entityId')}
                    required
                    dir="ltr"
                    error={errorOf('idpEntityId')}
                    {...form.register('idpEntityId')}
                  />
                  <TextField
                    id="sso-entry-point"
                    label={t('dialog.entryPoint')}
                    required
                    dir="ltr"
                    type="url"
                    error={errorOf('entryPoint')}
                    {...form.register('entryPoint')}
                  />
                  <Field
                    id="sso-certificate"
                    label={t('dialog.certificate')}
                    required
                    error={errorOf('certificate')}
                  >
                    {(control) => (
                      <Textarea
                        {...control}
                        dir="ltr"
                        rows={6}
                        className="font-mono text-xs"
                        {...form.register('certificate')}
                      />
                    )}
                  </Field>
                </>
              ) : null}
            </>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
              {t('dialog.cancel')}
            </Button>
            <SubmitButton busy={create.isPending} busyLabel={t('dialog.pending')}>
              {t('dialog.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
