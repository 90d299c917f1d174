import { matchCandidateLanguage, type TInvitationCheck, type TPublicBrand } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { candidateHref } from '@/lib/candidate/application';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { useT } from '@/lib/i18n';
import { useServerLanguage } from '@/lib/i18n/language-scope';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { useInvitationCheck } from '../api/check-invitation';
import { useEnterApplication } from '../api/enter-application';

type UnusableStatus = Exclude<TInvitationCheck['status'], 'valid' | 'preparing'>;

const UNUSABLE_TITLES: Record<UnusableStatus, string> = {
  expired: 'unusable.expired',
  invalid: 'unusable.invalid',
};

const brandMark = (brand: TPublicBrand | null) =>
  brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined;

function LinkProblem({
  title,
  message,
  brand = null,
}: {
  title: string;
  message: string;
  brand?: TPublicBrand | null;
}) {
  const { t } = useT('invitation');
  return (
    <AuthCard title={t('title')} mark={brandMark(brand)}>
      <LanguageSwitcher className="mb-4 justify-end" />
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild className="mt-4 w-full">
        <Link to={paths.login.getHref()}>{t('goToSignIn')}</Link>
      </Button>
    </AuthCard>
  );
}

/**
 * Reached from a candidate's invitation email (?token=…): opens that one application without a password
 * (decision 033) and goes on to its dashboard.
 */
export function AcceptInvitationPage() {
  const { t, i18n } = useT('invitation');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const check = useInvitationCheck(token);
  const { mutateAsync: enter, error: enterError } = useEnterApplication();
  const brand = check.data?.brand ?? null;
  // The candidate's language as the company knows it, else the one the invitation email was written in.
  useServerLanguage(check.data?.language ?? matchCandidateLanguage(params.get('lang')));
  useBrandColour(brand);
  // A check that failed (rate limit, network) leaves it to the entry, which answers for the link itself.
  const canEnter = check.data?.status === 'valid' || check.isError;
  // Each entry makes a session: once per visit, also under StrictMode's second run of the effect.
  const entered = useRef(false);

  useEffect(() => {
    if (!token || !canEnter || entered.current) return;
    entered.current = true;
    enter(token).then(
      ({ applicationId }) =>
        navigate(candidateHref(paths.candidateDashboard.getHref(), applicationId), { replace: true }),
      // The page shows the failure from the mutation's error.
      () => undefined,
    );
  }, [token, canEnter, enter, navigate]);

  if (!token) {
    return <LinkProblem title={t('incomplete.title')} message={t('incomplete.message')} />;
  }
  if (check.data && check.data.status !== 'valid' && check.data.status !== 'preparing') {
    return (
      <LinkProblem
        title={t(UNUSABLE_TITLES[check.data.status])}
        // The server's message is English; other languages read the gist.
        message={
          i18n.language === 'en'
            ? check.data.message
            : t(`unusableMessage.${check.data.status}`, { company: check.data.companyName ?? '' })
        }
        brand={brand}
      />
    );
  }
  if (enterError) {
    return <LinkProblem title={t('openFailed')} message={translatedErrorMessage(enterError)} brand={brand} />;
  }
  if (check.isPending) return <PageSpinner label={t('checking')} />;

  const known = check.data?.status === 'valid' || check.data?.status === 'preparing' ? check.data : null;
  return (
    <AuthCard
      title={known?.opening ?? t('title')}
      mark={brandMark(brand)}
      description={known ? t('invitedBy', { company: brand?.displayName ?? known.companyName }) : undefined}
    >
      <p className="flex items-center justify-center gap-3 py-4 text-muted-foreground" role="status">
        <Spinner decorative className="text-primary" />
        {known?.status === 'preparing' ? t('preparing') : t('opening')}
      </p>
    </AuthCard>
  );
}
