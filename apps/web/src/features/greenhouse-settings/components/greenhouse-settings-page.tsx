import { ErrorCode } from '@app/contracts';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useGreenhouseSettings } from '../api/greenhouse';
import { CopyField } from './copy-field';
import { KeysCard } from './keys-card';
import { RequestsCard } from './requests-card';

/** Settings → Greenhouse: the keys and URLs Greenhouse needs, and the tests it sent (Enterprise plan). */
export function GreenhouseSettingsPage() {
  const { t } = useT('greenhouse-settings');
  const settings = useGreenhouseSettings();

  if (isApiError(settings.error) && settings.error.code === ErrorCode.PLAN_FEATURE) {
    return <UpgradeNotice message={settings.error.message} />;
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
        <p className="text-sm">
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={paths.documentation.getHref('greenhouse')}
          >
            {t('howTo')}
          </Link>
        </p>
      </div>
      {settings.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(settings.error)}
        </p>
      ) : !settings.data ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <>
          <KeysCard keys={settings.data.keys} />
          <Card>
            <CardHeader>
              <CardTitle>{t('urls.title')}</CardTitle>
              <CardDescription>{t('urls.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <CopyField
                id="greenhouse-list-tests"
                label={t('urls.listTests')}
                value={settings.data.urls.listTests}
              />
              <CopyField
                id="greenhouse-send-test"
                label={t('urls.sendTest')}
                value={settings.data.urls.sendTest}
              />
              <CopyField
                id="greenhouse-test-status"
                label={t('urls.testStatus')}
                value={settings.data.urls.testStatus}
              />
            </CardContent>
          </Card>
          <RequestsCard requests={settings.data.requests} />
        </>
      )}
    </div>
  );
}
