import { createHash } from 'node:crypto';
import type { GenerationSlot, RoleProfile } from './generation-schemas';

/** JSON with object keys sorted at every level and undefined properties left out, so equal values hash equally. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** Only the fields a generation depends on: never extra properties a caller's object may carry. */
export function pickRoleProfile(role: RoleProfile): RoleProfile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    position: text(role.position),
    experienceLevel: text(role.experienceLevel),
    industry: text(role.industry) ?? 'General',
  };
}

export function pickSlot(slot: GenerationSlot): GenerationSlot {
  const { testId, type, skill, trait, style, cefr, difficulty, industry } = slot;
  return { testId, type, skill, trait, style, cefr, difficulty, industry };
}

export type CacheKeyInput = {
  slot: GenerationSlot;
  roleProfile: RoleProfile;
  customInstructions?: string;
};

/**
 * SHA-256 (hex) of the prompt version, model, role profile, blueprint slot and custom instructions: what
 * the generated items depend on, and nothing about the candidate, so items are cached per role and slot.
 * The count and the texts to avoid are left out on purpose: they change the batch, not what fits it.
 */
export function cacheKey(request: CacheKeyInput, promptVersion: string, model: string): string {
  const material = stableStringify({
    promptVersion,
    model,
    roleProfile: pickRoleProfile(request.roleProfile),
    slot: pickSlot(request.slot),
    customInstructions: request.customInstructions?.trim() || undefined,
  });
  return createHash('sha256').update(material).digest('hex');
}
