import { EnterpriseSettingsFrame } from '@/components/plans/enterprise-settings-frame';
import { useT } from '@/lib/i18n';
import { useLeverConnection } from '../api/lever';
import { ConnectionCard } from './connection-card';
import { InvitationsCard } from './invitations-card';
import { MappingsCard } from './mappings-card';

/**
 * Settings → Lever (Enterprise): the connection (API key, webhook signature token, the webhook URL to
 * paste into Lever), the postings mapped to assessments, and the invitations Lever's stage changes made.
 */
export function LeverSettingsPage() {
  const { t } = useT('lever-settings');
  return (
    <EnterpriseSettingsFrame
      title={t('title')}
      intro={t('description')}
      docs={{ section: 'lever', label: t('docsLink') }}
      query={useLeverConnection()}
      loadingLabel={t('loading')}
    >
      {(connection) => (
        <>
          <ConnectionCard connection={connection} />
          {connection.connected ? (
            <>
              <MappingsCard />
              <InvitationsCard />
            </>
          ) : null}
        </>
      )}
    </EnterpriseSettingsFrame>
  );
}
