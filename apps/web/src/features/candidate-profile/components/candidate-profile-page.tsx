import type { TCandidateSelf } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock, RotateCw, UserRoundX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AppShell } from '@/components/layouts/app-shell';
import { Head } from '@/components/seo/head';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { Field } from '@/components/ui/field';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { getFieldErrors, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { candidateHref } from '@/lib/candidate/application';
import { BrandMark, useCandidateBrand } from '@/lib/candidate/brand';
import { candidateSelfQueryOptions } from '@/lib/candidate/get-candidate-self';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useUpdateCandidateProfile } from '../api/update-candidate-profile';
import { profileDetails } from '../lib/profile-details';
import {
  INVALID_PROFILE_JSON,
  type TProfileForm,
  toProfileForm,
  toProfileUpdate,
  ZProfileForm,
} from '../lib/profile-form';
import { ProfileDetailFields } from './profile-detail-fields';

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** SPEC.md section 2's profile edit screen: full name, phone and additional information as JSON. */
export function CandidateProfilePage() {
  const { t } = useT('candidate-profile');
  const auth = useAuth();
  const self = useQuery(candidateSelfQueryOptions());
  const brand = useCandidateBrand();

  // SPEC.md section 8: one toast per failed load, the missing record told apart from other failures.
  useEffect(() => {
    if (!self.error) return;
    if (isNotFound(self.error)) notify.error(t('toast.notFound'));
    else notify.error(t('loadFailed'), translatedErrorMessage(self.error));
  }, [self.error, t]);

  if (auth.status !== 'signedIn') return null;
  const locked = self.data?.locked === true;
  return (
    <AppShell
      greeting={t('greeting', { name: auth.user.name })}
      mark={brand ? <BrandMark brand={brand} /> : undefined}
    >
      <Head title={locked ? t('title.locked') : t('title.edit')} />
      <LanguageSwitcher className="mx-auto mb-4 max-w-2xl justify-end" />
      <div className="mx-auto grid max-w-2xl gap-6">
        <div className="grid gap-3">
          <Button asChild variant="link" className="justify-self-start">
            <Link to={candidateHref(paths.candidateDashboard.getHref())}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('backToDashboard')}
            </Link>
          </Button>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              {locked ? t('title.locked') : t('title.edit')}
            </h1>
            <p className="text-muted-foreground">{t('intro')}</p>
          </div>
        </div>
        {self.isPending ? <PageSpinner label={t('loading')} /> : null}
        {self.isError && isNotFound(self.error) ? <ProfileNotFound /> : null}
        {self.isError && !isNotFound(self.error) ? (
          <Card role="alert">
            <CardHeader>
              <CardTitle as="h2">{t('loadFailed')}</CardTitle>
              <CardDescription>{translatedErrorMessage(self.error, t('checkConnection'))}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" onClick={() => void self.refetch()} disabled={self.isFetching}>
                <RotateCw aria-hidden="true" /> {t('tryAgain')}
              </Button>
            </CardContent>
          </Card>
        ) : null}
        {self.data && locked ? <LockedProfile candidate={self.data} /> : null}
        {self.data && !locked ? <ProfileForm candidate={self.data} /> : null}
      </div>
    </AppShell>
  );
}

function ProfileNotFound() {
  const { t } = useT('candidate-profile');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <UserRoundX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{t('notFound.title')}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t('notFound.message')}</p>
        <Button asChild variant="outline">
          <Link to={candidateHref(paths.candidateDashboard.getHref())}>{t('backToDashboard')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** SPEC.md section 4: once the assessment is submitted no edits are possible, the profile included. */
function LockedProfile({ candidate }: { candidate: TCandidateSelf }) {
  const { t } = useT('candidate-profile');
  const additional = toProfileForm(candidate).profileData;
  return (
    <Card data-testid="profile-locked">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {t('details')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Alert variant="info">
          <Lock aria-hidden="true" />
          <AlertTitle>{t('locked.title')}</AlertTitle>
          <AlertDescription>{t('locked.message', { company: candidate.companyName })}</AlertDescription>
        </Alert>
        <DetailList
          items={[
            [t('fullName'), candidate.fullName],
            [
              t('email'),
              <span key="email" className="break-all" dir="ltr">
                {candidate.email}
              </span>,
            ],
            [t('phone'), candidate.phone || '—'],
            [t('company'), candidate.companyName],
            [t('industry'), candidate.companyIndustry],
            [
              t('additional'),
              additional ? (
                <pre
                  key="additional"
                  className="overflow-x-auto font-mono text-xs whitespace-pre-wrap break-all"
                >
                  {additional}
                </pre>
              ) : (
                '—'
              ),
            ],
          ]}
        />
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={candidateHref(paths.candidateDashboard.getHref())}>{t('backToDashboard')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ candidate }: { candidate: TCandidateSelf }) {
  const { t, i18n } = useT('candidate-profile');
  const update = useUpdateCandidateProfile();
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: toProfileForm(candidate),
  });
  const { errors } = form.formState;
  const busy = update.isPending;
  const profileJson = form.watch('profileData');
  const details = useMemo(() => profileDetails(candidate.profileFields), [candidate.profileFields]);
  // The form's rules (lib/profile-form) speak English; other languages read the same rule in their words.
  const fieldError = (message: string | undefined) => {
    if (!message || i18n.language === 'en') return message;
    const translated: Record<string, string> = {
      [INVALID_PROFILE_JSON]: t('invalidJson'),
      'Full name is required': t('fullNameRequired'),
      'At most 200 characters': t('tooLong', { max: 200 }),
      'At most 50 characters': t('tooLong', { max: 50 }),
    };
    return translated[message] ?? message;
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync(toProfileUpdate(values));
        form.reset(toProfileForm(saved));
        notify.success(t('toast.updated.title'), t('toast.updated.message'));
      } catch (error) {
        const fields = getFieldErrors(error);
        for (const name of ['fullName', 'phone', 'profileData'] as const) {
          if (fields[name]) form.setError(name, { message: fields[name] });
        }
        notify.error(t('toast.updateFailed'), translatedErrorMessage(error));
      }
    },
    (invalid) => {
      if (invalid.profileData) notify.error(t('invalidJson'), t('toast.correctJson'));
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {t('details')}
        </CardTitle>
        <CardDescription>{t('required')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DetailList
          items={[
            [
              t('email'),
              <span key="email" className="break-all" dir="ltr">
                {candidate.email}
              </span>,
            ],
            [t('company'), candidate.companyName],
            [t('industry'), candidate.companyIndustry],
          ]}
        />
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            id="profile-full-name"
            label={t('fullName')}
            required
            autoComplete="name"
            disabled={busy}
            error={fieldError(errors.fullName?.message)}
            {...form.register('fullName')}
          />
          <TextField
            id="profile-phone"
            label={t('phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            disabled={busy}
            hint={t('phoneHint')}
            error={fieldError(errors.phone?.message)}
            {...form.register('phone')}
          />
          <ProfileDetailFields
            details={details}
            json={profileJson}
            disabled={busy}
            onChange={(json) =>
              form.setValue('profileData', json, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
          <Field
            id="profile-data"
            label={t('additionalJson')}
            error={fieldError(errors.profileData?.message)}
            hint={
              <>
                {t('jsonHint.before')}{' '}
                <code className="font-mono" dir="ltr">
                  {'{"portfolio": "https://…"}'}
                </code>
                . {t('jsonHint.after')}
              </>
            }
          >
            {(control) => (
              <Textarea
                {...control}
                rows={8}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
                className="font-mono text-sm"
                dir="ltr"
                disabled={busy}
                {...form.register('profileData')}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={candidateHref(paths.candidateDashboard.getHref())}>{t('cancel')}</Link>
            </Button>
            <SubmitButton busy={busy} busyLabel={t('saving')}>
              {t('save')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
