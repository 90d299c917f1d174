import { EnterpriseSettingsFrame } from '@/components/plans/enterprise-settings-frame';
import { useT } from '@/lib/i18n';
import { useScimSettings } from '../api/scim';
import { ConnectionCard } from './connection-card';
import { GroupRolesCard } from './group-roles-card';
import { ProvisionedMembersCard } from './provisioned-members-card';
import { TokensCard } from './tokens-card';

/** Settings → Provisioning (SCIM): Enterprise admins connect their directory; Startup admins see the upgrade. */
export function ScimSettingsPage() {
  const { t } = useT('scim-settings');
  return (
    <EnterpriseSettingsFrame
      title={t('title')}
      intro={t('intro')}
      docs={{ section: 'scim', label: t('howTo') }}
      query={useScimSettings()}
      loadingLabel={t('loading')}
    >
      {(settings) => (
        <>
          <ConnectionCard baseUrl={settings.baseUrl} />
          <TokensCard tokens={settings.tokens} />
          <GroupRolesCard groupRoles={settings.groupRoles} />
          <ProvisionedMembersCard provisionedUserIds={settings.provisionedUserIds} />
        </>
      )}
    </EnterpriseSettingsFrame>
  );
}
