import { AUDIT_ACTOR_KIND_LABELS, auditActionLabel, type TAuditLogEntry } from '@app/contracts';

/** The filters the page keeps in its address, so a filtered view can be reloaded or shared. */
export type AuditLogFilters = {
  from: string;
  to: string;
  action: string;
  actor: string;
  objectId: string;
  page: number;
};

const TEXT_FILTERS = ['from', 'to', 'action', 'actor', 'objectId'] as const;

export function filtersFromParams(params: URLSearchParams): AuditLogFilters {
  const page = Number(params.get('page'));
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    objectId: params.get('objectId') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of the filters, without the empty ones (and without page 1), for the address and the API. */
export function filtersQuery(filters: AuditLogFilters, { withPage = true } = {}): string {
  const query = new URLSearchParams();
  for (const key of TEXT_FILTERS) {
    const value = filters[key].trim();
    if (value) query.set(key, value);
  }
  if (withPage && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

export const hasFilters = (filters: AuditLogFilters) =>
  TEXT_FILTERS.some((key) => filters[key].trim() !== '');

/** Who acted, as a person reads it: the member's name, the API key's name, or the system. */
export function actorName(entry: TAuditLogEntry): string {
  if (entry.actorKind === 'api_key')
    return entry.apiKeyName ? `API key “${entry.apiKeyName}”` : 'A deleted API key';
  if (entry.actorKind === 'system') return entry.actorName ? `System (${entry.actorName})` : 'System';
  return entry.actorName ?? 'A former member';
}

export const actorRole = (entry: TAuditLogEntry) => AUDIT_ACTOR_KIND_LABELS[entry.actorKind];

const OBJECT_TYPE_LABELS: Record<string, string> = {
  candidate: 'Candidate',
  assessment: 'Assessment',
  custom_test: 'Custom test',
  item: 'Question',
  member: 'Member',
  team_invitation: 'Team invitation',
  webhook_endpoint: 'Webhook endpoint',
  api_key: 'API key',
  accommodation_request: 'Accommodation request',
  company: 'Company',
};

/** The object's type in words; one this version does not know is shown as its code, readably. */
export const objectTypeLabel = (type: string | null) =>
  type ? (OBJECT_TYPE_LABELS[type] ?? type.replaceAll('_', ' ')) : 'Object';

/** What a details record adds in words: a selection's size, a stage or role chosen, a plan changed. */
export function detailsSummary(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.count === 'number') parts.push(`${details.count} selected`);
  for (const [key, value] of Object.entries(details)) {
    if (key === 'count' || key === 'candidateIds' || value === null || typeof value === 'object') continue;
    if (key === 'attempted') parts.push(`attempted: ${auditActionLabel(String(value))}`);
    else if (key === 'fulfilledRequestOf')
      parts.push(`fulfilled the person's request of ${String(value).slice(0, 10)}`);
    else parts.push(`${key}: ${String(value)}`);
  }
  return parts.join(', ');
}
