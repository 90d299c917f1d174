import type { AppContext } from '../../context';
import {
  candidateForms,
  candidates,
  formSections,
  profiles,
  type SelectedTestSnapshot,
  user,
  verification,
} from '../../db/schema';
import { analyzeAfterBulkWrite } from '../../db/statistics';
import { inviteCandidates } from '../invitations/invitations.service';
import { storeAiItems, storedBank } from '../items/items.service';
import { aiShare, loadGeneratedPools, poolKey, type TestMode } from './ai-items';
import { BLUEPRINTS, customBlueprint } from './blueprints';
import { type AssembledItem, assembleForm, formSeed, optionOrderOf, rngFor } from './form-assembly';
import { FORMS_COUNTER, type NewForm, type NewQuestion, pipelineRepository } from './pipeline.repository';
import { TEST_IDS } from './test-ids';

/**
 * An AI-generated assessment without chosen tests still gets a fixed blueprint: judgement, reasoning
 * and English, the constructs that fit any role. The AI provider personalises their surface.
 */
export const DEFAULT_TEST_IDS = [
  TEST_IDS.situationalJudgement,
  TEST_IDS.logicalReasoning,
  TEST_IDS.englishGrammar,
];

export type GenerateFormsPayload = { assessmentId: string; candidateIds: string[] };
/** The tables a batch's chunks fill: forms, questions, the candidates' status, accounts and invitation links. */
const PROVISIONED_TABLES = [candidates, formSections, candidateForms, user, profiles, verification];
type Deps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'ai' | 'logger'>;

/**
 * The question-generation and credential steps for a chunk of an upload's candidates. Idempotent: a
 * candidate with a form is not drawn again, one with an account is not invited again, so a retried
 * job finishes what the failed attempt left.
 */
export async function runPipelineChunk(
  deps: Deps,
  payload: GenerateFormsPayload & { batchCandidates?: number | undefined },
) {
  const assessment = await generateForms(deps, payload);
  if (!assessment) return; // deleted since the upload: nothing left to do
  const toInvite = await pipelineRepository.readyWithoutAccount(deps.db, assessment.id, payload.candidateIds);
  // Decided again under the invitation's row lock: another run of this chunk (a retry racing the run
  // whose job expired) may have invited them since, and a second link would be a duplicate email.
  const invited = (candidate: { userId: string | null }) =>
    candidate.userId === null ? null : 'Invited by another run of this chunk.';
  if (toInvite.length > 0) await inviteCandidates(deps, assessment.companyId, toInvite, { skip: invited });
  await pipelineRepository.clearFailure(deps.db, payload.candidateIds);
  // Once per batch, after its last chunk (chunks run about in order, so at most the few still running
  // are missing from the sample): the first reports after a large upload are planned on its rows.
  if (payload.batchCandidates)
    await analyzeAfterBulkWrite(deps.db, deps.logger, payload.batchCandidates, PROVISIONED_TABLES);
}

/** The question-generation step: a personal form for each candidate of the chunk that has none. */
export async function generateForms(deps: Pick<Deps, 'db' | 'ai' | 'logger'>, payload: GenerateFormsPayload) {
  const { db } = deps;
  const assessment = await pipelineRepository.assessment(db, payload.assessmentId);
  if (!assessment) return null;

  const tests = await sectionTests(deps, assessment.selectedTests);
  const sectionRows = await pipelineRepository.ensureSections(db, assessment.id, tests);
  const pending = await pipelineRepository.withoutForm(db, assessment.id, payload.candidateIds);

  if (pending.length > 0) {
    const testIds = sectionRows.flatMap((s) => (s.testId ? [s.testId] : []));
    // Forms per item, per test: read for every item of every draw, so keyed without building strings.
    const counts = new Map(testIds.map((id) => [id, new Map<string, number>()]));
    for (const row of await pipelineRepository.exposure(db, testIds))
      counts.get(row.testId)?.set(row.itemId, row.forms);
    const countsOf = (testId: string) => counts.get(testId) ?? new Map<string, number>();
    const bump = (testId: string, itemId: string) => {
      const test = countsOf(testId);
      test.set(itemId, (test.get(itemId) ?? 0) + 1);
    };
    const before = new Map([...counts].map(([id, test]) => [id, new Map(test)]));

    const versionKey = sectionRows.map((s) => s.blueprintVersion).join('.');
    const banked = await Promise.all(
      sectionRows.map(async (section) => {
        if (!section.testId) throw new Error(`No item bank for the test "${section.name}"`);
        const stored = await storedBank(db, section.testId, assessment.companyId);
        const blueprint = stored.custom
          ? customBlueprint(stored.bank, stored.custom)
          : BLUEPRINTS[section.testId];
        if (!blueprint || stored.bank.items.length === 0)
          throw new Error(`No item bank for the test "${section.name}"`);
        return { section, testId: section.testId, bank: stored.bank, blueprint, stored };
      }),
    );
    const mode = assessment.testMode as TestMode;
    const poolsOf = await loadGeneratedPools(deps, {
      companyId: assessment.companyId,
      assessmentId: assessment.id,
      mode,
      industry: assessment.industry,
      customInstructions: assessment.customInstructions,
      sections: banked.filter((b) => !b.stored.custom),
      candidates: pending,
    });
    const drawn: { candidateId: string; sectionId: string; seed: string; entries: AssembledItem[] }[] = [];
    const forms: NewForm[] = [];
    for (const candidate of pending) {
      const seed = formSeed(assessment.id, candidate.id, versionKey);
      const pools = poolsOf(candidate.id);
      for (const { section, bank, blueprint, stored } of banked) {
        const testCounts = countsOf(bank.testId);
        const testForms = testCounts.get(FORMS_COUNTER) ?? 0;
        const assembled = assembleForm({
          bank,
          blueprint,
          seed,
          context: { industry: assessment.industry },
          exposure: (itemId) => (testForms === 0 ? 0 : (testCounts.get(itemId) ?? 0) / testForms),
          generated: (cellIndex) => {
            const pool = pools.get(poolKey(bank.testId, cellIndex));
            const cell = blueprint.cells[cellIndex];
            // An AI-written item the company retired is cached for its role but no longer drawn.
            return pool && cell?.kind === 'items'
              ? {
                  ...pool,
                  items: pool.items.filter((item) => !stored.isRetired(item)),
                  share: aiShare(mode, cell, cellIndex),
                }
              : undefined;
          },
        });
        // A company's test shows its questions in its own order, however they were drawn.
        if (stored.custom) assembled.sort((a, b) => bank.items.indexOf(a.item) - bank.items.indexOf(b.item));
        drawn.push({ candidateId: candidate.id, sectionId: section.id, seed, entries: assembled });
        for (const entry of assembled) bump(bank.testId, entry.item.id);
        bump(bank.testId, FORMS_COUNTER);
      }
      forms.push({ candidateId: candidate.id, assessmentId: assessment.id, seed });
    }

    const bySection = new Map(banked.map((b) => [b.section.id, b]));
    const aiRowIdOf = await storeAiItems(
      db,
      drawn.flatMap(({ sectionId, entries }) =>
        entries.flatMap((entry) =>
          entry.origin?.source === 'ai'
            ? [
                {
                  testId: bySection.get(sectionId)?.testId ?? '',
                  item: entry.item,
                  model: entry.origin.model,
                },
              ]
            : [],
        ),
      ),
    );
    const questions: NewQuestion[] = drawn.flatMap(({ candidateId, sectionId, seed, entries }) => {
      const { testId, blueprint, stored } = bySection.get(sectionId) as (typeof banked)[number];
      // One generator per candidate and test for every question's options, in question order: a
      // generator per question cost more CPU than the rest of the draw (bench/, decision 016).
      const optionsRng = rngFor(seed, `options:${testId}`);
      return entries.map((entry, index) => {
        const itemId =
          entry.origin?.source === 'ai' ? aiRowIdOf(testId, entry.item) : stored.rowIdOf(entry.item);
        if (!itemId) throw new Error(`Item ${entry.item.id} of test ${testId} is not stored`);
        return {
          sectionId,
          candidateId,
          questionNumber: index + 1,
          itemId,
          optionOrder: optionOrderOf(entry.item, optionsRng, stored.custom?.shuffleOptions ?? true),
          timeLimitSeconds: blueprint.questionSeconds(entry.item),
        };
      });
    });

    const exposure = [...counts].flatMap(([testId, test]) =>
      [...test].flatMap(([itemId, total]) => {
        const added = total - (before.get(testId)?.get(itemId) ?? 0);
        return added > 0 ? [{ testId, itemId, forms: added }] : [];
      }),
    );
    await pipelineRepository.saveForms(db, { companyId: assessment.companyId, questions, forms, exposure });
  }
  return assessment;
}

/** The assessment's tests in display order, with what a section needs from the library and blueprint. */
async function sectionTests(deps: Pick<Deps, 'db'>, selected: SelectedTestSnapshot[]) {
  const ids = selected.length > 0 ? selected.map((t) => t.id) : DEFAULT_TEST_IDS;
  const library = await pipelineRepository.libraryTests(deps.db, ids);
  const byId = new Map(library.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const snapshot = selected.find((t) => t.id === id);
    // A company's own test is drawn by customBlueprint, whose version is 1.
    const blueprint = row?.companyId ? { version: 1 } : BLUEPRINTS[id];
    // A test without its bank cannot be assembled: fail loudly rather than hand out an empty section.
    if (!row || !blueprint)
      throw new Error(`No item bank for the test "${snapshot?.name ?? row?.name ?? id}"`);
    return [
      {
        id,
        name: snapshot?.name ?? row.name,
        category: snapshot?.category ?? row.category,
        subCategory: snapshot?.subCategory ?? row.subCategory,
        durationMinutes: snapshot?.durationMinutes ?? row.durationMinutes,
        questionCount: snapshot?.questionCount ?? row.questionCount,
        description: row.description,
        blueprintVersion: blueprint.version,
      },
    ];
  });
}
