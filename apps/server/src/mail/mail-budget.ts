import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailSends } from '../db/schema';
import type { MailBudgetKind, MailBudgetTag, MailMessage } from './mail-message';

/**
 * How many mails of a kind one recipient may get from one company (about one record, where the budget is
 * kept per record) within `hours`. A company's people and files choose the addresses and the names in
 * them, so without these any company could mail anyone without end (issue 37).
 */
export const MAIL_BUDGETS: Record<MailBudgetKind, { max: number; hours: number }> = {
  /** Invitations and their resends to one address. */
  invitation: { max: 3, hours: 24 },
  /** Deadline reminders: two moments before a deadline, and one change of deadline. */
  reminder: { max: 4, hours: 24 },
  /** Decision emails: a stage changed back and forth still reaches the person a few times at most. */
  decision: { max: 5, hours: 24 },
  /** An admin is told of a candidate's accommodation requests once an hour; the page lists them all. */
  'accommodation-request': { max: 1, hours: 1 },
};

/** A message the budgets withheld, and which budget it was over: its recipient's or its company's day. */
export type WithheldMail = { message: MailMessage; over: 'recipient' | 'company' };

const LONGEST_WINDOW_HOURS = Math.max(24, ...Object.values(MAIL_BUDGETS).map((b) => b.hours));
const HOUR_MS = 3_600_000;

const hashOf = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
const keyOf = (hash: string, tag: MailBudgetTag) =>
  JSON.stringify([hash, tag.kind, tag.companyId, tag.about ?? '']);

/**
 * Splits budgeted messages into those within their budgets and those withheld: per recipient, company,
 * kind (and record), and per company and day (`perCompanyPerDay`), counting the earlier messages of the
 * same batch. Untagged messages (a person's own account mail) are always allowed.
 */
export async function applyMailBudgets(
  db: Executor,
  messages: MailMessage[],
  perCompanyPerDay: number,
  now = new Date(),
) {
  const tagged = messages.filter((m) => m.budget);
  if (tagged.length === 0) return { allowed: messages, withheld: [] as WithheldMail[] };
  const hashes = [...new Set(tagged.map((m) => hashOf(m.to)))];
  const companies = [...new Set(tagged.map((m) => m.budget?.companyId ?? ''))];
  const since = new Date(now.getTime() - LONGEST_WINDOW_HOURS * HOUR_MS).toISOString();
  const earlier = await db.execute<{
    recipient_hash: string;
    company_id: string;
    kind: string;
    about: string;
    sent_at: string;
  }>(sql`
    SELECT recipient_hash, company_id, kind, about, to_json(sent_at) #>> '{}' AS sent_at FROM ${mailSends}
    WHERE recipient_hash = ANY(${sql.param(hashes)}::text[]) AND sent_at > ${since}::timestamptz`);
  const daily = await db.execute<{ company_id: string; n: number }>(sql`
    SELECT company_id, count(*)::int AS n FROM ${mailSends}
    WHERE company_id = ANY(${sql.param(companies)}::uuid[]) AND sent_at > ${new Date(now.getTime() - 24 * HOUR_MS).toISOString()}::timestamptz
    GROUP BY company_id`);
  const perCompany = new Map(daily.rows.map((r) => [r.company_id, r.n]));
  const sentTimes = new Map<string, number[]>();
  for (const row of earlier.rows) {
    const tag = { kind: row.kind as MailBudgetKind, companyId: row.company_id, about: row.about };
    const key = keyOf(row.recipient_hash, tag);
    sentTimes.set(key, [...(sentTimes.get(key) ?? []), Date.parse(row.sent_at)]);
  }

  const allowed: MailMessage[] = [];
  const withheld: WithheldMail[] = [];
  const recorded: { hash: string; tag: MailBudgetTag }[] = [];
  for (const message of messages) {
    const tag = message.budget;
    if (!tag) {
      allowed.push(message);
      continue;
    }
    const hash = hashOf(message.to);
    const key = keyOf(hash, tag);
    const { max, hours } = MAIL_BUDGETS[tag.kind];
    const windowStart = now.getTime() - hours * HOUR_MS;
    const inWindow = (sentTimes.get(key) ?? []).filter((at) => at > windowStart).length;
    const companyCount = perCompany.get(tag.companyId) ?? 0;
    if (inWindow >= max || companyCount >= perCompanyPerDay) {
      withheld.push({ message, over: inWindow >= max ? 'recipient' : 'company' });
      continue;
    }
    sentTimes.set(key, [...(sentTimes.get(key) ?? []), now.getTime()]);
    perCompany.set(tag.companyId, companyCount + 1);
    recorded.push({ hash, tag });
    allowed.push(message);
  }
  if (recorded.length > 0) {
    await db.execute(sql`
      INSERT INTO ${mailSends} (recipient_hash, company_id, kind, about, sent_at)
      SELECT v.hash, v.company_id, v.kind, v.about, ${now.toISOString()}::timestamptz
      FROM unnest(${sql.param(recorded.map((r) => r.hash))}::text[],
                  ${sql.param(recorded.map((r) => r.tag.companyId))}::uuid[],
                  ${sql.param(recorded.map((r) => r.tag.kind))}::text[],
                  ${sql.param(recorded.map((r) => r.tag.about ?? ''))}::text[]) AS v(hash, company_id, kind, about)`);
    await db.execute(sql`DELETE FROM ${mailSends} WHERE sent_at < ${since}::timestamptz`);
  }
  return { allowed, withheld };
}

/** What the budgets remember of an address, for erasure: the hash of each. */
export const mailBudgetKeysOf = (addresses: string[]) => addresses.map(hashOf);
