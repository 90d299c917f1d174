import { jsonrepair } from 'jsonrepair';
import { z } from 'zod';
import type { BankItem } from '../items/library/item-schema';
import { cacheKey } from './cache-key';
import { type AiCallObserver, type AiCallPurpose, type AiCallRecord, inputDigest } from './call-log';
import {
  AI_ITEM_TYPES,
  type GenerationSlot,
  generatedItemSchema,
  generationJsonSchema,
  type RoleProfile,
  toBankItem,
} from './generation-schemas';
import {
  confirmedKeys,
  isKeyed,
  KEY_CHECK_FORMAT_PROBLEM,
  KEY_CHECK_JSON_SCHEMA,
  KEY_CHECK_SCHEMA_NAME,
  keyCheckMessages,
} from './key-check';
import {
  buildMessages,
  buildRepairMessage,
  type ChatMessage,
  PROMPT_VERSION,
  type PromptInput,
  type ResponseMode,
} from './prompts';
import { checkItems, comparableTexts } from './quality';
import { AiProviderError, chatCompletion, type TransportOptions } from './transport';

/** The three environment variables (config/env.ts). */
export type AiConfig = {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL?: string | undefined;
};

/**
 * Whether an AI provider is configured (AI_BASE_URL and AI_MODEL set). Without one, ai-generated and
 * hybrid assessments draw every question from the item bank.
 */
export function isAiConfigured(
  config: AiConfig,
): config is AiConfig & { AI_BASE_URL: string; AI_MODEL: string } {
  return Boolean(config.AI_BASE_URL?.trim() && config.AI_MODEL?.trim());
}

export type GenerateItemsRequest = {
  slot: GenerationSlot;
  /** The role only; nothing about the candidate (no name, email or phone) ever reaches the provider. */
  roleProfile: RoleProfile;
  customInstructions?: string;
  /** Items wanted, 1 to MAX_ITEMS_PER_CALL. */
  count: number;
  /** Bank and form texts the new items must not duplicate (forced choice: the statements). */
  avoidTexts: readonly string[];
  /** mcq and true_false: answer the items again without their keys and drop those answered otherwise. */
  keyCheck?: boolean;
  /** Told of every call to the model this generation makes (writing and key check), for the AI call log. */
  onCall?: AiCallObserver;
};

export type GenerateItemsResult = {
  /** At most `count` items of the slot's type that passed every check; fewer when some failed twice. */
  items: BankItem[];
  /** The model that answered, as the provider reports it (else AI_MODEL). */
  model: string;
  /** Why items were dropped (both attempts), for logs; empty when the first answer was complete. */
  problems: string[];
};

export type AiProvider = {
  readonly model: string;
  readonly promptVersion: string;
  generateItems(request: GenerateItemsRequest): Promise<GenerateItemsResult>;
  /** `cacheKey(request, PROMPT_VERSION, model)` of this provider. */
  cacheKey(request: Pick<GenerateItemsRequest, 'slot' | 'roleProfile' | 'customInstructions'>): string;
  /** false once the server has rejected `response_format: json_schema`; null until it has answered once. */
  readonly supportsJsonSchema: boolean | null;
  /**
   * One chat call answering JSON of `schema` (json_schema, falling back to json_object), e.g. rubric
   * grading at temperature 0 (evaluations/open-ended.ts). `read` turns the content into the caller's value
   * (undefined when it does not fit: the call is logged as rejected and a malformed_output error thrown).
   */
  completeJson<T>(request: {
    messages: (mode: ResponseMode) => ChatMessage[];
    schema: Record<string, unknown>;
    schemaName: string;
    temperature: number;
    read: (content: string) => T | undefined;
    log: CallLog;
  }): Promise<{ value: T; model: string }>;
};

/** How a call is logged: what it was for, under which prompt version, and who is told. */
export type CallLog = { purpose: AiCallPurpose; promptVersion: string; onCall?: AiCallObserver | undefined };

/** An answer as its caller judged it: the value, or why the answer is refused (logged as 'rejected'). */
type Judged<T> = { value: T; rejection: string | null };

export type AiProviderOptions = {
  fetch?: typeof globalThis.fetch;
  /** Per request, including reading the answer. Default 30 s. */
  timeoutMs?: number;
  /** Retries after the first attempt, for timeouts, network errors, refusals, 429 and 5xx. Default 3. */
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** First backoff delay, doubled on each retry. Default 500 ms. */
  backoffMs?: number;
  /** Longest Retry-After honoured. Default 20 s. */
  maxRetryAfterMs?: number;
  /** Default 1.0, the best setting for generation in the study ASSESSMENT.md cites. */
  temperature?: number;
};

export const MAX_ITEMS_PER_CALL = 20;
const SCHEMA_NAME = 'assessment_items';

/** A 4xx that says the server does not do `response_format: json_schema` (or cannot compile the schema). */
export function isJsonSchemaRejection(error: unknown): boolean {
  return (
    error instanceof AiProviderError &&
    error.code === 'http' &&
    (error.status === 400 || error.status === 422 || error.status === 501) &&
    /response_format|json_schema|schema|structured output|grammar/i.test(error.detail ?? '')
  );
}

const ZWrapper = z.object({ items: z.array(z.unknown()) });

type Parsed = { ok: true; items: unknown[] } | { ok: false; problem: string; code: 'malformed' | 'shape' };

/** The model's text → the items array: strips reasoning and code fences, repairs, then checks the wrapper. */
/** The model's text as JSON: reasoning and code fences stripped, then repaired; undefined when hopeless. */
export function parseModelJson(content: string): unknown {
  const text = content
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(jsonrepair(text));
  } catch {
    return undefined;
  }
}

export function parseItemsJson(content: string): Parsed {
  let value = parseModelJson(content);
  if (value === undefined) return { ok: false, code: 'malformed', problem: 'the answer was not valid JSON' };
  if (Array.isArray(value)) value = { items: value };
  const wrapper = ZWrapper.safeParse(value);
  if (!wrapper.success) {
    return {
      ok: false,
      code: 'shape',
      problem: 'the answer was not a JSON object of the form {"items": [...]}',
    };
  }
  return { ok: true, items: wrapper.data.items };
}

export function createAiProvider(config: AiConfig, options: AiProviderOptions = {}): AiProvider | null {
  if (!isAiConfigured(config)) return null;
  const model = config.AI_MODEL.trim();
  const transport: TransportOptions = {
    baseUrl: config.AI_BASE_URL.trim(),
    apiKey: config.AI_API_KEY?.trim() || undefined,
    model,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: options.retries ?? 3,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    backoffMs: options.backoffMs ?? 500,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 20_000,
  };
  const temperature = options.temperature ?? 1.0;
  let supportsJsonSchema: boolean | null = null;

  /**
   * One chat call; falls back to json_object (for good, on this instance) when json_schema is rejected.
   * Every attempt is reported to `log.onCall`: failed ones as they fail, the answer once `judge` has
   * checked it, so the log says whether the answer was used.
   */
  async function complete<T>(
    messagesFor: (mode: ResponseMode) => ChatMessage[],
    schema: Record<string, unknown>,
    call: { schemaName: string; temperature: number },
    log: CallLog,
    judge: (content: string) => Judged<T>,
  ): Promise<Judged<T> & { content: string; model: string }> {
    const send = async (mode: ResponseMode) => {
      const messages = messagesFor(mode);
      const report = (record: Omit<AiCallRecord, 'purpose' | 'promptVersion' | 'inputDigest'>) =>
        log.onCall?.({
          purpose: log.purpose,
          promptVersion: log.promptVersion,
          inputDigest: inputDigest(messages),
          ...record,
        });
      const answer = await chatCompletion(transport, { messages, mode, schema, ...call }, (failed) =>
        report({
          model,
          output: null,
          outcome: failed.error.code === 'refusal' ? 'rejected' : 'error',
          error: failed.error.message,
          at: failed.at,
          durationMs: failed.durationMs,
        }),
      );
      const judged = judge(answer.content);
      report({
        model: answer.model,
        output: answer.content,
        outcome: judged.rejection === null ? 'ok' : 'rejected',
        error: judged.rejection,
        at: answer.at,
        durationMs: answer.durationMs,
      });
      return { ...judged, content: answer.content, model: answer.model };
    };
    const mode: ResponseMode = supportsJsonSchema === false ? 'json_object' : 'json_schema';
    try {
      const answer = await send(mode);
      if (mode === 'json_schema') supportsJsonSchema = true;
      return answer;
    } catch (error) {
      if (mode !== 'json_schema' || !isJsonSchemaRejection(error)) throw error;
      supportsJsonSchema = false;
      return send('json_object');
    }
  }

  /** The solve check (key-check.ts), at temperature 0: keeps unkeyed items and the keyed ones it confirms. */
  async function checkKeys(
    result: GenerateItemsResult,
    onCall?: AiCallObserver,
  ): Promise<GenerateItemsResult> {
    const keyed = result.items.filter(isKeyed);
    if (keyed.length === 0) return result;
    const answer = await complete(
      (mode) => keyCheckMessages(keyed, mode),
      KEY_CHECK_JSON_SCHEMA,
      { schemaName: KEY_CHECK_SCHEMA_NAME, temperature: 0 },
      { purpose: 'key_check', promptVersion: PROMPT_VERSION, onCall },
      (content) => {
        const value = confirmedKeys(keyed, parseModelJson(content));
        // A solver that disagrees with keys did its job; only an answer that cannot be read is refused.
        const unreadable = value.problems.includes(KEY_CHECK_FORMAT_PROBLEM);
        return { value, rejection: unreadable ? KEY_CHECK_FORMAT_PROBLEM : null };
      },
    );
    const { confirmed, problems } = answer.value;
    const kept = new Set<BankItem>(confirmed);
    return {
      items: result.items.filter((item) => !isKeyed(item) || kept.has(item)),
      model: result.model,
      problems: [...result.problems, ...problems],
    };
  }

  async function generateItems(request: GenerateItemsRequest): Promise<GenerateItemsResult> {
    const result = await generateUnchecked(request);
    return request.keyCheck ? checkKeys(result, request.onCall) : result;
  }

  async function generateUnchecked(request: GenerateItemsRequest): Promise<GenerateItemsResult> {
    const { slot, count } = request;
    if (!AI_ITEM_TYPES.includes(slot?.type)) {
      throw new AiProviderError('This question type cannot be generated', 'invalid_request', {
        detail: String(slot?.type),
      });
    }
    if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS_PER_CALL) {
      throw new AiProviderError('Invalid number of questions requested', 'invalid_request', {
        detail: `count ${count}, expected 1 to ${MAX_ITEMS_PER_CALL}`,
      });
    }
    const itemSchema = generatedItemSchema(slot);
    const schema = generationJsonSchema(slot);
    const input: PromptInput = {
      slot,
      roleProfile: request.roleProfile,
      customInstructions: request.customInstructions,
      count,
      avoidTexts: request.avoidTexts,
    };

    /** Validates and checks one answer against everything seen so far; returns what passed and why not. */
    const evaluate = (content: string, avoid: readonly string[], label: string) => {
      const parsed = parseItemsJson(content);
      if (!parsed.ok) return { passed: [] as BankItem[], problems: [parsed.problem], parseFailure: parsed };
      const problems: string[] = [];
      const candidates: BankItem[] = [];
      const positions: number[] = [];
      parsed.items.forEach((raw, i) => {
        const shaped = itemSchema.safeParse(raw);
        if (!shaped.success) {
          const issues = shaped.error.issues.map(
            (issue) => `${issue.path.join('.') || 'item'} ${issue.message}`,
          );
          problems.push(`${label} ${i + 1}: ${issues.join('; ')}`);
          return;
        }
        candidates.push(toBankItem(shaped.data, slot, request.roleProfile));
        positions.push(i + 1);
      });
      const checked = checkItems(candidates, slot, avoid);
      for (const { index, problems: itemProblems } of checked.rejected) {
        problems.push(`${label} ${positions[index - 1]}: ${itemProblems.join('; ')}`);
      }
      return { passed: checked.passed, problems, parseFailure: null };
    };

    const call = { schemaName: SCHEMA_NAME, temperature };
    const log: CallLog = {
      purpose: 'item_generation',
      promptVersion: PROMPT_VERSION,
      onCall: request.onCall,
    };
    // An answer none of whose items passed is refused; one with some usable items is used.
    const judged = (result: ReturnType<typeof evaluate>) => ({
      value: result,
      rejection: result.passed.length === 0 ? result.problems.join('; ').slice(0, 1000) || 'no items' : null,
    });
    const firstMessages = (mode: ResponseMode) => buildMessages(input, mode, schema);
    const first = await complete(firstMessages, schema, call, log, (content) =>
      judged(evaluate(content, request.avoidTexts, 'item')),
    );
    const firstResult = first.value;
    const passed = firstResult.passed.slice(0, count);
    if (passed.length >= count) return { items: passed, model: first.model, problems: firstResult.problems };

    // Re-prompt once with the errors, then keep whatever passed: the caller fills the rest from the bank.
    const needed = count - passed.length;
    const problems = [...firstResult.problems];
    if (problems.length === 0)
      problems.push(`the answer held ${firstResult.passed.length} items, ${count} were asked for`);
    const repair = buildRepairMessage(problems, needed);
    const secondMessages = (mode: ResponseMode) => [
      ...buildMessages(input, mode, schema),
      { role: 'assistant' as const, content: first.content },
      repair,
    ];
    const avoid = [...request.avoidTexts, ...passed.flatMap(comparableTexts)];
    const second = await complete(secondMessages, schema, call, log, (content) =>
      judged(evaluate(content, avoid, 'retry item')),
    );
    const secondResult = second.value;
    const items = [...passed, ...secondResult.passed].slice(0, count);
    const allProblems = [...problems, ...secondResult.problems];
    if (items.length === 0 && firstResult.parseFailure && secondResult.parseFailure) {
      const malformed = secondResult.parseFailure.code === 'malformed';
      throw new AiProviderError(
        malformed
          ? 'The AI provider answered with malformed JSON'
          : 'The AI provider answered in the wrong format',
        'malformed_output',
        { detail: second.content.slice(0, 300) },
      );
    }
    return { items, model: second.model, problems: allProblems };
  }

  return {
    model,
    promptVersion: PROMPT_VERSION,
    generateItems,
    cacheKey: (request) => cacheKey(request, PROMPT_VERSION, model),
    async completeJson({ messages, schema, schemaName, temperature: t, read, log }) {
      const answer = await complete(messages, schema, { schemaName, temperature: t }, log, (content) => {
        const value = read(content);
        return { value, rejection: value === undefined ? 'the answer did not fit the expected JSON' : null };
      });
      if (answer.value === undefined) {
        throw new AiProviderError('The AI provider answered in the wrong format', 'malformed_output', {
          detail: answer.content.slice(0, 300),
        });
      }
      return { value: answer.value, model: answer.model };
    },
    get supportsJsonSchema() {
      return supportsJsonSchema;
    },
  };
}
