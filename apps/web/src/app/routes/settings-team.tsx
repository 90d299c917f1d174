import { SettingsLayout } from '@/components/layouts/settings-layout';
import { TeamPage } from '@/features/team/components/team-page';

export function Component() {
  return (
    <SettingsLayout>
      <TeamPage />
    </SettingsLayout>
  );
}
