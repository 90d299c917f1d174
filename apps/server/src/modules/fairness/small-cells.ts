import { FAIRNESS_MIN_GROUP_SIZE } from '@app/contracts';

/** 1-4 people: too few to show, and too few to count without showing who they are. */
export const tooFew = (people: number) => people > 0 && people < FAIRNESS_MIN_GROUP_SIZE;

export type GroupSize = {
  group: string;
  /** Everyone the table counts in the group. */
  people: number;
  /** Must be withheld on its own account (1-4 people, or too few for its rate). */
  small: boolean;
};

export type Withholding =
  | { kind: 'none' }
  | { kind: 'some_groups'; groups: Set<string> }
  | { kind: 'whole_table' };

/**
 * Which groups of one table to withhold so that no small group's size can be worked out, even by someone
 * who knows every total of the report, who gave no self-identification at all, and this rule.
 *
 * The withheld groups are given only as one sum with the unknown and declined people. Subtracting the
 * people known to have given no self-identification leaves a hidden sum; a withheld group's size is pinned
 * down only when that sum leaves no room, which happens when it holds no more than one person per withheld
 * group. So the small groups are withheld, then the smallest of the rest (empty groups first, ties
 * together, so that no order among equals tells them apart) until the hidden sum exceeds the number of
 * withheld groups. When even withholding every group leaves no room, the table itself is withheld.
 *
 * `blankOrDeclined` is everyone else in the hidden sum: people who filled in the self-identification but left
 * this question blank or chose "prefer not to say". The exhaustive test in small-cells.test.ts plays the
 * attacker against every table up to a size and finds no withheld group whose size it can tell.
 */
export function withholding(groups: readonly GroupSize[], blankOrDeclined: number): Withholding {
  const withheld = new Set(groups.filter((g) => g.small).map((g) => g.group));
  if (withheld.size === 0) return { kind: 'none' };
  const hidden = () =>
    blankOrDeclined + groups.reduce((sum, g) => sum + (withheld.has(g.group) ? g.people : 0), 0);
  while (hidden() <= withheld.size) {
    const rest = groups.filter((g) => !withheld.has(g.group));
    if (rest.length === 0) return { kind: 'whole_table' };
    const smallest = Math.min(...rest.map((g) => g.people));
    for (const g of rest) if (g.people === smallest) withheld.add(g.group);
  }
  return { kind: 'some_groups', groups: withheld };
}
