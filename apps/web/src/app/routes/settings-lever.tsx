import { SettingsLayout } from '@/components/layouts/settings-layout';
import { LeverSettingsPage } from '@/features/lever-settings/components/lever-settings-page';

export function Component() {
  return (
    <SettingsLayout>
      <LeverSettingsPage />
    </SettingsLayout>
  );
}
