import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import {
  type AiProvider,
  AiProviderError,
  type GenerateItemsRequest,
  MAX_ITEMS_PER_CALL,
  type RoleProfile,
} from '../ai';
import { comparableTexts } from '../ai/quality';
import { aiCallCollector, aiLogService } from '../ai-log/ai-log.service';
import type { BankItem, TestBank } from '../items/library/item-schema';
import { aiCacheRepository } from './ai-cache.repository';
import type { Blueprint, FormContext, ItemCell } from './blueprints';

export type TestMode = 'pre-built' | 'ai-generated' | 'hybrid';

/**
 * How many of a cell's items the AI provider writes. ai-generated: all of them (the bank fills what the
 * provider could not). hybrid: half of each cell, rounded down, and every other single-item cell, so about
 * half of each generated section is AI-written and half are bank items with known properties, which
 * anchor the scale. Cells without a slot (Big Five statements, reading passages) always come from the
 * bank: IPIP statements are validated and generated ones are not, and passages are written with their
 * question sets.
 */
export function aiShare(mode: TestMode, cell: ItemCell, cellIndex: number): number {
  if (mode === 'pre-built' || !cell.slot) return 0;
  if (mode === 'ai-generated') return cell.count;
  return cell.count >= 2 ? Math.floor(cell.count / 2) : cellIndex % 2 === 0 ? cell.count : 0;
}

/** Items asked for per slot: twice what a form takes, so candidates of one role still get different forms. */
export const poolSize = (share: number) => Math.min(MAX_ITEMS_PER_CALL, Math.max(3, share * 2));

/** Distinct roles generated for in one chunk; candidates of further roles get the industry-wide role. */
export const MAX_ROLES_PER_CHUNK = 10;
/** Provider calls in flight at once. */
const CONCURRENCY = 4;

export type CandidateRole = { id: string; position: string | null; experienceLevel: string | null };
export type GeneratedPool = { items: BankItem[]; model: string };
/** The pools of one candidate's role, by `${testId}:${cellIndex}`. */
export type RolePools = Map<string, GeneratedPool>;
export const poolKey = (testId: string, cellIndex: number) => `${testId}:${cellIndex}`;

const normalise = (value: string | null | undefined) => value?.trim().replace(/\s+/g, ' ') || undefined;

/** The role as the provider sees it: position, experience level and industry, nothing about the person. */
export function roleProfileOf(candidate: Omit<CandidateRole, 'id'>, industry: string): RoleProfile {
  return {
    position: normalise(candidate.position),
    experienceLevel: normalise(candidate.experienceLevel),
    industry,
  };
}

const roleKey = (role: RoleProfile) =>
  `${role.position?.toLowerCase() ?? ''}|${role.experienceLevel?.toLowerCase() ?? ''}`;
const lowerCased = (role: RoleProfile): RoleProfile => ({
  position: role.position?.toLowerCase(),
  experienceLevel: role.experienceLevel?.toLowerCase(),
  industry: role.industry,
});
const spelling = (candidate: Omit<CandidateRole, 'id'>) =>
  `${normalise(candidate.position) ?? ''}|${normalise(candidate.experienceLevel) ?? ''}`;

type Section = { testId: string; bank: TestBank; blueprint: Blueprint };

/**
 * The AI pools every candidate of the chunk draws from: read from the cache, or generated once per role
 * and blueprint slot and cached. A provider failure is logged and leaves the slot to the bank; once the
 * server proves unreachable or failing, the chunk stops calling it, so it costs one timeout, not hundreds.
 * Every call goes to the AI call log under the company, the assessment and the slot's cache key (which
 * links the items on a candidate's form to the calls that wrote them), in one insert for the chunk.
 */
export async function loadGeneratedPools(
  deps: { db: Database; ai: AiProvider | null; logger: Logger },
  input: {
    companyId: string;
    assessmentId: string;
    mode: TestMode;
    industry: string;
    customInstructions: string | null;
    sections: Section[];
    candidates: CandidateRole[];
  },
): Promise<(candidateId: string) => RolePools> {
  const none: RolePools = new Map();
  const { ai } = deps;
  if (!ai || input.mode === 'pre-built' || input.candidates.length === 0) return () => none;

  const context: FormContext = { industry: input.industry };
  const roles = new Map<string, RoleProfile>();
  const roleOfCandidate = new Map<string, string>();
  const industryWide = roleProfileOf({ position: null, experienceLevel: null }, input.industry);
  // Spellings of one role ('Nurse', 'nurse') share a key; the first in sort order is the one sent.
  const ordered = [...input.candidates].sort((a, b) => (spelling(a) < spelling(b) ? -1 : 1));
  for (const candidate of ordered) {
    let role = roleProfileOf(candidate, input.industry);
    if (!roles.has(roleKey(role)) && roles.size >= MAX_ROLES_PER_CHUNK) role = industryWide;
    if (!roles.has(roleKey(role))) roles.set(roleKey(role), role);
    roleOfCandidate.set(candidate.id, roleKey(role));
  }

  type Slot = { role: string; pool: string; request: GenerateItemsRequest; key: string; section: Section };
  const slots: Slot[] = [];
  for (const [role, roleProfile] of roles) {
    for (const section of input.sections) {
      section.blueprint.cells.forEach((cell, index) => {
        if (cell.kind !== 'items' || !cell.slot) return;
        const share = aiShare(input.mode, cell, index);
        if (share === 0) return;
        const request: GenerateItemsRequest = {
          slot: { testId: section.testId, ...cell.slot(context) },
          roleProfile,
          customInstructions: input.customInstructions ?? undefined,
          count: poolSize(share),
          avoidTexts: [],
          keyCheck: true,
        };
        slots.push({
          role,
          pool: poolKey(section.testId, index),
          request,
          // Under the lower-cased role, so every spelling and every chunk of a role shares the items.
          key: ai.cacheKey({ ...request, roleProfile: lowerCased(roleProfile) }),
          section,
        });
      });
    }
  }

  const cached = new Map(
    (await aiCacheRepository.find(deps.db, [...new Set(slots.map((s) => s.key))])).map((row) => [
      row.cacheKey,
      { items: row.items, model: row.model },
    ]),
  );
  const missing = [...new Map(slots.filter((s) => !cached.has(s.key)).map((s) => [s.key, s])).values()];
  let providerDown = false;
  const log = aiCallCollector();
  const generate = async (slot: Slot) => {
    if (providerDown) return;
    try {
      const avoidTexts = slot.section.bank.items.flatMap(comparableTexts);
      const onCall = log.observe({
        companyId: input.companyId,
        assessmentId: input.assessmentId,
        cacheKey: slot.key,
      });
      const result = await ai.generateItems({ ...slot.request, avoidTexts, onCall });
      if (result.problems.length > 0)
        deps.logger.info({ slot: slot.request.slot, problems: result.problems }, 'AI items rejected');
      if (result.items.length === 0) return;
      await aiCacheRepository.save(deps.db, {
        cacheKey: slot.key,
        testId: slot.section.testId,
        model: result.model,
        promptVersion: ai.promptVersion,
        items: result.items,
      });
    } catch (error) {
      // Unreachable, timing out or failing: stop asking. A refusal or bad output concerns this slot only.
      if (error instanceof AiProviderError && ['timeout', 'network', 'http'].includes(error.code))
        providerDown = true;
      deps.logger.warn({ err: error, slot: slot.request.slot }, 'AI provider failed; using the item bank');
    }
  };
  try {
    for (let i = 0; i < missing.length; i += CONCURRENCY) {
      await Promise.all(missing.slice(i, i + CONCURRENCY).map(generate));
    }
  } finally {
    await aiLogService.record(deps, log.calls);
  }

  // Read back what was saved: when two chunks generated the same slot at once, both use the winner's items.
  for (const row of await aiCacheRepository.find(
    deps.db,
    missing.map((s) => s.key),
  ))
    cached.set(row.cacheKey, { items: row.items, model: row.model });

  const poolsByRole = new Map<string, RolePools>();
  for (const slot of slots) {
    const pool = cached.get(slot.key);
    if (!pool) continue;
    const pools = poolsByRole.get(slot.role) ?? new Map<string, GeneratedPool>();
    pools.set(slot.pool, pool);
    poolsByRole.set(slot.role, pools);
  }
  return (candidateId) => poolsByRole.get(roleOfCandidate.get(candidateId) ?? '') ?? none;
}
