import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';
import type { BankItem, Passage, TestBank } from '../items/library/item-schema';
import type { Blueprint, FormContext } from './blueprints';

/**
 * ASSESSMENT.md section 2: no item is drawn for more than this share of forms while other eligible
 * items are below it. With banks three times a form's length the average share is about a third.
 */
export const MAX_EXPOSURE = 0.5;

export type Rng = () => number;

/** DESIGN.md section 7: the seed is sha256(assessment | candidate | blueprint version), stored with the form. */
export function formSeed(
  assessmentId: string,
  candidateId: string,
  blueprintVersion: number | string,
): string {
  return createHash('sha256').update(`${assessmentId}|${candidateId}|${blueprintVersion}`).digest('hex');
}

export const rngFor = (seed: string, scope: string): Rng => seedrandom(`${seed}:${scope}`);

/** Fisher-Yates with the seeded generator: the same seed gives the same order. */
export function shuffle<T>(values: readonly T[], rng: Rng): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Share of assembled forms that drew the item so far (0 when unknown). */
export type Exposure = (itemId: string) => number;

/**
 * Randomesque selection: a seeded random order, with items at or over the exposure cap moved behind the
 * rest, so they are drawn only when a cell cannot be filled otherwise.
 */
function draw<T extends { id: string }>(
  pool: T[],
  count: number,
  rng: Rng,
  exposure: Exposure,
  taken: Set<string>,
) {
  const order = shuffle(
    pool.filter((x) => !taken.has(x.id)),
    rng,
  );
  const under: T[] = [];
  const over: T[] = [];
  for (const x of order) (exposure(x.id) < MAX_EXPOSURE ? under : over).push(x);
  const chosen = [...under, ...over].slice(0, count);
  for (const x of chosen) taken.add(x.id);
  return chosen;
}

/** Where a form's item came from: the bank, or the AI provider (with the model that wrote it). */
export type ItemSource = { source: 'bank' } | { source: 'ai'; model: string };
export type AssembledItem = { item: BankItem; passage?: Passage; origin?: ItemSource };

/** AI-written items for a cell (by its index in the blueprint) and how many of them the cell takes. */
export type GeneratedForCell = (
  cellIndex: number,
) => { items: BankItem[]; model: string; share: number } | undefined;

export class BlueprintError extends Error {}

/** Draws a form for one test: every cell of the blueprint filled, in blueprint order. Pure for its inputs. */
export function assembleForm(input: {
  bank: TestBank;
  blueprint: Blueprint;
  seed: string;
  context: FormContext;
  exposure?: Exposure;
  generated?: GeneratedForCell;
}): AssembledItem[] {
  const { bank, blueprint, context } = input;
  const exposure = input.exposure ?? (() => 0);
  const rng = rngFor(input.seed, bank.testId);
  const taken = new Set<string>();
  const form: AssembledItem[] = [];

  for (const [cellIndex, cell] of blueprint.cells.entries()) {
    if (cell.kind === 'passages') {
      const passages = draw((bank.passages ?? []).filter(cell.where), cell.count, rng, exposure, taken);
      if (passages.length < cell.count) throw new BlueprintError(`${cell.label}: too few passages`);
      for (const passage of passages) {
        const questions = bank.items.filter((i) => 'passageId' in i && i.passageId === passage.id);
        const picked = draw(questions, cell.questionsPerPassage, rng, exposure, taken);
        if (picked.length < cell.questionsPerPassage)
          throw new BlueprintError(`${passage.id}: too few questions`);
        // Questions keep the passage's own order: a text is read from top to bottom.
        picked.sort((a, b) => questions.indexOf(a) - questions.indexOf(b));
        form.push(...picked.map((item) => ({ item, passage })));
      }
      continue;
    }
    const before = form.length;
    const ai = input.generated?.(cellIndex);
    if (ai && ai.share > 0) {
      // Generated items must fit the cell like bank items do; whatever they cannot fill comes from the bank.
      const written = draw(
        ai.items.filter((i) => cell.where(i, context)),
        Math.min(ai.share, cell.count),
        rng,
        exposure,
        taken,
      );
      form.push(...written.map((item) => ({ item, origin: { source: 'ai' as const, model: ai.model } })));
    }
    const needed = cell.count - (form.length - before);
    const chosen = draw(
      bank.items.filter((i) => cell.where(i, context)),
      needed,
      rng,
      exposure,
      taken,
    );
    if (chosen.length < needed && cell.fallback) {
      const fallback = cell.fallback;
      chosen.push(
        ...draw(
          bank.items.filter((i) => fallback(i, context)),
          needed - chosen.length,
          rng,
          exposure,
          taken,
        ),
      );
    }
    if (chosen.length < needed) throw new BlueprintError(`${cell.label}: too few items`);
    form.push(...chosen.map((item) => ({ item })));
  }
  return form;
}

/**
 * The candidate's order of a choice item's options, as indexes into the item's own (decision 016):
 * shuffled per candidate, so the key is not where it was for the last one; rating scales, True/False and
 * written answers keep theirs (null). A custom test may keep its options in the order it wrote them.
 */
export function optionOrderOf(item: BankItem, rng: Rng, shuffleOptions = true): number[] | null {
  if (!shuffleOptions) return null;
  if (item.type === 'mcq' || item.type === 'forced_choice' || item.type === 'sjt')
    return shuffle(
      item.options.map((_, i) => i),
      rng,
    );
  return null;
}
