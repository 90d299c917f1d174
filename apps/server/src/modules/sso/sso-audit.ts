import type { Database } from '../../db/client';
import { auditLogService } from '../audit-log/audit-log.service';
import type { SsoJoin } from './sso-plugin';

/** The audit log's entry for a just-in-time membership: no session made it, so the system records it. */
export function recordSsoJoin(db: Database, joined: SsoJoin): Promise<void> {
  return auditLogService.record(db, {
    companyId: joined.companyId,
    actor: { kind: 'system', name: 'Single sign-on' },
    action: 'member.joined_via_sso',
    objectType: 'member',
    objectId: joined.userId,
    details: { role: joined.role, protocol: joined.protocol, connection: joined.providerId },
  });
}
