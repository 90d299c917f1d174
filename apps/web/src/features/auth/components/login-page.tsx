import type { TSignInInput } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert, type FormFailure, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError, isApiError } from '@/lib/api-client';
import { homeForRole } from '@/lib/auth/home-for-role';
import { useAuth } from '@/lib/auth/use-auth';
import { i18n, useT } from '@/lib/i18n';
import { translatedFieldError } from '@/lib/i18n/form-errors';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useSignIn } from '../api/auth-actions';
import { safeRedirect } from '../safe-redirect';
import { loadSignInRules } from '../sign-in-rules-loader';
import { SsoSignIn } from './sso-sign-in';

/** SPEC.md's failure toast, and the same words for the form itself (in the page's language). */
function signInFailure(error: unknown): FormFailure {
  const t = i18n.getFixedT(null, 'auth');
  if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
    return { title: t('signIn.failed'), message: t('signIn.emailNotVerified') };
  }
  if (error instanceof ApiError && error.isServerMessage)
    return { title: t('signIn.failed'), message: translatedErrorMessage(error) };
  return {
    title: t('signIn.error'),
    message:
      error instanceof Error && error.message
        ? translatedErrorMessage(error, error.message)
        : t('unexpected'),
  };
}

const FAILURE_ID = 'sign-in-failure';

/** Not part of the pre-rendered page: its form and rules load when someone chooses it. */
const CodeSignIn = lazy(async () => ({ default: (await import('./code-sign-in')).CodeSignIn }));

const signInResolver: Resolver<TSignInInput> = async (...args) =>
  (await loadSignInRules()).signInResolver(...args);

export function LoginPage() {
  const { t } = useT('auth');
  const auth = useAuth();
  const [params] = useSearchParams();
  const demo = params.get('demo') === '1';
  const publicConfig = useQuery({ ...getPublicConfigQueryOptions(), enabled: demo });
  const demoAccount = demo ? publicConfig.data?.demoAccount : null;
  const signIn = useSignIn();
  const failure = useFormFailure();
  const [withCode, setWithCode] = useState(false);

  const form = useForm<TSignInInput>({
    resolver: signInResolver,
    values: demoAccount ? { email: demoAccount.email, password: demoAccount.password } : undefined,
    defaultValues: { email: '', password: '' },
  });
  const busy = signIn.isPending;
  const hydrated = useHydrated();

  // While the session loads the form shows (it is the page's pre-rendered HTML, which hydration must match).
  // A user with a known role who is already signed in goes to their dashboard (or where they were headed).
  if (auth.status === 'signedIn' && auth.profile && !busy) {
    return (
      <Navigate to={safeRedirect(params.get('redirectTo'), auth.role) ?? homeForRole(auth.role)} replace />
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    failure.clear();
    return (
      signIn
        .mutateAsync(values)
        // The refreshed session then redirects from the render above.
        .then(
          () => notify.success(t('signIn.success')),
          (error: unknown) => {
            const { title, message } = signInFailure(error);
            notify.error(title, message);
            failure.show(title, message);
          },
        )
    );
  });
  // Wrong credentials mark both fields: either may be the one mistyped.
  const credentialsRefused = failure.current !== null && failure.current.title === t('signIn.failed');
  const refusedField = credentialsRefused ? { 'aria-invalid': true, 'aria-describedby': FAILURE_ID } : {};

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <div className="flex flex-col items-center gap-2">
          <p>{t('signIn.noAccount')}</p>
          <Button asChild variant="outline">
            <Link to={paths.contact.getHref()}>{t('signIn.contactSales')}</Link>
          </Button>
          <p>
            {t('signIn.newCompany')}{' '}
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              to={paths.signUp.getHref()}
            >
              {t('signIn.freeTrial')}
            </Link>
          </p>
        </div>
      }
    >
      <LanguageSwitcher className="mb-4 justify-end" />
      {withCode ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-6 text-primary">
              <Spinner label={t('loading', { ns: 'common' })} />
            </div>
          }
        >
          <CodeSignIn initialEmail={form.getValues('email')} onUsePassword={() => setWithCode(false)} />
        </Suspense>
      ) : (
        <>
          {demoAccount ? (
            <Alert className="mb-4">
              <AlertTitle>Demo workspace</AlertTitle>
              <AlertDescription>
                The demo admin of Acme Corp is filled in for you: just select Sign In.
              </AlertDescription>
            </Alert>
          ) : null}
          {/* The rules load as the person starts on the form, after the page is interactive (sign-in-rules.ts). */}
          <form
            className="grid gap-4"
            onSubmit={onSubmit}
            onFocus={() => void loadSignInRules()}
            onPointerDown={() => void loadSignInRules()}
            noValidate
          >
            <FormAlert id={FAILURE_ID} failure={failure.current} />
            <TextField
              id="email"
              label={t('email')}
              required
              error={translatedFieldError(form.formState.errors.email?.message)}
              type="email"
              // Addresses read left to right in every language.
              dir="ltr"
              autoComplete="email"
              disabled={busy || !hydrated}
              {...refusedField}
              {...form.register('email')}
            />
            <TextField
              id="password"
              label={t('password')}
              required
              error={translatedFieldError(form.formState.errors.password?.message)}
              type="password"
              autoComplete="current-password"
              disabled={busy || !hydrated}
              {...refusedField}
              {...form.register('password')}
            />
            <div className="-mt-2 text-end text-sm">
              <Link
                className="font-medium text-primary underline-offset-4 hover:underline"
                to={paths.forgotPassword.getHref()}
              >
                {t('forgotPassword')}
              </Link>
            </div>
            <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('signIn.busy')} className="w-full">
              {t('signIn.submit')}
            </SubmitButton>
          </form>
          <div className="mt-4">
            <SsoSignIn email={() => form.getValues('email')} />
          </div>
          <Button
            type="button"
            variant="outline"
            className="mt-3 h-auto min-h-10 w-full whitespace-normal"
            disabled={!hydrated}
            onClick={() => {
              failure.clear();
              setWithCode(true);
            }}
          >
            <Mail aria-hidden="true" className="size-4" />
            {t('code.switch')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
