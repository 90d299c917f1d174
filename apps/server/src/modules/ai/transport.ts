import type { ChatMessage, ResponseMode } from './prompts';

export type AiErrorCode =
  | 'timeout'
  | 'network'
  | 'http'
  | 'refusal'
  | 'unreadable_response'
  | 'malformed_output'
  | 'invalid_request';

/**
 * Every failure of the provider client. `reason` is short and safe to show an admin ('The AI provider timed
 * out'); `detail` (the start of the provider's error body, for example) is for logs only.
 */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  readonly reason: string;
  readonly code: AiErrorCode;
  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly detail: string | undefined;
  /** From a 429's Retry-After, in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(
    reason: string,
    code: AiErrorCode,
    options: {
      status?: number;
      retryable?: boolean;
      detail?: string;
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.detail ? `${reason}: ${options.detail}` : reason, { cause: options.cause });
    this.reason = reason;
    this.code = code;
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.detail = options.detail;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export type TransportOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  retries: number;
  sleep: (ms: number) => Promise<void>;
  /** First backoff delay; doubles on each retry (0.5 s, 1 s, 2 s). */
  backoffMs: number;
  /** Longest Retry-After honoured. */
  maxRetryAfterMs: number;
};

export type ChatRequest = {
  messages: ChatMessage[];
  mode: ResponseMode;
  schemaName: string;
  schema: Record<string, unknown>;
  temperature: number;
};

export type ChatAnswer = { content: string; model: string };
/** The answer of the attempt that succeeded, with when it started and how long it took. */
export type TimedAnswer = ChatAnswer & { at: Date; durationMs: number };
/** An attempt that failed: the call log records it like a successful one. */
export type FailedAttempt = { error: AiProviderError; at: Date; durationMs: number };

const STATUS_REASONS: Record<number, string> = {
  401: 'The AI provider rejected the API key (401)',
  403: 'The AI provider refused access (403)',
  404: 'The AI provider answered 404: check AI_BASE_URL and AI_MODEL',
  429: 'The AI provider is rate limiting requests (429)',
};

const DETAIL_CHARS = 300;

/** Retry-After in milliseconds: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function body(request: ChatRequest, model: string) {
  const response_format =
    request.mode === 'json_schema'
      ? {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: request.schema },
        }
      : { type: 'json_object' };
  return {
    model,
    messages: request.messages,
    temperature: request.temperature,
    response_format,
    stream: false,
  };
}

/** One POST /chat/completions, no retries. Throws AiProviderError, with `retryable` set for the retry loop. */
async function postOnce(options: TransportOptions, request: ChatRequest): Promise<ChatAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify(body(request, options.model)),
      signal: controller.signal,
    });
    // The timeout covers the body too: a server may send headers and then stall.
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) {
      throw new AiProviderError('The AI provider timed out', 'timeout', {
        retryable: true,
        detail: `no complete answer within ${options.timeoutMs} ms`,
        cause: error,
      });
    }
    throw new AiProviderError('The AI provider could not be reached', 'network', {
      retryable: true,
      detail: error instanceof Error ? (errorCode(error) ?? error.message) : String(error),
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    const status = response.status;
    throw new AiProviderError(STATUS_REASONS[status] ?? `The AI provider answered ${status}`, 'http', {
      status,
      retryable: status === 429 || status >= 500,
      detail: text.slice(0, DETAIL_CHARS) || undefined,
      retryAfterMs:
        status === 429 || status === 503 ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
    });
  }
  return readAnswer(text, options.model);
}

function errorCode(error: Error): string | undefined {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (cause && typeof cause.code === 'string') return `${error.message} (${cause.code})`;
  return undefined;
}

type Completion = {
  model?: unknown;
  choices?: { finish_reason?: unknown; message?: { content?: unknown; refusal?: unknown } }[];
  error?: unknown;
};

/** The assistant message of a 200 answer; refusals and empty answers are failed (retryable) attempts. */
function readAnswer(text: string, fallbackModel: string): ChatAnswer {
  let parsed: Completion;
  try {
    parsed = JSON.parse(text) as Completion;
  } catch {
    throw new AiProviderError('The AI provider sent an unreadable answer', 'unreadable_response', {
      retryable: true,
      detail: text.slice(0, DETAIL_CHARS),
    });
  }
  const choice = Array.isArray(parsed?.choices) ? parsed.choices[0] : undefined;
  if (!choice) {
    throw new AiProviderError('The AI provider sent an unreadable answer', 'unreadable_response', {
      retryable: true,
      detail: `no choices in: ${text.slice(0, DETAIL_CHARS)}`,
    });
  }
  const refusal = choice.message?.refusal;
  if (typeof refusal === 'string' && refusal.trim()) {
    throw new AiProviderError('The AI provider refused to write the questions', 'refusal', {
      retryable: true,
      detail: refusal.slice(0, DETAIL_CHARS),
    });
  }
  if (choice.finish_reason === 'content_filter') {
    throw new AiProviderError("The AI provider's content filter blocked the questions", 'refusal', {
      retryable: true,
      detail: 'finish_reason content_filter',
    });
  }
  const content = choice.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new AiProviderError('The AI provider sent an empty answer', 'refusal', {
      retryable: true,
      detail: `finish_reason ${String(choice.finish_reason)}`,
    });
  }
  const model = typeof parsed.model === 'string' && parsed.model ? parsed.model : fallbackModel;
  return { content, model };
}

/**
 * POST /chat/completions with a per-attempt timeout, retrying timeouts, network errors, unreadable answers,
 * refusals, 429 (after Retry-After when given, capped) and 5xx with exponential backoff. Other 4xx fail at
 * once. Each failed attempt is reported to `onFailedAttempt` before the next one.
 */
export async function chatCompletion(
  options: TransportOptions,
  request: ChatRequest,
  onFailedAttempt: (attempt: FailedAttempt) => void = () => {},
): Promise<TimedAnswer> {
  for (let attempt = 0; ; attempt++) {
    const at = new Date();
    try {
      const answer = await postOnce(options, request);
      return { ...answer, at, durationMs: Date.now() - at.getTime() };
    } catch (error) {
      if (error instanceof AiProviderError)
        onFailedAttempt({ error, at, durationMs: Date.now() - at.getTime() });
      if (!(error instanceof AiProviderError) || !error.retryable || attempt >= options.retries) throw error;
      const backoff = options.backoffMs * 2 ** attempt;
      const delay =
        error.retryAfterMs !== undefined ? Math.min(error.retryAfterMs, options.maxRetryAfterMs) : backoff;
      await options.sleep(delay);
    }
  }
}
