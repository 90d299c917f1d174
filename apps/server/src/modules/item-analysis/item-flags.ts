import type { AnalysedItem } from './item-analysis.types';

/** Conventional cut-offs of classical item analysis (Ebel: below 0.20 an item discriminates poorly). */
export const WEAK_DISCRIMINATION = 0.2;
export const VERY_EASY = 0.95;
export const VERY_HARD = 0.2;

const two = (x: number) => x.toFixed(2).replace('-', '−');
const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

type FlagInput = {
  item: AnalysedItem;
  difficulty: number | null;
  discrimination: number | null;
  options: string[];
  keys: boolean[];
  /** How many of the top 27 % chose each option (keyed items). */
  topCounts: number[];
};

function likertFlags(item: AnalysedItem, r: number | null): string[] {
  if (r === null) return [];
  const trait = item.trait ? quoted(item.trait) : 'its trait';
  if (r < 0)
    return [
      `Goes against its trait (r = ${two(r)}): people who score high on ${trait} tend to disagree with it. Check whether it should be reverse-scored.`,
    ];
  if (r < WEAK_DISCRIMINATION)
    return [
      `Weak fit with its trait (r = ${two(r)} < 0.20): answers to it barely go along with the other ${trait} statements.`,
    ];
  return [];
}

/** Plain-language reasons an admin should look at the item; empty when nothing stands out. */
export function flagsOf({ item, difficulty: p, discrimination: r, options, keys, topCounts }: FlagInput) {
  if (item.type === 'likert_scale') return likertFlags(item, r);
  const flags: string[] = [];
  if (r !== null && r < 0)
    flags.push(
      `Negative discrimination (r = ${two(r)}): candidates who do well overall are less likely to get it right. Check the key.`,
    );
  else if (r !== null && r < WEAK_DISCRIMINATION)
    flags.push(
      `Weak discrimination (r = ${two(r)} < 0.20): candidates who do well overall are not more likely to get it right.`,
    );
  if (p !== null && p > VERY_EASY)
    flags.push(
      `Very easy (p = ${two(p)} > 0.95): almost everyone gets it right, so it tells candidates apart little.`,
    );
  if (p !== null && p < VERY_HARD)
    flags.push(`Very hard (p = ${two(p)} < 0.20): few get it right. Check the key and the wording.`);

  const keyCount = Math.max(0, ...topCounts.filter((_, i) => keys[i]));
  let rival = -1;
  topCounts.forEach((count, i) => {
    if (!keys[i] && count > keyCount && (rival < 0 || count > (topCounts[rival] ?? 0))) rival = i;
  });
  if (rival >= 0)
    flags.push(
      `Among the top 27% of scorers, option ${quoted(options[rival] ?? '')} was chosen more often than the key.`,
    );
  return flags;
}
