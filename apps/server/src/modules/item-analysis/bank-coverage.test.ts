import { describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../assessments/blueprints';
import { assembleForm, BlueprintError } from '../assessments/form-assembly';
import { TEST_IDS } from '../assessments/test-ids';
import { ITEM_BANKS } from '../items/library';
import type { BankItem, TestBank } from '../items/library/item-schema';
import { unfillableCell } from './bank-coverage';

const bankOf = (testId: string) => ITEM_BANKS.get(testId) as TestBank;
const without = (bank: TestBank, drop: (item: BankItem) => boolean): TestBank => ({
  ...bank,
  items: bank.items.filter((i) => !drop(i)),
});
const difficulty = (i: BankItem) => ('difficulty' in i ? i.difficulty : null);

describe('unfillableCell', () => {
  it("finds every library test's full bank fills its blueprint", () => {
    for (const [testId, blueprint] of Object.entries(BLUEPRINTS)) {
      expect(unfillableCell(bankOf(testId), blueprint), testId).toBeNull();
    }
  });

  it('names the cell a disjoint cell runs short in (logical reasoning: 4 hard items left for 5)', () => {
    const bank = bankOf(TEST_IDS.logicalReasoning);
    const hard = bank.items.filter((i) => difficulty(i) === 'hard');
    const blueprint = BLUEPRINTS[TEST_IDS.logicalReasoning];
    if (!blueprint) throw new Error('no blueprint');
    expect(
      unfillableCell(
        without(bank, (i) => hard.indexOf(i) >= 5),
        blueprint,
      ),
    ).toBeNull();
    expect(
      unfillableCell(
        without(bank, (i) => hard.indexOf(i) >= 4),
        blueprint,
      ),
    ).toBe('hard');
  });

  it("counts a fallback's draw on a later cell (SJT: an industry short of scenarios takes general ones)", () => {
    const bank = bankOf(TEST_IDS.situationalJudgement);
    const blueprint = BLUEPRINTS[TEST_IDS.situationalJudgement];
    if (!blueprint) throw new Error('no blueprint');
    const industry = (i: BankItem) => ('industry' in i ? i.industry : null);
    const general = bank.items.filter((i) => industry(i) === 'General');
    // Every industry has 6 scenarios of its own, so 10 general ones fill every form; once Finance has only
    // 4, a Finance form takes a general one for its industry part and the general part is one short.
    const ten = without(bank, (i) => general.indexOf(i) >= 10);
    expect(unfillableCell(ten, blueprint)).toBeNull();
    expect(
      unfillableCell(
        without(bank, (i) => general.indexOf(i) >= 9),
        blueprint,
      ),
    ).toBe('general');
    const finance = ten.items.filter((i) => industry(i) === 'Finance');
    const short = without(ten, (i) => i === finance[0] || i === finance[1]);
    expect(unfillableCell(short, blueprint)).toBe('general');
    // The random draw agrees: a Finance form cannot be assembled from that bank.
    expect(() =>
      assembleForm({ bank: short, blueprint, seed: 's', context: { industry: 'Finance' } }),
    ).toThrow(BlueprintError);
  });

  it('refuses to leave a reading passage with fewer questions than a form asks of it', () => {
    const bank = bankOf(TEST_IDS.readingComprehension);
    const blueprint = BLUEPRINTS[TEST_IDS.readingComprehension];
    if (!blueprint) throw new Error('no blueprint');
    const ofFirst = bank.items.filter((i) => 'passageId' in i && i.passageId === bank.passages?.[0]?.id);
    expect(
      unfillableCell(
        without(bank, (i) => i === ofFirst[0]),
        blueprint,
      ),
    ).toBeNull();
    expect(
      unfillableCell(
        without(bank, (i) => i === ofFirst[0] || i === ofFirst[1]),
        blueprint,
      ),
    ).not.toBeNull();
  });
});
