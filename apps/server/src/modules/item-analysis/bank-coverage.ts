/**
 * Whether a library test's bank still fills its blueprint for every candidate (pure).
 *
 * Forms are drawn at random (form-assembly.ts), so a bank that filled one form may fail another. The check
 * plays the least lucky draw instead of a random one: each cell takes, of the items it may take, those
 * that later cells also need, and a passage cell may pick any passage it matches. For the library's
 * blueprints, whose cells are disjoint or nested (a cell's fallback is a later cell's pool), that draw is
 * the worst case, so when it fills, every draw fills. Generated (AI) items only ever replace bank items,
 * so the check assumes none. Every industry is checked: the industry decides the situational judgement
 * cell, and the company may run assessments for any.
 */
import { INDUSTRIES } from '@app/contracts';
import type { Blueprint, FormContext, ItemCell } from '../assessments/blueprints';
import type { BankItem, TestBank } from '../items/library/item-schema';

/** Every industry the bank distinguishes, and one it does not (which reads as 'Other'). */
const CONTEXTS: FormContext[] = [...INDUSTRIES, 'Unlisted'].map((industry) => ({ industry }));

function worstDrawFails(bank: TestBank, blueprint: Blueprint, context: FormContext): string | null {
  const taken = new Set<string>();
  const itemCells = blueprint.cells.filter((c): c is ItemCell => c.kind === 'items');
  const laterNeed = (item: BankItem, after: number) =>
    itemCells.slice(after + 1).filter((c) => c.where(item, context) || (c.fallback?.(item, context) ?? false))
      .length;
  const takeWorst = (pool: BankItem[], count: number, cellIndex: number) => {
    const chosen = pool
      .filter((i) => !taken.has(i.id))
      .sort((a, b) => laterNeed(b, cellIndex) - laterNeed(a, cellIndex))
      .slice(0, count);
    for (const i of chosen) taken.add(i.id);
    return chosen.length;
  };

  for (const cell of blueprint.cells) {
    if (cell.kind === 'passages') {
      const passages = (bank.passages ?? []).filter((p) => cell.where(p) && !taken.has(p.id));
      const questionsOf = (passageId: string) =>
        bank.items.filter((i) => 'passageId' in i && i.passageId === passageId && !taken.has(i.id));
      // Any matching passage may be drawn, so each needs its questions.
      if (
        passages.length < cell.count ||
        passages.some((p) => questionsOf(p.id).length < cell.questionsPerPassage)
      )
        return cell.label;
      for (const p of passages.slice(0, cell.count)) {
        taken.add(p.id);
        for (const q of questionsOf(p.id).slice(0, cell.questionsPerPassage)) taken.add(q.id);
      }
      continue;
    }
    const index = itemCells.indexOf(cell);
    let filled = takeWorst(
      bank.items.filter((i) => cell.where(i, context)),
      cell.count,
      index,
    );
    const fallback = cell.fallback;
    if (filled < cell.count && fallback)
      filled += takeWorst(
        bank.items.filter((i) => fallback(i, context)),
        cell.count - filled,
        index,
      );
    if (filled < cell.count) return cell.label;
  }
  return null;
}

/** The label of a blueprint cell that some draw could not fill, or null when every draw fills. */
export function unfillableCell(bank: TestBank, blueprint: Blueprint): string | null {
  for (const context of CONTEXTS) {
    const label = worstDrawFails(bank, blueprint, context);
    if (label) return label;
  }
  return null;
}
