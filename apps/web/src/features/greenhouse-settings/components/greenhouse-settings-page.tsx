import { EnterpriseSettingsFrame } from '@/components/plans/enterprise-settings-frame';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { useGreenhouseSettings } from '../api/greenhouse';
import { CopyField } from './copy-field';
import { KeysCard } from './keys-card';
import { RequestsCard } from './requests-card';

/** Settings → Greenhouse: the keys and URLs Greenhouse needs, and the tests it sent (Enterprise plan). */
export function GreenhouseSettingsPage() {
  const { t } = useT('greenhouse-settings');
  return (
    <EnterpriseSettingsFrame
      title={t('title')}
      intro={t('intro')}
      docs={{ section: 'greenhouse', label: t('howTo') }}
      query={useGreenhouseSettings()}
      loadingLabel={t('loading')}
    >
      {(settings) => (
        <>
          <KeysCard keys={settings.keys} />
          <Card>
            <CardHeader>
              <CardTitle>{t('urls.title')}</CardTitle>
              <CardDescription>{t('urls.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <CopyField
                id="greenhouse-list-tests"
                label={t('urls.listTests')}
                value={settings.urls.listTests}
              />
              <CopyField
                id="greenhouse-send-test"
                label={t('urls.sendTest')}
                value={settings.urls.sendTest}
              />
              <CopyField
                id="greenhouse-test-status"
                label={t('urls.testStatus')}
                value={settings.urls.testStatus}
              />
            </CardContent>
          </Card>
          <RequestsCard requests={settings.requests} />
        </>
      )}
    </EnterpriseSettingsFrame>
  );
}
