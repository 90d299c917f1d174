import { SettingsLayout } from '@/components/layouts/settings-layout';
import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';

export function Component() {
  return (
    <SettingsLayout>
      <WebhooksPage />
    </SettingsLayout>
  );
}
