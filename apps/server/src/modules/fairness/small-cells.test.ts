import { describe, expect, it } from 'vitest';
import { type GroupSize, tooFew, withholding } from './small-cells';

const sizes = (people: Record<string, number>): GroupSize[] =>
  Object.entries(people).map(([group, n]) => ({ group, people: n, small: tooFew(n) }));

const withheldOf = (people: Record<string, number>, blankOrDeclined: number) => {
  const result = withholding(sizes(people), blankOrDeclined);
  return result.kind === 'some_groups' ? [...result.groups].sort() : result.kind;
};

describe('withholding the groups of a table', () => {
  it('withholds nothing when no group has 1 to 4 people, zeros included', () => {
    expect(withheldOf({ female: 40, male: 5, another: 0 }, 0)).toBe('none');
  });

  it('lets the people who left the question blank or declined it cover a small group', () => {
    // 2 + 1 hidden people for one withheld group: 'another' may hold 1, 2 or 3 of them.
    expect(withheldOf({ female: 40, male: 40, another: 2 }, 1)).toEqual(['another']);
    expect(withheldOf({ female: 40, male: 40, another: 2 }, 0)).toEqual(['another']);
  });

  it('withholds the next smallest group too when the hidden sum would give a small group away', () => {
    // One person in 'another', nobody blank or declined: the totals minus the shown groups would be 1.
    expect(withheldOf({ female: 12, male: 40, another: 1 }, 0)).toEqual(['another', 'female']);
    // An empty group withheld adds no room, so the next one is withheld as well.
    expect(withheldOf({ female: 0, male: 40, another: 1 }, 0)).toEqual(['another', 'female', 'male']);
  });

  it('withholds equal groups together, so that no order among them tells them apart', () => {
    expect(withheldOf({ a: 1, b: 5, c: 5, d: 30 }, 0)).toEqual(['a', 'b', 'c']);
    expect(withheldOf({ female: 20, male: 20, another: 1 }, 0)).toEqual(['another', 'female', 'male']);
  });

  it('withholds several small groups with room for each of them', () => {
    expect(withheldOf({ a: 1, b: 1, c: 9 }, 1)).toEqual(['a', 'b']);
    expect(withheldOf({ a: 1, b: 1, c: 9 }, 0)).toEqual(['a', 'b', 'c']);
  });

  it('withholds the whole table when every group withheld would still pin them down', () => {
    expect(withheldOf({ a: 1, b: 1, c: 1 }, 0)).toBe('whole_table');
  });

  /**
   * The attacker knows every shown number, the hidden sum (the totals minus the shown groups minus the
   * people known to have given no self-identification) and this rule. For every table of `groupCount`
   * groups up to `most` people each (and as many blank or declined), it collects the tables that publish
   * the same thing; a withheld group whose size is the same in all of them would be given away.
   * `listedOnlyWhenNonEmpty` is the sex × race/ethnicity table, which lists only combinations someone has.
   */
  function givenAway(groupCount: number, most: number, listedOnlyWhenNonEmpty: boolean) {
    const names = Array.from({ length: groupCount }, (_, i) => `g${i}`);
    const published = new Map<string, Map<string, Set<number>>>();
    const tables = (prefix: number[]): number[][] =>
      prefix.length === groupCount
        ? [prefix]
        : Array.from({ length: most + 1 }, (_, n) => tables([...prefix, n])).flat();
    for (const people of tables([])) {
      const groups = names
        .map((group, i) => ({ group, people: people[i] ?? 0, small: tooFew(people[i] ?? 0) }))
        .filter((g) => !listedOnlyWhenNonEmpty || g.people > 0);
      for (let blankOrDeclined = 0; blankOrDeclined <= most; blankOrDeclined++) {
        const result = withholding(groups, blankOrDeclined);
        if (result.kind !== 'some_groups') continue;
        const hidden =
          blankOrDeclined + groups.reduce((s, g) => s + (result.groups.has(g.group) ? g.people : 0), 0);
        // Beyond `most` the enumeration would miss tables that publish the same.
        if (hidden > most) continue;
        const view = JSON.stringify([
          groups.map((g) => (result.groups.has(g.group) ? `${g.group}:withheld` : `${g.group}:${g.people}`)),
          hidden,
        ]);
        const seen = published.get(view) ?? new Map<string, Set<number>>();
        for (const g of groups) {
          if (result.groups.has(g.group)) seen.set(g.group, (seen.get(g.group) ?? new Set()).add(g.people));
        }
        published.set(view, seen);
      }
    }
    return [...published].flatMap(([view, seen]) =>
      [...seen].filter(([, values]) => values.size < 2).map(([group, values]) => ({ view, group, values })),
    );
  }

  it('never lets anyone who knows the totals and this rule work out a withheld group’s size', () => {
    expect(givenAway(2, 9, false)).toEqual([]);
    expect(givenAway(3, 9, false)).toEqual([]);
    expect(givenAway(4, 6, false)).toEqual([]);
    expect(givenAway(6, 4, false)).toEqual([]);
    expect(givenAway(3, 9, true)).toEqual([]);
    expect(givenAway(5, 5, true)).toEqual([]);
  });
});
