import { SettingsLayout } from '@/components/layouts/settings-layout';
import { SsoSettingsPage } from '@/features/sso-settings/components/sso-settings-page';

export function Component() {
  return (
    <SettingsLayout>
      <SsoSettingsPage />
    </SettingsLayout>
  );
}
