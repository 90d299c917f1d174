import type { TCandidateSelf } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock, RotateCw, UserRoundX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/components/form/text-field';
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
import { getErrorMessage, getFieldErrors, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { BrandMark, useCandidateBrand } from '@/lib/candidate/brand';
import { candidateSelfQueryOptions } from '@/lib/candidate/get-candidate-self';
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
  const auth = useAuth();
  const self = useQuery(candidateSelfQueryOptions());
  const brand = useCandidateBrand();

  // SPEC.md section 8: one toast per failed load, the missing record told apart from other failures.
  useEffect(() => {
    if (!self.error) return;
    if (isNotFound(self.error)) notify.error('No candidate profile found');
    else notify.error('Failed to load profile', getErrorMessage(self.error));
  }, [self.error]);

  if (auth.status !== 'signedIn') return null;
  const locked = self.data?.locked === true;
  return (
    <AppShell greeting={`Welcome, ${auth.user.name}`} mark={brand ? <BrandMark brand={brand} /> : undefined}>
      <Head title={locked ? 'Your Profile' : 'Edit Profile'} />
      <div className="mx-auto grid max-w-2xl gap-6">
        <div className="grid gap-3">
          <Button asChild variant="link" className="justify-self-start">
            <Link to={paths.candidateDashboard.getHref()}>
              <ArrowLeft aria-hidden="true" /> Back to Dashboard
            </Link>
          </Button>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              {locked ? 'Your Profile' : 'Edit Profile'}
            </h1>
            <p className="text-muted-foreground">The details your company sees with your assessment.</p>
          </div>
        </div>
        {self.isPending ? <PageSpinner label="Loading your profile" /> : null}
        {self.isError && isNotFound(self.error) ? <ProfileNotFound /> : null}
        {self.isError && !isNotFound(self.error) ? (
          <Card role="alert">
            <CardHeader>
              <CardTitle as="h2">Failed to load profile</CardTitle>
              <CardDescription>
                {getErrorMessage(self.error, 'Please check your connection.')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="outline" onClick={() => void self.refetch()} disabled={self.isFetching}>
                <RotateCw aria-hidden="true" /> Try again
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
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <UserRoundX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">Profile Not Found</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Your account has no candidate record yet. It is created when a company invites you to an assessment;
          if you were invited, contact the company that sent the invitation.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.candidateDashboard.getHref()}>Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** SPEC.md section 4: once the assessment is submitted no edits are possible, the profile included. */
function LockedProfile({ candidate }: { candidate: TCandidateSelf }) {
  const additional = toProfileForm(candidate).profileData;
  return (
    <Card data-testid="profile-locked">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Your details
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Alert variant="info">
          <Lock aria-hidden="true" />
          <AlertTitle>Your profile is locked</AlertTitle>
          <AlertDescription>
            Your assessment has been submitted to {candidate.companyName}, so your profile can no longer be
            changed. If something needs correcting, contact {candidate.companyName}.
          </AlertDescription>
        </Alert>
        <DetailList
          items={[
            ['Full name', candidate.fullName],
            [
              'Email',
              <span key="email" className="break-all">
                {candidate.email}
              </span>,
            ],
            ['Phone', candidate.phone || '—'],
            ['Company', candidate.companyName],
            ['Industry', candidate.companyIndustry],
            [
              'Additional information',
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
          <Link to={paths.candidateDashboard.getHref()}>Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ candidate }: { candidate: TCandidateSelf }) {
  const update = useUpdateCandidateProfile();
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: toProfileForm(candidate),
  });
  const { errors } = form.formState;
  const busy = update.isPending;
  const profileJson = form.watch('profileData');
  const details = useMemo(() => profileDetails(candidate.profileFields), [candidate.profileFields]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync(toProfileUpdate(values));
        form.reset(toProfileForm(saved));
        notify.success('Profile Updated!', 'Your profile has been saved.');
      } catch (error) {
        const fields = getFieldErrors(error);
        for (const name of ['fullName', 'phone', 'profileData'] as const) {
          if (fields[name]) form.setError(name, { message: fields[name] });
        }
        notify.error('Failed to update profile', getErrorMessage(error));
      }
    },
    (invalid) => {
      if (invalid.profileData) notify.error(INVALID_PROFILE_JSON, 'Correct the additional information.');
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Your details
        </CardTitle>
        <CardDescription>Fields marked * are required.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DetailList
          items={[
            [
              'Email',
              <span key="email" className="break-all">
                {candidate.email}
              </span>,
            ],
            ['Company', candidate.companyName],
            ['Industry', candidate.companyIndustry],
          ]}
        />
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            id="profile-full-name"
            label="Full name"
            required
            autoComplete="name"
            disabled={busy}
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <TextField
            id="profile-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            disabled={busy}
            hint="Optional. Leave empty to remove it."
            error={errors.phone?.message}
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
            label="Additional information (JSON)"
            error={errors.profileData?.message}
            hint={
              <>
                Everything above, plus any other detail you want to share, as a JSON object, for example{' '}
                <code className="font-mono">{'{"portfolio": "https://…"}'}</code>. Leave empty for none.
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
                disabled={busy}
                {...form.register('profileData')}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={paths.candidateDashboard.getHref()}>Cancel</Link>
            </Button>
            <SubmitButton busy={busy} busyLabel="Saving...">
              Save changes
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
