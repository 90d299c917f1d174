import { type BankItem, type TestBank, ZBankItem, ZPassage } from './item-schema';

/** How many times a test's question count its bank must hold, so forms differ between candidates. */
export const BANK_SIZE_FACTOR = 3;

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The checks every bank must pass; returns what is wrong, empty when nothing. The rules come from
 * ASSESSMENT.md section 3 (one key, distinct options, no "all of the above", balanced reverse keys).
 */
export function bankProblems(bank: TestBank, questionCount: number): string[] {
  const problems: string[] = [];
  const problem = (item: { id: string } | null, message: string) =>
    problems.push(item ? `${item.id}: ${message}` : message);

  if (bank.items.length < BANK_SIZE_FACTOR * questionCount) {
    problem(null, `holds ${bank.items.length} items, needs at least ${BANK_SIZE_FACTOR * questionCount}`);
  }
  const ids = new Set<string>();
  const texts = new Map<string, string>();
  const passages = new Map((bank.passages ?? []).map((p) => [p.id, p]));
  for (const passage of bank.passages ?? []) {
    const parsed = ZPassage.safeParse(passage);
    if (!parsed.success) problem(passage, parsed.error.issues.map((i) => i.message).join('; '));
  }

  for (const item of bank.items) {
    const parsed = ZBankItem.safeParse(item);
    if (!parsed.success) {
      problem(item, parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
      continue;
    }
    if (ids.has(item.id)) problem(item, 'duplicate id');
    ids.add(item.id);
    // Reading items may share a stem ("What is the main purpose of the text?"): key them by passage.
    const textKey = `${'passageId' in item ? (item.passageId ?? '') : ''}|${normalise(item.text)}`;
    const twin = texts.get(textKey);
    if (twin) problem(item, `same text as ${twin}`);
    texts.set(textKey, item.id);
    for (const message of itemProblems(item)) problem(item, message);
    if ('passageId' in item && item.passageId && !passages.has(item.passageId)) {
      problem(item, `unknown passage ${item.passageId}`);
    }
  }

  const likert = bank.items.filter((i) => i.type === 'likert_scale');
  for (const trait of new Set(likert.map((i) => i.trait))) {
    const items = likert.filter((i) => i.trait === trait);
    const reversed = items.filter((i) => i.reverse).length;
    // Acquiescence cancels out only when both directions are well represented.
    if (reversed < items.length * 0.25 || reversed > items.length * 0.75) {
      problem(null, `${trait}: ${reversed} of ${items.length} items reverse-keyed, outside 25-75%`);
    }
  }
  return problems;
}

function itemProblems(item: BankItem): string[] {
  const problems: string[] = [];
  const options =
    item.type === 'mcq'
      ? item.options
      : item.type === 'sjt' || item.type === 'forced_choice'
        ? item.options.map((o) => o.text)
        : [];
  if (new Set(options.map(normalise)).size !== options.length) problems.push('options are not distinct');
  if (options.some((o) => /\b(all|none|both) of the above\b/i.test(o)))
    problems.push('"of the above" option');
  if (item.type === 'mcq' && item.key >= item.options.length) problems.push('key outside the options');
  if (item.type === 'sjt') {
    const ratings = item.options.map((o) => o.effectiveness).sort();
    if (ratings.join() !== '1,2,3,4') problems.push('effectiveness ratings must be 1, 2, 3 and 4 once each');
  }
  if (item.type === 'open_ended' && item.minWords >= item.maxWords) problems.push('minWords ≥ maxWords');
  if (item.type === 'likert_scale' && item.text.split(/\s+/).length > 20) problems.push('more than 20 words');
  return problems;
}
