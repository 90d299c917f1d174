import type { TJoinConfirmCheck, TPublicBrand } from '@app/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { useJoinConfirm, useJoinConfirmCheck } from '../api/invite-link';

/** The catalogue's confirm.unusable.<status> titles. */
const UNUSABLE_TITLES: Record<Exclude<TJoinConfirmCheck['status'], 'valid'>, string> = {
  used: 'confirm.unusable.used',
  expired: 'confirm.unusable.expired',
  invalid: 'confirm.unusable.invalid',
};

const markOf = (brand: TPublicBrand | null) =>
  brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined;

/** The application link's place in this app (the server names it with the app's own origin). */
const pathOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * /join/confirm?token=…: the sign-up's emailed link. Asks before using it (mail scanners open links
 * too), then says what happened: joined, invitation sent again, or why not. Joined, it goes on to the
 * assessment through the application's link (decision 033): one email is the way in.
 */
export function JoinConfirmPage() {
  const { t } = useT('invite-link');
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useJoinConfirmCheck(token);
  const confirm = useJoinConfirm();
  const brand = confirm.data?.brand ?? check.data?.brand ?? null;
  useBrandColour(brand);
  const navigate = useNavigate();
  const entryUrl = confirm.data?.entryUrl ?? null;
  useEffect(() => {
    if (entryUrl) navigate(pathOf(entryUrl), { replace: true });
  }, [entryUrl, navigate]);

  if (!token) {
    return (
      <AuthCard title={t('confirm.title')}>
        <LanguageSwitcher className="mb-4 justify-end" />
        <Alert>
          <AlertTitle>{t('confirm.incomplete.title')}</AlertTitle>
          <AlertDescription>{t('confirm.incomplete.message')}</AlertDescription>
        </Alert>
      </AuthCard>
    );
  }
  if (check.isPending) return <PageSpinner label={t('confirm.checking')} />;

  const result = confirm.data;
  if (result) {
    const good = result.outcome === 'joined' || result.outcome === 'resent';
    return (
      <AuthCard title={result.title} mark={markOf(brand)}>
        <div className="grid gap-4" role="status">
          {good ? (
            <p className="flex items-start gap-2 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{result.message}</span>
            </p>
          ) : (
            <Alert>
              <AlertDescription>{result.message}</AlertDescription>
            </Alert>
          )}
          {good ? <p className="text-sm text-muted-foreground">{t('confirm.next')}</p> : null}
          {result.entryUrl ? (
            <Button asChild className="w-full">
              <Link to={pathOf(result.entryUrl)}>{t('confirm.start')}</Link>
            </Button>
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link to={paths.login.getHref()}>{t('goToSignIn')}</Link>
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }

  if (check.data && check.data.status !== 'valid') {
    return (
      <AuthCard title={t('confirm.title')} mark={markOf(brand)}>
        <LanguageSwitcher className="mb-4 justify-end" />
        <Alert>
          <AlertTitle>{t(UNUSABLE_TITLES[check.data.status])}</AlertTitle>
          <AlertDescription>{check.data.message}</AlertDescription>
        </Alert>
      </AuthCard>
    );
  }

  const data = check.data;
  return (
    <AuthCard
      title={t('confirm.title')}
      mark={markOf(brand)}
      description={
        data?.assessmentName
          ? t('confirm.joining', {
              assessment: data.assessmentName,
              company: data.companyName ?? t('theCompanyLower'),
            })
          : undefined
      }
    >
      <div className="grid gap-4">
        <LanguageSwitcher className="justify-end" />
        {data?.email ? <p className="text-sm">{t('confirm.email', { email: data.email })}</p> : null}
        {confirm.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{translatedErrorMessage(confirm.error, t('failed'))}</AlertDescription>
          </Alert>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(token);
          }}
        >
          <SubmitButton busy={confirm.isPending} busyLabel={t('confirm.busy')} className="w-full">
            {t('confirm.submit')}
          </SubmitButton>
        </form>
      </div>
    </AuthCard>
  );
}
