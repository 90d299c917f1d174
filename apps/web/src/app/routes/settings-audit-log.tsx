import { SettingsLayout } from '@/components/layouts/settings-layout';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';

export function Component() {
  return (
    <SettingsLayout>
      <AuditLogPage />
    </SettingsLayout>
  );
}
