import { describe, expect, it } from 'vitest';
import { toGroupRoles, toRows } from './group-roles';

describe('group → role rows', () => {
  it('round-trips a mapping, trimming names', () => {
    const rows = toRows({ Admins: 'admin', Hiring: 'reviewer' });
    expect(rows.map((r) => [r.group, r.role])).toEqual([
      ['Admins', 'admin'],
      ['Hiring', 'reviewer'],
    ]);
    expect(toGroupRoles([{ key: 0, group: '  Admins ', role: 'admin' }])).toEqual({
      ok: true,
      value: { Admins: 'admin' },
    });
  });

  it('refuses an empty name and the same group twice in any case', () => {
    expect(toGroupRoles([{ key: 0, group: ' ', role: 'admin' }])).toMatchObject({
      ok: false,
      problem: 'empty',
    });
    expect(
      toGroupRoles([
        { key: 0, group: 'Admins', role: 'admin' },
        { key: 1, group: 'admins', role: 'reviewer' },
      ]),
    ).toEqual({ ok: false, problem: 'duplicate', group: 'admins' });
  });
});
