import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type AiCallRecord, inputDigest } from './call-log';
import {
  completion,
  errorAnswer,
  type FakeChatServer,
  type FakeHandler,
  startFakeChatServer,
} from './fake-chat-server';
import type { GenerationSlot } from './generation-schemas';
import { KEY_CHECK_FORMAT_PROBLEM } from './key-check';
import { PROMPT_VERSION } from './prompts';
import { createAiProvider } from './provider';
import { AiProviderError } from './transport';

const slot: GenerationSlot = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  type: 'mcq',
  skill: 'number series',
  difficulty: 'medium',
};
const roleProfile = { position: 'Data Analyst', experienceLevel: 'Mid', industry: 'Finance' };
const items = [
  {
    text: 'What number comes next in the series 25, 50, 100, 200?',
    options: ['400', '250', '300', '350'],
    key: 0,
    explanation: 'Each number is double the one before it.',
  },
  {
    text: 'A team checks 30 invoices a day. How many invoices does it check in 5 days?',
    options: ['150', '135', '120', '180'],
    key: 0,
    explanation: 'Thirty invoices a day for five days is 150 invoices.',
  },
];

let server: FakeChatServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: FakeHandler) {
  server = await startFakeChatServer(handler);
  const provider = createAiProvider(
    { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model' },
    { sleep: async () => {}, retries: 1 },
  );
  if (!provider) throw new Error('provider not configured');
  const records: AiCallRecord[] = [];
  return {
    provider,
    records,
    onCall: (record: AiCallRecord) => records.push(record),
    requests: server.requests,
  };
}

describe('inputDigest', () => {
  it('is the SHA-256 (hex) of the messages, stable, and changes with any of them', () => {
    const messages = [
      { role: 'system' as const, content: 'Grade the answer.' },
      { role: 'user' as const, content: 'An answer.' },
    ];
    const digest = inputDigest(messages);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).toBe(
      createHash('sha256')
        .update(JSON.stringify(messages.map((m) => [m.role, m.content])))
        .digest('hex'),
    );
    expect(inputDigest([...messages])).toBe(digest);
    expect(inputDigest([messages[0] as never, { role: 'user', content: 'Another answer.' }])).not.toBe(
      digest,
    );
    expect(inputDigest([{ role: 'user', content: 'Grade the answer.' }, messages[1] as never])).not.toBe(
      digest,
    );
  });
});

describe('the observer', () => {
  it('hears every attempt of a generation: a failed one, the answer, and the key check', async () => {
    const { provider, records, onCall, requests } = await setup((request, n) => {
      if (n === 0) return errorAnswer(503, 'busy');
      if (String(request.body.messages[0].content).startsWith('You take a test.'))
        return completion(
          {
            answers: [
              { n: 1, answer: 0 },
              { n: 2, answer: 1 },
            ],
          },
          { model: 'solver-1' },
        );
      return completion({ items }, { model: 'writer-1' });
    });
    const result = await provider.generateItems({
      slot,
      roleProfile,
      count: 2,
      avoidTexts: [],
      keyCheck: true,
      onCall,
    });
    expect(result.items).toHaveLength(1);
    expect(records.map((r) => [r.purpose, r.outcome, r.model])).toEqual([
      ['item_generation', 'error', 'test-model'],
      ['item_generation', 'ok', 'writer-1'],
      ['key_check', 'ok', 'solver-1'],
    ]);
    expect(records[0]?.error).toContain('503');
    expect(records[0]?.output).toBeNull();
    expect(records[1]?.output).toBe(JSON.stringify({ items }));
    for (const [i, record] of records.entries()) {
      expect(record.promptVersion).toBe(PROMPT_VERSION);
      expect(record.inputDigest).toBe(inputDigest(requests[i]?.body.messages));
      expect(record.durationMs).toBeGreaterThanOrEqual(0);
      expect(record.at).toBeInstanceOf(Date);
    }
  });

  it('marks an answer with no usable item, and an unreadable key check, as rejected', async () => {
    const { provider, records, onCall } = await setup((request) =>
      String(request.body.messages[0].content).startsWith('You take a test.')
        ? completion('no idea')
        : request.body.messages.length > 2
          ? completion({ items })
          : completion({ questions: [] }),
    );
    await provider.generateItems({ slot, roleProfile, count: 2, avoidTexts: [], keyCheck: true, onCall });
    expect(records.map((r) => [r.purpose, r.outcome])).toEqual([
      ['item_generation', 'rejected'],
      ['item_generation', 'ok'],
      ['key_check', 'rejected'],
    ]);
    expect(records[0]?.error).toContain('{"items": [...]}');
    expect(records[2]?.error).toBe(KEY_CHECK_FORMAT_PROBLEM);
  });

  it("logs completeJson under the caller's purpose and prompt version; a refused answer throws", async () => {
    const { provider, records, onCall } = await setup((_request, n) =>
      n === 0
        ? errorAnswer(400, 'response_format json_schema is not supported')
        : completion('{"score": "x"}'),
    );
    const call = provider.completeJson({
      messages: () => [{ role: 'user', content: 'Grade it.' }],
      schema: { type: 'object' },
      schemaName: 'rubric_grade',
      temperature: 0,
      read: (content) => {
        const value = JSON.parse(content) as { score: unknown };
        return typeof value.score === 'number' ? value.score : undefined;
      },
      log: { purpose: 'grading', promptVersion: 'rubric-grading-v1', onCall },
    });
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).code).toBe('malformed_output');
    // The json_schema refusal is a call that reached the server too; then the json_object attempt.
    expect(records.map((r) => [r.purpose, r.promptVersion, r.outcome])).toEqual([
      ['grading', 'rubric-grading-v1', 'error'],
      ['grading', 'rubric-grading-v1', 'rejected'],
    ]);
    expect(records[1]?.output).toBe('{"score": "x"}');
  });

  it('marks a refusal by the model as rejected on every attempt', async () => {
    const { provider, records, onCall } = await setup(() =>
      completion(null, { refusal: 'I cannot help with that.' }),
    );
    await expect(
      provider.generateItems({ slot, roleProfile, count: 2, avoidTexts: [], onCall }),
    ).rejects.toBeInstanceOf(AiProviderError);
    expect(records.map((r) => r.outcome)).toEqual(['rejected', 'rejected']);
    expect(records[0]?.error).toContain('refused');
  });
});
