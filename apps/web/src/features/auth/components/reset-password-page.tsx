import { type TNewPasswordInput, ZNewPasswordInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { CandidatePasswordFields } from '@/lib/candidate/candidate-password-fields';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useResetPassword } from '../api/auth-actions';

/** Reached from the emailed link: Better Auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const { t } = useT('auth');
  const failure = useFormFailure();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<TNewPasswordInput>({
    resolver: zodResolver(ZNewPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = reset.isPending;

  if (!token || params.get('error')) {
    return (
      <AuthCard title={t('forgot.title')}>
        <LanguageSwitcher className="mb-4 justify-end" />
        <Alert variant="destructive">
          <AlertTitle>{t('reset.invalid.title')}</AlertTitle>
          <AlertDescription>{t('reset.invalid.message')}</AlertDescription>
        </Alert>
        <Button asChild className="mt-4 w-full">
          <Link to={paths.forgotPassword.getHref()}>{t('reset.newLink')}</Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutateAsync({ token, newPassword: password }).then(
      () => {
        notify.success(t('reset.toast.title'), t('reset.toast.message'));
        void navigate(paths.login.getHref(), { replace: true });
      },
      (error: unknown) => failure.report(t('reset.failed'), translatedErrorMessage(error)),
    ),
  );

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          failure.clear();
          void onSubmit(event);
        }}
        noValidate
      >
        <LanguageSwitcher className="justify-end" />
        <FormAlert id="reset-password-failure" failure={failure.current} />
        <CandidatePasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
        <SubmitButton busy={busy} busyLabel={t('reset.busy')} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
