import { SettingsLayout } from '@/components/layouts/settings-layout';
import { ProfileFieldsPage } from '@/features/profile-fields/components/profile-fields-page';

export function Component() {
  return (
    <SettingsLayout>
      <ProfileFieldsPage />
    </SettingsLayout>
  );
}
