import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { ZBankItem } from '../items/library/item-schema';
import { cacheKey } from './cache-key';
import {
  completion,
  errorAnswer,
  type FakeChatServer,
  type FakeHandler,
  startFakeChatServer,
} from './fake-chat-server';
import type { GenerationSlot, RoleProfile } from './generation-schemas';
import { PROMPT_VERSION, SYSTEM_PROMPT } from './prompts';
import {
  type AiProviderOptions,
  createAiProvider,
  type GenerateItemsRequest,
  isAiConfigured,
} from './provider';
import { AiProviderError } from './transport';

const slot: GenerationSlot = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  type: 'mcq',
  skill: 'number series',
  difficulty: 'medium',
};
const roleProfile: RoleProfile = { position: 'Data Analyst', experienceLevel: 'Mid', industry: 'Finance' };
const request: GenerateItemsRequest = { slot, roleProfile, count: 2, avoidTexts: [] };

const goodItems = [
  {
    text: 'What number comes next in the series 25, 50, 100, 200?',
    options: ['250', '400', '300', '350'],
    key: 1,
    explanation: 'Each number is double the one before it.',
  },
  {
    text: 'A team checks 30 invoices a day. How many invoices does it check in 5 days?',
    options: ['150', '135', '120', '180'],
    key: 0,
    explanation: 'Thirty invoices a day for five days is 150 invoices.',
  },
  {
    text: 'Which number is missing from the series 105, 110, __, 120, 125?',
    options: ['112', '115', '116', '118'],
    key: 1,
    explanation: 'The numbers go up by five each time.',
  },
];

let server: FakeChatServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A provider against a fresh fake server; `sleep` records the backoff delays instead of waiting. */
async function setup(handler: FakeHandler, options: AiProviderOptions = {}, apiKey?: string) {
  server = await startFakeChatServer(handler);
  const delays: number[] = [];
  const provider = createAiProvider(
    { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: apiKey },
    {
      sleep: async (ms) => {
        delays.push(ms);
      },
      ...options,
    },
  );
  if (!provider) throw new Error('provider not configured');
  return { provider, delays, requests: server.requests };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AiProviderError);
      return error as AiProviderError;
    },
  );

const userMessages = (body: { messages: { role: string; content: string }[] }) =>
  body.messages.filter((m) => m.role === 'user').map((m) => m.content);

describe('configuration', () => {
  it('is configured only with AI_BASE_URL and AI_MODEL; createAiProvider returns null otherwise', () => {
    expect(isAiConfigured({})).toBe(false);
    expect(isAiConfigured({ AI_BASE_URL: 'http://localhost:11434/v1' })).toBe(false);
    expect(isAiConfigured({ AI_MODEL: 'llama3.1' })).toBe(false);
    expect(createAiProvider({ AI_API_KEY: 'sk-test' })).toBeNull();
    expect(isAiConfigured({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' })).toBe(true);
  });

  it('reads AI_BASE_URL, AI_API_KEY and AI_MODEL from the environment, empty meaning unset', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_API_KEY: '',
    });
    expect(config).toMatchObject({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' });
    expect(config.AI_API_KEY).toBeUndefined();
    expect(isAiConfigured(config)).toBe(true);
    expect(isAiConfigured(loadConfig({ AI_BASE_URL: '', AI_MODEL: '' }))).toBe(false);
    expect(() => loadConfig({ AI_BASE_URL: 'localhost:11434' })).toThrow(/AI_BASE_URL/);
  });
});

describe('generateItems against an OpenAI-compatible server', () => {
  it('sends json_schema with a strict, constraint-free schema and returns bank-shaped items', async () => {
    const { provider, requests } = await setup(
      () => completion({ items: goodItems.slice(0, 2) }, { model: 'test-model-q4' }),
      {},
      'sk-secret',
    );
    const result = await provider.generateItems(request);

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.headers.authorization).toBe('Bearer sk-secret');
    expect(sent?.body).toMatchObject({ model: 'test-model', temperature: 1, stream: false });
    expect(sent?.body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    const format = sent?.body.response_format;
    expect(format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'assessment_items', strict: true },
    });
    const schema = format.json_schema.schema;
    expect(schema).toMatchObject({ type: 'object', required: ['items'], additionalProperties: false });
    expect(schema.properties.items.items).toMatchObject({
      additionalProperties: false,
      required: ['text', 'options', 'key', 'explanation'],
    });
    expect(JSON.stringify(schema)).not.toMatch(
      /minimum|maximum|minLength|maxLength|minItems|maxItems|\$schema/,
    );
    // json_schema mode: the schema is in response_format, not repeated in the prompt.
    expect(userMessages(sent?.body).join()).not.toContain('JSON Schema');

    expect(result.model).toBe('test-model-q4');
    expect(result.problems).toEqual([]);
    expect(result.items).toHaveLength(2);
    for (const item of result.items) {
      expect(ZBankItem.parse(item)).toEqual(item);
      expect(item.id).toMatch(/^ai-[0-9a-f]{16}$/);
      expect(item).toMatchObject({ version: 1, type: 'mcq', skill: 'number series', difficulty: 'medium' });
    }
    expect(result.items[0]).toMatchObject({ text: goodItems[0]?.text, key: 1 });
    expect(provider.supportsJsonSchema).toBe(true);
  });

  it('sends no Authorization header without a key', async () => {
    const { provider, requests } = await setup(() => completion({ items: goodItems.slice(0, 2) }));
    await provider.generateItems(request);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('falls back to json_object with the schema in the prompt when json_schema is rejected, and remembers', async () => {
    const { provider, requests } = await setup((req) =>
      req.body.response_format.type === 'json_schema'
        ? errorAnswer(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported")
        : completion({ items: goodItems.slice(0, 2) }),
    );
    const result = await provider.generateItems(request);
    expect(result.items).toHaveLength(2);
    expect(requests.map((r) => r.body.response_format)).toEqual([
      expect.objectContaining({ type: 'json_schema' }),
      { type: 'json_object' },
    ]);
    const prompt = userMessages(requests[1]?.body).join('\n');
    expect(prompt).toContain('JSON Schema');
    expect(prompt).toContain('"additionalProperties":false');
    expect(provider.supportsJsonSchema).toBe(false);

    await provider.generateItems(request);
    expect(requests).toHaveLength(3);
    expect(requests[2]?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('does not mistake an unrelated 400 for a json_schema rejection', async () => {
    const { provider, requests, delays } = await setup(() => errorAnswer(400, 'messages: too many tokens'));
    const error = await rejection(provider.generateItems(request));
    expect(error.reason).toBe('The AI provider answered 400');
    expect(error.status).toBe(400);
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('repairs malformed JSON (code fence, single quotes, trailing commas, unquoted keys)', async () => {
    const [a, b] = goodItems;
    const sloppy = `\`\`\`json
{'items': [
  {text: '${a?.text}', options: ['250', '400', '300', '350',], key: 1, explanation: '${a?.explanation}',},
  {"text": "${b?.text}", "options": ["150", "135", "120", "180"], "key": 0, "explanation": "${b?.explanation}"},
],}
\`\`\``;
    const { provider, requests } = await setup(() => completion(sloppy));
    const result = await provider.generateItems(request);
    expect(requests).toHaveLength(1);
    expect(result.items.map((i) => i.text)).toEqual([a?.text, b?.text]);
  });

  it('re-prompts once when the JSON is beyond repair, then fails with a clear reason', async () => {
    const { provider, requests } = await setup(() => completion('{"items": [ {"text": "a",, }'));
    const error = await rejection(provider.generateItems(request));
    expect(error.reason).toBe('The AI provider answered with malformed JSON');
    expect(error.code).toBe('malformed_output');
    expect(requests).toHaveLength(2);
    expect(userMessages(requests[1]?.body).at(-1)).toContain('the answer was not valid JSON');
  });

  it('recovers when the answer beyond repair is followed by a good one', async () => {
    const { provider, requests } = await setup((_, n) =>
      n === 0 ? completion('{{{{') : completion({ items: goodItems.slice(0, 2) }),
    );
    const result = await provider.generateItems(request);
    expect(requests).toHaveLength(2);
    expect(result.items).toHaveLength(2);
  });

  it('rejects the wrong shape: a wrapper other than {items}, or items missing fields', async () => {
    const wrongWrapper = await setup(() => completion({ questions: goodItems }));
    const error = await rejection(wrongWrapper.provider.generateItems(request));
    expect(error.reason).toBe('The AI provider answered in the wrong format');
    expect(wrongWrapper.requests).toHaveLength(2);
    await server?.close();

    const missingFields = await setup((_, n) =>
      n === 0
        ? completion({ items: [{ question: 'What is 2 + 2?', answers: ['4', '5'] }, goodItems[0]] })
        : completion({ items: [goodItems[1]] }),
    );
    const result = await missingFields.provider.generateItems(request);
    expect(result.items.map((i) => i.text)).toEqual([goodItems[0]?.text, goodItems[1]?.text]);
    const repair = userMessages(missingFields.requests[1]?.body).at(-1);
    expect(repair).toMatch(/item 1: text .*options .*key /);
  });

  it('drops items failing quality checks and re-prompts once with the errors', async () => {
    const failing = [
      { ...goodItems[0], options: ['400', '400', '300', '350'] },
      { ...goodItems[1], key: [0, 2] },
      {
        text: 'A young analyst checks 40 files an hour. How many files does the analyst check in 3 hours?',
        options: ['120', '170', '100', '140'],
        key: 0,
        explanation: 'Forty files an hour for three hours is 120 files.',
      },
      { ...goodItems[2], options: ['112', '115', '116', 'None of the above'] },
      { ...goodItems[2], key: 4 },
      goodItems[2],
    ];
    const { provider, requests } = await setup((_, n) =>
      n === 0 ? completion({ items: failing }) : completion({ items: [goodItems[0]] }),
    );
    const result = await provider.generateItems({ ...request, count: 2 });

    expect(requests).toHaveLength(2);
    expect(result.items.map((i) => i.text)).toEqual([goodItems[2]?.text, goodItems[0]?.text]);
    const second = requests[1]?.body;
    expect(second.messages.at(-2)).toEqual({
      role: 'assistant',
      content: JSON.stringify({ items: failing }),
    });
    const repair: string = second.messages.at(-1).content;
    expect(repair).toContain('item 1: options are not distinct');
    expect(repair).toMatch(/item 2: key .*expected number/i);
    expect(repair).toContain('item 3: mentions a protected characteristic (young)');
    expect(repair).toContain('item 4: has an "all / none / both of the above" option');
    expect(repair).toContain('item 5: key 4 is not the index of an option');
    expect(repair).toContain('Write 1 new item ');
    expect(result.problems).toHaveLength(5);
  });

  it('returns only what passed when the re-prompt fails too (no third call)', async () => {
    const duplicate = { ...goodItems[0], text: 'What number comes next in the series 25, 50, 100, 200 ?' };
    const { provider, requests } = await setup((_, n) =>
      n === 0 ? completion({ items: [goodItems[1], duplicate] }) : completion({ items: [duplicate] }),
    );
    const result = await provider.generateItems({ ...request, avoidTexts: [goodItems[0]?.text ?? ''] });
    expect(requests).toHaveLength(2);
    expect(result.items.map((i) => i.text)).toEqual([goodItems[1]?.text]);
    expect(result.problems.join('\n')).toMatch(/duplicates an existing question/);
    expect(userMessages(requests[0]?.body).join()).toContain(goodItems[0]?.text);
  });

  it('asks again for the missing items when the answer holds too few', async () => {
    const { provider, requests } = await setup((_, n) =>
      completion({ items: [goodItems[n] ?? goodItems[0]] }),
    );
    const result = await provider.generateItems(request);
    expect(result.items).toHaveLength(2);
    expect(userMessages(requests[1]?.body).at(-1)).toContain('the answer held 1 items, 2 were asked for');
  });

  it('treats refusals, content filters and empty answers as failed attempts with a clear error', async () => {
    const refused = await setup(() => completion(null, { refusal: "I'm sorry, I can't help with that." }), {
      retries: 1,
    });
    const error = await rejection(refused.provider.generateItems(request));
    expect(error.reason).toBe('The AI provider refused to write the questions');
    expect(error.code).toBe('refusal');
    expect(refused.requests).toHaveLength(2);
    await server?.close();

    const filtered = await setup(() => completion('', { finishReason: 'content_filter' }), { retries: 0 });
    expect((await rejection(filtered.provider.generateItems(request))).reason).toMatch(/content filter/);
    await server?.close();

    const empty = await setup(() => completion('  '), { retries: 0 });
    expect((await rejection(empty.provider.generateItems(request))).reason).toBe(
      'The AI provider sent an empty answer',
    );
    await server?.close();

    const recovers = await setup((_, n) =>
      n === 0 ? completion(null, { refusal: 'No.' }) : completion({ items: goodItems.slice(0, 2) }),
    );
    expect((await recovers.provider.generateItems(request)).items).toHaveLength(2);
    expect(recovers.delays).toEqual([500]);
  });

  it('times out a server that never answers, retrying with backoff', async () => {
    const { provider, requests, delays } = await setup(() => ({ hang: true }), {
      timeoutMs: 100,
      retries: 2,
    });
    const started = Date.now();
    const error = await rejection(provider.generateItems(request));
    expect(error.reason).toBe('The AI provider timed out');
    expect(error.code).toBe('timeout');
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([500, 1000]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries 500 with exponential backoff and then succeeds', async () => {
    const { provider, requests, delays } = await setup((_, n) =>
      n < 2 ? errorAnswer(500, 'internal error') : completion({ items: goodItems.slice(0, 2) }),
    );
    const result = await provider.generateItems(request);
    expect(result.items).toHaveLength(2);
    expect(requests).toHaveLength(3);
    expect(delays).toEqual([500, 1000]);
  });

  it('gives up after the retries with the status in the reason', async () => {
    const { provider, requests, delays } = await setup(() => errorAnswer(503, 'overloaded'));
    const error = await rejection(provider.generateItems(request));
    expect(error.reason).toBe('The AI provider answered 503');
    expect(error.detail).toContain('overloaded');
    expect(requests).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it('waits out 429 Retry-After (capped), else backs off', async () => {
    const { provider, requests, delays } = await setup(
      (_, n) =>
        [
          errorAnswer(429, 'slow down', { 'retry-after': '2' }),
          errorAnswer(429, 'slow down', { 'retry-after': '3600' }),
          errorAnswer(429, 'slow down'),
        ][n] ?? completion({ items: goodItems.slice(0, 2) }),
      { maxRetryAfterMs: 10_000 },
    );
    const result = await provider.generateItems(request);
    expect(result.items).toHaveLength(2);
    expect(requests).toHaveLength(4);
    expect(delays).toEqual([2000, 10_000, 2000]);
  });

  it('does not retry 401 or other 4xx', async () => {
    const { provider, requests, delays } = await setup(
      () => errorAnswer(401, 'Incorrect API key provided'),
      {},
      'sk-bad',
    );
    const error = await rejection(provider.generateItems(request));
    expect(error.reason).toBe('The AI provider rejected the API key (401)');
    expect(error.status).toBe(401);
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('reports an unreachable server', async () => {
    const { provider, delays } = await setup(() => completion({ items: [] }), { retries: 1 });
    await server?.close();
    const error = await rejection(provider.generateItems(request));
    expect(error.reason).toBe('The AI provider could not be reached');
    expect(error.code).toBe('network');
    expect(delays).toEqual([500]);
  });

  it('never sends anything about the candidate: only the role profile', async () => {
    const { provider, requests } = await setup((_, n) =>
      completion({ items: n === 0 ? [goodItems[0]] : [goodItems[1]] }),
    );
    const candidate = {
      fullName: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '+44 7700 900123',
    };
    await provider.generateItems({
      ...request,
      roleProfile: { ...roleProfile, ...candidate } as RoleProfile,
      slot: { ...slot, ...candidate } as GenerationSlot,
      customInstructions:
        'Questions about spreadsheets. Send questions to priya.raman@example.com or +44 7700 900123.',
    });
    expect(requests).toHaveLength(2);
    for (const sent of requests) {
      for (const value of ['Priya', 'Raman', 'example.com', '7700', 'fullName', '"email"', '"phone"']) {
        expect(sent.raw).not.toContain(value);
      }
      const task = userMessages(sent.body)[0] ?? '';
      const json = JSON.parse(task.slice(task.indexOf('{'), task.indexOf('\n}') + 2));
      expect(json.roleProfile).toEqual(roleProfile);
      expect(Object.keys(json.slot).sort()).toEqual(['difficulty', 'skill', 'testId', 'type']);
      expect(task).toContain('Questions about spreadsheets. Send questions to [removed] or [removed].');
    }
  });

  it('validates the request before calling the provider', async () => {
    const { provider, requests } = await setup(() => completion({ items: [] }));
    expect((await rejection(provider.generateItems({ ...request, count: 0 }))).code).toBe('invalid_request');
    expect((await rejection(provider.generateItems({ ...request, count: 21 }))).code).toBe('invalid_request');
    const essay = { ...slot, type: 'essay' } as unknown as GenerationSlot;
    expect((await rejection(provider.generateItems({ ...request, slot: essay }))).code).toBe(
      'invalid_request',
    );
    expect(requests).toHaveLength(0);
  });
});

describe('generateItems for every item type', () => {
  const cases: { slot: GenerationSlot; items: unknown[]; expected: Record<string, unknown> }[] = [
    {
      slot: { testId: 't', type: 'true_false', skill: 'deduction', difficulty: 'easy' },
      items: [
        {
          text: 'All invoices are checked on Monday. This invoice arrived on Friday, so it is checked on Monday.',
          key: true,
          explanation: 'Every invoice waits for the Monday check.',
        },
      ],
      expected: { type: 'true_false', key: true, skill: 'deduction', difficulty: 'easy' },
    },
    {
      slot: { testId: 't', type: 'likert_scale', trait: 'conscientiousness' },
      items: [
        {
          text: 'Follow a schedule at work.',
          trait: 'conscientiousness',
          facet: 'orderliness',
          reverse: false,
        },
      ],
      expected: { type: 'likert_scale', trait: 'conscientiousness', facet: 'orderliness', reverse: false },
    },
    {
      slot: { testId: 't', type: 'forced_choice', style: 'structure' },
      items: [
        {
          text: 'Which is more like you when a deadline moves?',
          options: [
            { text: 'I rewrite the plan with new dates at once.', style: 'structure' },
            { text: 'I ask the team how we should share the work.', style: 'collaboration' },
          ],
        },
      ],
      expected: { type: 'forced_choice' },
    },
    {
      slot: { testId: 't', type: 'sjt', skill: 'prioritisation' },
      items: [
        {
          text: 'Two clients ask Sam for urgent reports due on the same afternoon. Sam can finish only one in time. What would you do?',
          options: [
            { text: 'Ask both clients about their real deadlines and agree new times.', effectiveness: 4 },
            {
              text: 'Finish the report for the larger client first without telling anyone.',
              effectiveness: 2,
            },
            { text: 'Ask the manager which report matters more and follow the advice.', effectiveness: 3 },
            { text: 'Work on both at once and send whatever is ready at the deadline.', effectiveness: 1 },
          ],
        },
      ],
      expected: { type: 'sjt', industry: 'Finance', competency: 'prioritisation' },
    },
    {
      slot: { testId: 't', type: 'open_ended', cefr: 'B2' },
      items: [
        {
          text: 'Write an email to a colleague explaining why a project meeting must move to next week.',
          cefr: 'B2',
          minWords: 120,
          maxWords: 180,
          rubric: {
            task_response: 'Explains the change, gives the new date and asks for confirmation.',
            coherence: 'Opens, explains and closes in clear, linked paragraphs.',
            lexical_resource: 'Uses precise, polite workplace vocabulary.',
            grammar_accuracy: 'Uses varied sentences with hardly any errors.',
          },
        },
      ],
      expected: { type: 'open_ended', cefr: 'B2', minWords: 120, maxWords: 180 },
    },
  ];

  it.each(cases)('$slot.type', async ({ slot: itemSlot, items, expected }) => {
    const { provider, requests } = await setup(() => completion({ items }));
    const result = await provider.generateItems({ slot: itemSlot, roleProfile, count: 1, avoidTexts: [] });
    expect(requests).toHaveLength(1);
    expect(result.problems).toEqual([]);
    expect(result.items).toHaveLength(1);
    const [item] = result.items;
    expect(ZBankItem.parse(item)).toEqual(item);
    expect(item).toMatchObject({ version: 1, ...expected });
    const itemSchema = requests[0]?.body.response_format.json_schema.schema.properties.items.items;
    expect(itemSchema.additionalProperties).toBe(false);
  });
});

describe('cacheKey', () => {
  const base = {
    slot: { testId: 't1', type: 'mcq', skill: 'tenses', cefr: 'B1', difficulty: 'easy' } as GenerationSlot,
    roleProfile: { position: 'Nurse', experienceLevel: 'Senior', industry: 'Healthcare' },
    customInstructions: 'Hospital wards.',
  };

  it('is a stable SHA-256, independent of key order', () => {
    const key = cacheKey(base, PROMPT_VERSION, 'llama3.1');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey(base, PROMPT_VERSION, 'llama3.1')).toBe(key);
    const reordered = {
      customInstructions: 'Hospital wards.',
      roleProfile: { industry: 'Healthcare', experienceLevel: 'Senior', position: 'Nurse' },
      slot: { difficulty: 'easy', cefr: 'B1', skill: 'tenses', type: 'mcq', testId: 't1' } as GenerationSlot,
    };
    expect(cacheKey(reordered, PROMPT_VERSION, 'llama3.1')).toBe(key);
  });

  it('changes with the prompt version, model, role, slot and instructions, not with the candidate', () => {
    const key = cacheKey(base, PROMPT_VERSION, 'llama3.1');
    expect(cacheKey(base, 'other-version', 'llama3.1')).not.toBe(key);
    expect(cacheKey(base, PROMPT_VERSION, 'qwen2.5')).not.toBe(key);
    expect(
      cacheKey(
        { ...base, roleProfile: { ...base.roleProfile, position: 'Doctor' } },
        PROMPT_VERSION,
        'llama3.1',
      ),
    ).not.toBe(key);
    expect(
      cacheKey({ ...base, slot: { ...base.slot, difficulty: 'hard' } }, PROMPT_VERSION, 'llama3.1'),
    ).not.toBe(key);
    expect(cacheKey({ ...base, customInstructions: 'Clinics.' }, PROMPT_VERSION, 'llama3.1')).not.toBe(key);
    const withCandidate = {
      ...base,
      roleProfile: { ...base.roleProfile, email: 'a@example.com', fullName: 'A B' } as RoleProfile,
      count: 5,
      avoidTexts: ['x'],
    };
    expect(cacheKey(withCandidate, PROMPT_VERSION, 'llama3.1')).toBe(key);
  });

  it('is the provider method with its prompt version and model', async () => {
    const { provider } = await setup(() => completion({ items: [] }));
    expect(provider.cacheKey(base)).toBe(cacheKey(base, PROMPT_VERSION, 'test-model'));
  });
});
