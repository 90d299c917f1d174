import type { TScimGroupRoles, TScimRole } from '@app/contracts';

/** One line of the editor: a group's display name as the directory sends it, and its role. */
export type GroupRoleRow = { key: number; group: string; role: TScimRole };

export const toRows = (roles: TScimGroupRoles): GroupRoleRow[] =>
  Object.entries(roles).map(([group, role], key) => ({ key, group, role }));

/**
 * The mapping to save, or the first problem of the rows: an empty name, or a name given twice (the
 * server matches names in any case, so "Admins" and "admins" are the same group).
 */
export function toGroupRoles(
  rows: readonly GroupRoleRow[],
): { ok: true; value: TScimGroupRoles } | { ok: false; problem: 'empty' | 'duplicate'; group: string } {
  const value: TScimGroupRoles = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const group = row.group.trim();
    if (!group) return { ok: false, problem: 'empty', group };
    const key = group.toLowerCase();
    if (seen.has(key)) return { ok: false, problem: 'duplicate', group };
    seen.add(key);
    value[group] = row.role;
  }
  return { ok: true, value };
}
