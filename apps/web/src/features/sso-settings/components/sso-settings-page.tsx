import { ErrorCode } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useSsoSettings } from '../api/sso';
import { AddConnectionDialog } from './add-connection-dialog';
import { ConnectionCard } from './connection-card';
import { PolicyCard } from './policy-card';

/** Settings → Single sign-on: Enterprise admins connect their IdP; Startup admins see the upgrade. */
export function SsoSettingsPage() {
  const { t } = useT('sso-settings');
  const settings = useSsoSettings();
  const [adding, setAdding] = useState(false);

  if (isApiError(settings.error) && settings.error.code === ErrorCode.PLAN_FEATURE) {
    return (
      <div className="grid gap-4">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <UpgradeNotice message={settings.error.message} />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
        <p className="text-sm">
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={paths.documentation.getHref('sso')}
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
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">{t('connections.title')}</h3>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" /> {t('connections.add')}
            </Button>
          </div>
          {settings.data.connections.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('connections.empty')}</p>
          ) : (
            settings.data.connections.map((connection) => (
              <ConnectionCard key={connection.providerId} connection={connection} />
            ))
          )}
          <PolicyCard
            key={`${settings.data.ssoRequired}-${settings.data.breakGlassUserId}`}
            settings={settings.data}
          />
          <AddConnectionDialog open={adding} onOpenChange={setAdding} />
        </>
      )}
    </div>
  );
}
