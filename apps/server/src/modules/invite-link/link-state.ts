import type { TInviteLinkState } from '@app/contracts';
import { formatInZone } from '../candidates/admission-rules';

/** What deciding a public invitation link's state needs. */
export type LinkFacts = {
  enabled: boolean;
  status: string;
  opensAt: Date | null;
  closesAt: Date | null;
  timeZone: string;
  cap: number | null;
  /** Candidates who joined through the link so far. */
  joined: number;
  /** Test generations the company's plan has left this month (null: not known, not checked). */
  planRemaining: number | null;
};

/**
 * Whether someone may join through the link now, or why not. Disabled wins (the admin's switch), then
 * the assessment's status and window, then the cap and the plan's limit.
 */
export function linkState(facts: LinkFacts, now: Date): Exclude<TInviteLinkState, 'unknown'> {
  if (!facts.enabled) return 'disabled';
  if (facts.status === 'draft') return 'not_yet_open';
  if (facts.status !== 'open') return 'closed';
  if (facts.opensAt && facts.opensAt > now) return 'not_yet_open';
  if (facts.closesAt && facts.closesAt <= now) return 'closed';
  if (facts.cap !== null && facts.joined >= facts.cap) return 'full';
  if (facts.planRemaining !== null && facts.planRemaining <= 0) return 'full';
  return 'open';
}

/** What the public page says for a state where nobody can join, in plain words. */
export function linkStateMessage(
  state: TInviteLinkState,
  facts: { company: string; opensAt: Date | null; timeZone: string } | null,
): string | null {
  const company = facts?.company ?? 'the company';
  switch (state) {
    case 'open':
      return null;
    case 'disabled':
      return `This invitation link is not active. If you expected to take an assessment, ask ${company} for a new link.`;
    case 'not_yet_open':
      return facts?.opensAt
        ? `This assessment opens on ${formatInZone(facts.opensAt, facts.timeZone)}. Come back to this link then.`
        : `This assessment is not open yet. Come back to this link later, or ask ${company} when it opens.`;
    case 'closed':
      return `This assessment is closed, so nobody can join it any more. If you think this is a mistake, contact ${company}.`;
    case 'full':
      return `This assessment has all the candidates it can take, so nobody else can join through this link. If you think this is a mistake, contact ${company}.`;
    case 'unknown':
      return 'This invitation link does not exist or has been replaced by a new one. Check that you copied the whole link, or ask the company that shared it for the current one.';
  }
}
