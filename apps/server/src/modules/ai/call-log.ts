import { createHash } from 'node:crypto';
import type { ChatMessage } from './prompts';

/** What a call to the model was for: the caller names it, the log keeps it (EU AI Act record keeping). */
export type AiCallPurpose = 'item_generation' | 'key_check' | 'grading';

/**
 * One HTTP call to the model as the provider saw it: every attempt that reached the server or failed on
 * the way, retries included. `output` is the model's text as received; `inputDigest` stands for the input,
 * which may hold a candidate's answer and is never kept.
 */
export type AiCallRecord = {
  purpose: AiCallPurpose;
  model: string;
  promptVersion: string;
  inputDigest: string;
  output: string | null;
  /** 'rejected': the model answered, but the answer was refused by a check (format, refusal, no usable item). */
  outcome: 'ok' | 'rejected' | 'error';
  error: string | null;
  durationMs: number;
  at: Date;
};

/** The caller's observer: told of each call as it ends. It must not throw (the provider does not wait on it). */
export type AiCallObserver = (record: AiCallRecord) => void;

/** SHA-256 (hex) of the messages as sent, so a log entry can be matched to an input without holding it. */
export function inputDigest(messages: readonly ChatMessage[]): string {
  return createHash('sha256')
    .update(JSON.stringify(messages.map((m) => [m.role, m.content])))
    .digest('hex');
}
