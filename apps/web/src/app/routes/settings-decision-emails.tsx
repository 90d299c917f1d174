import { SettingsLayout } from '@/components/layouts/settings-layout';
import { DecisionEmailsPage } from '@/features/decisions/components/decision-emails-page';

export function Component() {
  return (
    <SettingsLayout>
      <DecisionEmailsPage />
    </SettingsLayout>
  );
}
