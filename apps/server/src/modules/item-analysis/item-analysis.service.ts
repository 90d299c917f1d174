import { ITEM_ANALYSIS_MIN_RESPONSES, type TItemAnalysis } from '@app/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { itemAnalysisRepository } from './item-analysis.repository';
import { analyseItems } from './item-statistics';

export const itemAnalysisService = {
  /** Statistics of every item of a library test or the company's own test, from the company's candidates. */
  async analyse(db: Database, actor: Actor, testId: string): Promise<TItemAnalysis> {
    const companyId = companyOf(actor);
    const test = await itemAnalysisRepository.test(db, companyId, testId);
    if (!test) throw notFound('Test');
    const questions = await itemAnalysisRepository.formQuestions(db, companyId, testId);
    const items = await itemAnalysisRepository.items(db, testId, [
      ...new Set(questions.map((q) => q.itemId)),
    ]);
    return {
      testId: test.id,
      testName: test.name,
      minResponses: ITEM_ANALYSIS_MIN_RESPONSES,
      items: analyseItems(items, questions),
    };
  },
};
