import { SettingsLayout } from '@/components/layouts/settings-layout';
import { FairnessSettingsPage } from '@/features/fairness-settings/components/fairness-settings-page';

export function Component() {
  return (
    <SettingsLayout>
      <FairnessSettingsPage />
    </SettingsLayout>
  );
}
