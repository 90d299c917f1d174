import { type TForgotPasswordInput, ZForgotPasswordInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { translatedFieldError } from '@/lib/i18n/form-errors';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { useRequestPasswordReset } from '../api/auth-actions';

export function ForgotPasswordPage() {
  const { t } = useT('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const busy = request.isPending;

  const failure = useFormFailure();
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutateAsync(email).then(
      () => setSentTo(email),
      (error: unknown) => failure.report(t('forgot.failed'), translatedErrorMessage(error)),
    ),
  );

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={paths.login.getHref()}
        >
          {t('backToSignIn')}
        </Link>
      }
    >
      <LanguageSwitcher className="mb-4 justify-end" />
      {sentTo ? (
        <Alert role="status">
          <AlertTitle>{t('forgot.sent.title')}</AlertTitle>
          <AlertDescription>{t('forgot.sent.message', { email: sentTo })}</AlertDescription>
        </Alert>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            failure.clear();
            void onSubmit(event);
          }}
          noValidate
        >
          <FormAlert id="forgot-password-failure" failure={failure.current} />
          <TextField
            id="email"
            label={t('email')}
            required
            error={translatedFieldError(form.formState.errors.email?.message)}
            type="email"
            dir="ltr"
            autoComplete="email"
            disabled={busy}
            {...form.register('email')}
          />
          <SubmitButton busy={busy} busyLabel={t('forgot.busy')} className="w-full">
            {t('forgot.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
