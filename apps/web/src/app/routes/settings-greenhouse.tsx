import { SettingsLayout } from '@/components/layouts/settings-layout';
import { GreenhouseSettingsPage } from '@/features/greenhouse-settings/components/greenhouse-settings-page';

export function Component() {
  return (
    <SettingsLayout>
      <GreenhouseSettingsPage />
    </SettingsLayout>
  );
}
