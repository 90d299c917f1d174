import { SettingsLayout } from '@/components/layouts/settings-layout';
import { BrandingPage } from '@/features/branding/components/branding-page';

export function Component() {
  return (
    <SettingsLayout>
      <BrandingPage />
    </SettingsLayout>
  );
}
