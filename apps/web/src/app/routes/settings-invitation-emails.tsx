import { SettingsLayout } from '@/components/layouts/settings-layout';
import { InvitationEmailsPage } from '@/features/invitation-emails/components/invitation-emails-page';

export function Component() {
  return (
    <SettingsLayout>
      <InvitationEmailsPage />
    </SettingsLayout>
  );
}
