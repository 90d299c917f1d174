import { INDUSTRIES, type TCreateCompanyInput, ZCreateCompanyInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useLogout } from '@/lib/auth/sign-out';
import { useAuth } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateCompany, useRefreshProfile } from '../api/create-company';

/** SPEC.md section 9: after 'Company Created!' the admin dashboard opens 1 second later. */
export const ONBOARDING_REDIRECT_MS = 1000;

type FormValues = { name: string; industry: string };

export function OnboardCompanyPage() {
  const { t } = useT('onboarding');
  const auth = useAuth();
  const createCompany = useCreateCompany();
  const refreshProfile = useRefreshProfile();
  const { logout, pending: loggingOut } = useLogout();
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm<FormValues>({
    resolver: zodResolver(ZCreateCompanyInput) as unknown as Resolver<FormValues>,
    defaultValues: { name: '', industry: '' },
  });
  const busy = createCompany.isPending || createCompany.isSuccess;

  const failure = useFormFailure();
  const onSubmit = form.handleSubmit(
    (values) =>
      createCompany.mutateAsync(values as TCreateCompanyInput).then(
        (company) => {
          notify.success(t('toast.created'), t('toast.createdDetail', { name: company.name }));
          redirectTimer.current = window.setTimeout(async () => {
            await refreshProfile();
            await navigate(paths.adminDashboard.getHref(), { replace: true });
          }, ONBOARDING_REDIRECT_MS);
        },
        (error: unknown) => failure.report(t('toast.failed'), getErrorMessage(error)),
      ),
    () => notify.error(t('toast.fillIn')),
  );

  // An onboarded admin has nothing to do here. Not decided by the guard: after a successful submit this
  // page leaves on its own 1 s timer, even if the refreshed profile arrives sooner.
  if (auth.status === 'signedIn' && auth.profile?.companyId && !createCompany.isSuccess) {
    return <Navigate to={paths.adminDashboard.getHref()} replace />;
  }

  return (
    <div className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <main id="main-content" className="w-full max-w-lg">
        <Card>
          <CardHeader>
            <Building2 aria-hidden="true" className="mb-2 size-10 text-primary" />
            <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
            <CardDescription>{t('description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                failure.clear();
                void onSubmit(event);
              }}
              noValidate
            >
              <FormAlert id="company-failure" failure={failure.current} />
              <TextField
                id="company-name"
                label={t('name')}
                required
                error={form.formState.errors.name?.message}
                autoComplete="organization"
                disabled={busy}
                {...form.register('name')}
              />
              <SelectField
                control={form.control}
                name="industry"
                id="industry"
                label={t('industry.label')}
                placeholder={t('industry.placeholder')}
                required
                disabled={busy}
                error={form.formState.errors.industry?.message}
                options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
              />
              <SubmitButton busy={busy} busyLabel={t('creating')} className="w-full">
                {t('create')}
              </SubmitButton>
            </form>
          </CardContent>
        </Card>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          {t('wrongAccount')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={logout} disabled={loggingOut}>
            {t('signOut')}
          </Button>
        </p>
      </main>
    </div>
  );
}
