import { DIF_MIN_GROUP_SIZE, ITEM_ANALYSIS_MIN_RESPONSES, type TItemAnalysis } from '@app/contracts';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { BLUEPRINTS } from '../assessments/blueprints';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { customTestsService } from '../custom-tests/custom-tests.service';
import { storedBank } from '../items/items.service';
import { unfillableCell } from './bank-coverage';
import { itemAnalysisRepository as repository } from './item-analysis.repository';
import { difAppearances, isDifItem, itemDif } from './item-dif';
import { analyseItems } from './item-statistics';

const questionNotFound = () => notFound('Question');

/** The test (a library test or the company's own) and the item version on it; 404 otherwise. */
async function testItem(db: Database, companyId: string, testId: string, itemId: string) {
  const test = await repository.test(db, companyId, testId);
  if (!test) throw notFound('Test');
  const item = await repository.item(db, testId, itemId);
  if (!item) throw questionNotFound();
  return item;
}

export const itemAnalysisService = {
  /**
   * Statistics of every item of a library test or the company's own test, from the company's candidates,
   * with each keyed right/wrong item's differential functioning by sex and race/ethnicity in the company's
   * fairness region's categories (item-dif.ts) and whether the company retired it.
   */
  async analyse(db: Database, actor: Actor, testId: string): Promise<TItemAnalysis> {
    const companyId = companyOf(actor);
    const test = await repository.test(db, companyId, testId);
    if (!test) throw notFound('Test');
    const questions = await repository.formQuestions(db, companyId, testId);
    const items = await repository.items(db, testId, [...new Set(questions.map((q) => q.itemId))]);
    const region = await repository.fairnessRegion(db, companyId);
    const [counts, retired] = await Promise.all([
      repository.difCounts(db, companyId, region, difAppearances(items, questions)),
      repository.retiredItemIds(
        db,
        companyId,
        items.map((i) => i.id),
      ),
    ]);
    const dif = itemDif(
      region,
      items.filter(isDifItem).map((i) => i.id),
      counts,
    );
    const statistics = analyseItems(items, questions);
    return {
      testId: test.id,
      testName: test.name,
      region,
      minResponses: ITEM_ANALYSIS_MIN_RESPONSES,
      difMinGroupSize: DIF_MIN_GROUP_SIZE,
      items: items.map((item, i) => ({
        ...(statistics[i] as (typeof statistics)[number]),
        itemId: item.id,
        source: item.source,
        retired: item.source === 'custom' ? item.status === 'retired' : retired.has(item.id),
        dif: dif.get(item.id) ?? [],
      })),
    };
  },

  /**
   * Stops the company's new forms from drawing the item; forms that showed it keep it. A library test's
   * item is refused (409) when the rest of the bank could not fill the test's blueprint for every
   * candidate (bank-coverage.ts). A company's own test's question is removed through the custom test's
   * own removal (retired there, since forms used it); its reason is not kept, as that removal keeps none.
   */
  async retire(db: Database, actor: Actor, testId: string, itemId: string, reason: string): Promise<void> {
    const companyId = companyOf(actor);
    const item = await testItem(db, companyId, testId, itemId);
    if (item.source === 'custom') {
      if (item.status !== 'active') throw conflict('This question is already removed from your test.');
      await customTestsService.removeItem(db, actor, testId, item.itemKey);
      return;
    }
    await db.transaction(async (tx) => {
      await repository.lockRetirements(tx, companyId, testId);
      const blueprint = BLUEPRINTS[testId];
      if (item.source === 'library' && blueprint) {
        const stored = await storedBank(db, testId, companyId);
        const rest = { ...stored.bank, items: stored.bank.items.filter((i) => stored.rowIdOf(i) !== itemId) };
        const cell = unfillableCell(rest, blueprint);
        if (cell)
          throw conflict(
            `Retiring this question would leave too few questions for the "${cell}" part of the test, so some candidates' forms could not be drawn. Keep it, or restore a question you retired before.`,
          );
      }
      await repository.retire(tx, { companyId, itemId, reason, retiredBy: actor.session.user.id });
    });
  },

  /** The company's new forms may draw the item again. */
  async restore(db: Database, actor: Actor, testId: string, itemId: string): Promise<void> {
    const companyId = companyOf(actor);
    const item = await testItem(db, companyId, testId, itemId);
    if (item.source === 'custom')
      throw conflict(
        "A question removed from your own test comes back by adding it again in the test's editor.",
      );
    if (!(await repository.restore(db, companyId, itemId))) throw conflict('This question is not retired.');
  },
};
