import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { api, getErrorMessage, hasFields, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { safeRedirect } from '../safe-redirect';
import { loadSignInRules } from '../sign-in-rules-loader';
import { ssoErrorMessage } from '../sso-error';

/** Where the identity provider's refusals land: this page, which shows them. */
const ERROR_CALLBACK = `${paths.login.getHref()}?sso=failed`;

/**
 * "Continue with single sign-on" for company members: the email address typed above picks the company's
 * connection by its verified domain; the identity provider sends them back to the admin dashboard, or to
 * where the sign-in page was asked to return when any member may go there.
 */
export function SsoSignIn({ email }: { email: () => string }) {
  const { t } = useT('sso-sign-in');
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const returned = params.get('sso') === 'failed' ? params.get('error') : null;
  const worded = returned ? ssoErrorMessage(returned, params.get('error_description')) : null;
  const returnedMessage = worded ? ('text' in worded ? worded.text : t(worded.key)) : null;

  const start = async () => {
    const address = email().trim();
    if (!(await loadSignInRules()).isEmailAddress(address)) {
      setProblem(t('login.needEmail'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { url } = await api.post(
        '/api/auth/sign-in/sso',
        {
          email: address,
          // A reviewer's pages only (a candidate's report Greenhouse links to is one): the member's role is
          // known only once the identity provider answers.
          callbackURL: safeRedirect(params.get('redirectTo'), 'reviewer') ?? paths.adminDashboard.getHref(),
          errorCallbackURL: ERROR_CALLBACK,
        },
        hasFields<{ url: string }>('url'),
      );
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      setProblem(
        isApiError(error) && error.status === 404 ? t('login.noConnection') : getErrorMessage(error),
      );
    }
  };

  const message = problem ?? returnedMessage;
  return (
    <div className="grid gap-3">
      {message ? (
        <Alert variant="destructive" data-testid="sso-sign-in-problem">
          <AlertTitle>{t('login.failedTitle')}</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="button" variant="outline" className="w-full" onClick={start} disabled={busy}>
        {busy ? <Spinner decorative className="size-4" /> : <LogIn aria-hidden="true" className="size-4" />}
        {busy ? t('login.busy') : t('login.continue')}
      </Button>
    </div>
  );
}
