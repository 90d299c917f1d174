import { SettingsLayout } from '@/components/layouts/settings-layout';
import { ScimSettingsPage } from '@/features/scim-settings/components/scim-settings-page';

export function Component() {
  return (
    <SettingsLayout>
      <ScimSettingsPage />
    </SettingsLayout>
  );
}
