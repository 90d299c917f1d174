import { Plus } from 'lucide-react';
import { useState } from 'react';
import { EnterpriseSettingsFrame } from '@/components/plans/enterprise-settings-frame';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useSsoSettings } from '../api/sso';
import { AddConnectionDialog } from './add-connection-dialog';
import { ConnectionCard } from './connection-card';
import { PolicyCard } from './policy-card';

/** Settings → Single sign-on: Enterprise admins connect their IdP; Startup admins see the upgrade. */
export function SsoSettingsPage() {
  const { t } = useT('sso-settings');
  const [adding, setAdding] = useState(false);
  return (
    <EnterpriseSettingsFrame
      title={t('title')}
      intro={t('intro')}
      docs={{ section: 'sso', label: t('howTo') }}
      query={useSsoSettings()}
      loadingLabel={t('loading')}
    >
      {(settings) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">{t('connections.title')}</h3>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" /> {t('connections.add')}
            </Button>
          </div>
          {settings.connections.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('connections.empty')}</p>
          ) : (
            settings.connections.map((connection) => (
              <ConnectionCard key={connection.providerId} connection={connection} />
            ))
          )}
          <PolicyCard key={`${settings.ssoRequired}-${settings.breakGlassUserId}`} settings={settings} />
          <AddConnectionDialog open={adding} onOpenChange={setAdding} />
        </>
      )}
    </EnterpriseSettingsFrame>
  );
}
