import type { Database, Executor } from '../../db/client';
import { erasureRepository as repo } from './erasure.repository';

/** Who erases: an admin (from the candidate's row), or the system (a request left waiting, or retention). */
export type ErasureActor = {
  kind: 'admin' | 'system';
  userId: string | null;
  name: string | null;
  ip: string | null;
};
export type ErasureReason = 'admin' | 'request' | 'retention';

/**
 * Erases candidates (issue 21): removes the person and keeps the anonymised numbers the company's
 * statistics are made of. In one transaction, every statement for all of `ids` at once. Erasing one
 * application erases the person: every application of theirs the company holds (their record's) goes with
 * it, since the mail, account and mentions removed are the person's. Returns every erased id.
 *
 * Kept: the candidate row's assessment, stage, status, times, extra time, position and experience level
 * (the role, not the person); scores, section scores and the evaluation's numbers; integrity event types
 * and times; stage history; notice acknowledgements' version and time; self-identification (anonymous once
 * nothing names the person, and the fairness statistics stay whole). Removed: name, email and phone (an
 * `erased-<id>@erased.invalid` placeholder keeps the company's email index unique), profile data, the text
 * of open-ended answers everywhere it is copied, grading notes and evidence, AI calls about them, override
 * reasons, accommodation texts, the sign-in account with its sessions, verification and invitation-link
 * rows, rate-limit counters of their email, mail to them (outbox and queued jobs) and mentions of them in
 * other mail and in webhook deliveries. A person who keeps applications elsewhere (another company's) keeps
 * what those hold: their account, that company's mail to them and of them, their sign-in rows (issue 35
 * item 6). Webhooks, exports, the public API and reports read the candidate row,
 * so everything they produce from then on shows the placeholder. Each erasure is audited without the data.
 */
export async function eraseCandidates(
  db: Database | Executor,
  ids: string[],
  options: { companyId?: string; actor: ErasureActor; reason: ErasureReason; now?: Date },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const targets = await repo.lockTargets(tx, ids, options.companyId);
    if (targets.length === 0) return [];
    const erased = targets.map((t) => t.id);
    await repo.eraseAnswerText(tx, erased);
    await repo.eraseRelatedText(tx, targets);
    await repo.scrubWebhookDeliveries(tx, targets);
    const kept = await repo.keptElsewhere(tx, targets);
    await repo.eraseMail(tx, targets, kept);
    await repo.eraseAccounts(tx, targets, kept);
    await repo.anonymiseCandidates(tx, erased, now);
    await repo.recordErasures(tx, targets, options.actor, options.reason);
    return erased;
  });
}
