import { SettingsLayout } from '@/components/layouts/settings-layout';
import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';

export function Component() {
  return (
    <SettingsLayout>
      <ApiKeysPage />
    </SettingsLayout>
  );
}
