import { SettingsLayout } from '@/components/layouts/settings-layout';
import { PrivacySettingsPage } from '@/features/privacy-settings/components/privacy-settings-page';

export function Component() {
  return (
    <SettingsLayout>
      <PrivacySettingsPage />
    </SettingsLayout>
  );
}
