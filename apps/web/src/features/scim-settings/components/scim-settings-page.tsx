import { ErrorCode } from '@app/contracts';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useScimSettings } from '../api/scim';
import { ConnectionCard } from './connection-card';
import { GroupRolesCard } from './group-roles-card';
import { ProvisionedMembersCard } from './provisioned-members-card';
import { TokensCard } from './tokens-card';

/** Settings → Provisioning (SCIM): Enterprise admins connect their directory; Startup admins see the upgrade. */
export function ScimSettingsPage() {
  const { t } = useT('scim-settings');
  const settings = useScimSettings();

  if (isApiError(settings.error) && settings.error.code === ErrorCode.PLAN_FEATURE) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <UpgradeNotice message={settings.error.message} />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
        <p className="text-sm">
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={paths.documentation.getHref('scim')}
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
          <ConnectionCard baseUrl={settings.data.baseUrl} />
          <TokensCard tokens={settings.data.tokens} />
          <GroupRolesCard groupRoles={settings.data.groupRoles} />
          <ProvisionedMembersCard provisionedUserIds={settings.data.provisionedUserIds} />
        </>
      )}
    </div>
  );
}
