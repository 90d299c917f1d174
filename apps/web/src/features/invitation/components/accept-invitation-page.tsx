import {
  matchCandidateLanguage,
  type TInvitationCheck,
  type TNewPasswordInput,
  type TPublicBrand,
  ZNewPasswordInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getFieldErrors, isApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { CandidatePasswordFields } from '@/lib/candidate/candidate-password-fields';
import { useT } from '@/lib/i18n';
import { useServerLanguage } from '@/lib/i18n/language-scope';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationCheck } from '../api/check-invitation';

type UnusableStatus = Exclude<TInvitationCheck['status'], 'valid'>;

/** What the page says about a link the check found unusable, before any password is typed. */
const UNUSABLE_TITLES: Record<UnusableStatus, string> = {
  used: 'unusable.used',
  expired: 'unusable.expired',
  invalid: 'unusable.invalid',
};

function LinkProblem({
  title,
  message,
  heading,
  brand = null,
  offerReset = false,
}: {
  title: string;
  message: string;
  heading?: string;
  brand?: TPublicBrand | null;
  /** The password was set with this link: forgetting it is the likely problem. */
  offerReset?: boolean;
}) {
  const { t } = useT('invitation');
  return (
    <AuthCard
      title={heading ?? t('title')}
      mark={brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined}
    >
      <LanguageSwitcher className="mb-4 justify-end" />
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild className="mt-4 w-full">
        <Link to={paths.login.getHref()}>{t('goToSignIn')}</Link>
      </Button>
      {offerReset ? (
        <Button asChild variant="outline" className="mt-2 w-full">
          <Link to={paths.forgotPassword.getHref()}>{t('forgotPassword')}</Link>
        </Button>
      ) : null}
    </AuthCard>
  );
}

/** Reached from a candidate's invitation email (?token=…): sets their first password and signs them in. */
export function AcceptInvitationPage() {
  const { t, i18n } = useT('invitation');
  const failure = useFormFailure();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const check = useInvitationCheck(token);
  const brand = check.data?.brand ?? null;
  // The candidate's language as the company knows it, else the one the invitation email was written in.
  useServerLanguage(check.data?.language ?? matchCandidateLanguage(params.get('lang')));
  useBrandColour(brand);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<TNewPasswordInput>({
    resolver: zodResolver(ZNewPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = accept.isPending;

  if (!token) {
    return <LinkProblem title={t('incomplete.title')} message={t('incomplete.message')} />;
  }
  if (check.isPending) return <PageSpinner label={t('checking')} />;
  if (check.data && check.data.status !== 'valid') {
    return (
      <LinkProblem
        heading={t('unusable.heading')}
        title={t(UNUSABLE_TITLES[check.data.status])}
        // The server's message is English and tells expired from replaced; other languages read the gist.
        message={
          i18n.language === 'en'
            ? check.data.message
            : t(`unusableMessage.${check.data.status}`, { company: check.data.companyName ?? '' })
        }
        brand={brand}
        offerReset={check.data.status === 'used'}
      />
    );
  }
  // Set when the accept itself finds the link gone (used in another tab meanwhile); a failed check
  // (rate limit, network) leaves the form, whose accept answers for the link.
  if (linkError) return <LinkProblem title={t('linkGone')} message={linkError} brand={brand} />;

  const onSubmit = form.handleSubmit(({ password }) =>
    accept.mutateAsync({ token, newPassword: password }).then(
      async () => {
        notify.success(t('toast.set.title'), t('toast.set.message'));
        // The server set the session cookie: load the new session before the guarded dashboard opens.
        await queryClient.invalidateQueries({ queryKey: authKeys.all });
        void navigate(paths.candidateDashboard.getHref(), { replace: true });
      },
      (error: unknown) => {
        const message = translatedErrorMessage(error);
        failure.report(t('toast.notSet'), message);
        // A 400 without field errors is the link itself (used, replaced or expired): no retry can help.
        const fieldErrors = getFieldErrors(error);
        if (isApiError(error) && error.status === 400 && Object.keys(fieldErrors).length === 0) {
          setLinkError(message);
        }
      },
    ),
  );

  return (
    <AuthCard
      title={t('title')}
      mark={brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined}
      description={
        check.data
          ? t('description.company', { company: brand?.displayName ?? check.data.companyName })
          : t('description.generic')
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          failure.clear();
          void onSubmit(event);
        }}
        noValidate
      >
        <LanguageSwitcher className="justify-end" />
        <FormAlert id="set-password-failure" failure={failure.current} />
        <CandidatePasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
        <SubmitButton busy={busy} busyLabel={t('saving')} className="w-full">
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
