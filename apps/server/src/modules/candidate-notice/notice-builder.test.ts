import { INTEGRITY_EVENT_TYPES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildNotice, canonicalJson, type NoticeInput, noticeVersion } from './notice-builder';

const NUMERICAL = {
  name: 'Numerical Reasoning',
  description: 'Reads tables and charts.',
  category: 'cognitive',
  timeLimitMinutes: 20,
  openEnded: false,
};

const input = (over: Partial<NoticeInput> = {}): NoticeInput => ({
  companyName: 'Acme Corp',
  companyEmail: 'hr@acme.example',
  privacyContactEmail: null,
  privacyPolicyUrl: null,
  retentionMonths: 24,
  assessmentName: 'Backend engineer',
  testMode: 'pre-built',
  aiConfigured: false,
  extraTimeMultiplier: 1,
  sections: [
    NUMERICAL,
    {
      name: 'Business Writing',
      description: '',
      category: 'communication',
      timeLimitMinutes: 25,
      openEnded: true,
    },
  ],
  ...over,
});

describe('buildNotice', () => {
  it('lists each section with what it measures (the category when the description is empty) and its time', () => {
    const notice = buildNotice(input({ extraTimeMultiplier: 1.5 }));
    expect(notice.sections.map((s) => [s.name, s.measures, s.minutes, s.yourMinutes])).toEqual([
      ['Numerical Reasoning', 'Reads tables and charts.', 20, 30],
      ['Business Writing', 'communication', 25, 38],
    ]);
  });

  it('says no AI is used without a provider: bank questions and written answers a person rates', () => {
    const notice = buildNotice(input({ testMode: 'ai-generated' }));
    expect(notice.ai).toMatchObject({
      questionsWrittenByAi: false,
      answersGradedByAi: false,
      ratedByPeople: true,
    });
    expect(notice.sections.map((s) => s.gradedBy)).toEqual(['key', 'person']);
    expect(notice.ai.statements.join(' ')).toMatch(/no question was written by AI/);
    expect(notice.ai.statements.join(' ')).toMatch(
      /rated by a person against a fixed rubric; no AI model grades them/,
    );
  });

  it.each([
    ['ai-generated', true],
    ['hybrid', true],
    ['pre-built', false],
  ])(
    'with a provider, %s questions are written by AI: %s; open answers are graded by a model twice',
    (mode, written) => {
      const notice = buildNotice(input({ testMode: mode, aiConfigured: true }));
      expect(notice.ai.questionsWrittenByAi).toBe(written);
      expect(notice.ai.answersGradedByAi).toBe(true);
      expect(notice.ai.statements.join(' ')).toMatch(
        /graded by an AI model, twice, against a fixed rubric, as a suggestion only: a written answer counts once a person has confirmed or changed its grade/,
      );
    },
  );

  it('says no model grades anything when no section holds an open answer', () => {
    const notice = buildNotice(input({ aiConfigured: true, sections: [NUMERICAL] }));
    expect(notice.ai).toMatchObject({ answersGradedByAi: false, ratedByPeople: false });
    expect(notice.ai.statements.join(' ')).toMatch(/no AI model grades your answers/);
  });

  it('always says a person at the company decides', () => {
    expect(buildNotice(input()).humanDecision).toMatch(
      /^A person at Acme Corp makes every decision .* a written answer counts only once a person has rated it or confirmed its grade\.$/,
    );
  });

  it('lists exactly the integrity event types the server accepts, and that none decides', () => {
    const notice = buildNotice(input());
    expect(notice.integrity.signals.map((s) => s.type)).toEqual([...INTEGRITY_EVENT_TYPES]);
    expect(notice.integrity.signals.every((s) => s.label.length > 0)).toBe(true);
    expect(notice.integrity.statement).toMatch(/none of them decides anything by itself/);
  });

  it("states the company's retention period", () => {
    const notice = buildNotice(input({ retentionMonths: 6 }));
    expect(notice.retention).toEqual({
      months: 6,
      statement: expect.stringMatching(/for 6 months after this assessment closes/),
    });
  });

  it('names the privacy contact, else the company email, and the policy link when set', () => {
    expect(buildNotice(input()).contactEmail).toBe('hr@acme.example');
    const set = buildNotice(
      input({
        privacyContactEmail: 'privacy@acme.example',
        privacyPolicyUrl: 'https://acme.example/privacy',
      }),
    );
    expect(set).toMatchObject({
      contactEmail: 'privacy@acme.example',
      privacyPolicyUrl: 'https://acme.example/privacy',
    });
  });
});

describe('noticeVersion', () => {
  const version = (over: Partial<NoticeInput> = {}) => noticeVersion(buildNotice(input(over)));

  it('is a SHA-256 hex digest, the same for the same content', () => {
    expect(version()).toMatch(/^[0-9a-f]{64}$/);
    expect(version()).toBe(version());
  });

  it.each<[string, Partial<NoticeInput>]>([
    ['retention', { retentionMonths: 12 }],
    ['contact', { privacyContactEmail: 'dpo@acme.example' }],
    ['AI provider', { aiConfigured: true }],
    ['company name', { companyName: 'Acme' }],
    ['section time', { sections: [{ ...NUMERICAL, timeLimitMinutes: 21 }] }],
  ])('changes when the %s changes', (_, over) => {
    expect(version(over)).not.toBe(version());
  });

  it("stays the same when only the candidate's own extra time changes", () => {
    expect(version({ extraTimeMultiplier: 1.5 })).toBe(version());
  });

  it('canonical JSON does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(
      canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }),
    );
  });
});
