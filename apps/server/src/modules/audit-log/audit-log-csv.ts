import { AUDIT_ACTOR_KIND_LABELS, auditActionLabel, type TAuditLogEntry } from '@app/contracts';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../candidates/candidates-export';

const HEADER = [
  'When (UTC)',
  'Who',
  'Role',
  'Member id',
  'API key id',
  'Action',
  'Action code',
  'Object type',
  'Object id',
  'Object',
  'Address',
  'Details',
];

/** The actor as the page names them: the member's name, the key's name, or the system. */
export function actorLabel(entry: TAuditLogEntry): string {
  if (entry.actorKind === 'api_key') return entry.apiKeyName ? `API key ${entry.apiKeyName}` : 'API key';
  if (entry.actorKind === 'system') return entry.actorName ?? 'System';
  return entry.actorName ?? 'Unknown member';
}

/**
 * The audit log as CSV: UTF-8 with a BOM so Excel reads it as UTF-8, CRLF as RFC 4180 says, and every
 * cell neutralised against formula injection (member names are typed by people).
 */
export function auditLogCsv(entries: TAuditLogEntry[]): string {
  const records = entries.map((e) =>
    [
      e.createdAt,
      actorLabel(e),
      AUDIT_ACTOR_KIND_LABELS[e.actorKind],
      e.actorUserId ?? '',
      e.apiKeyId ?? '',
      auditActionLabel(e.action),
      e.action,
      e.objectType ?? '',
      e.objectId ?? '',
      e.objectName ?? '',
      e.ip ?? '',
      Object.keys(e.details).length > 0 ? JSON.stringify(e.details) : '',
    ].map(neutraliseFormula),
  );
  return `\uFEFF${stringify([HEADER, ...records], { record_delimiter: 'windows' })}`;
}
