import { describe, expect, it } from 'vitest';
import { formatDeadlineIn } from './format';
import { candidateLanguageOf, withLanguage, writtenLanguageOf } from './language';

describe("where a candidate's language comes from (issue 23)", () => {
  it("takes the candidate's own, else the assessment's, else none (the browser's on the web)", () => {
    expect(candidateLanguageOf({ candidate: 'hi', assessment: 'es' })).toBe('hi');
    expect(candidateLanguageOf({ candidate: null, assessment: 'es' })).toBe('es');
    expect(candidateLanguageOf({ candidate: null, assessment: null })).toBeNull();
    // A stored tag the product no longer speaks falls through to the next source.
    expect(candidateLanguageOf({ candidate: 'de', assessment: 'ar' })).toBe('ar');
    expect(candidateLanguageOf({ candidate: 'pt', assessment: null })).toBe('pt-BR');
  });

  it('writes emails in English when nobody chose', () => {
    expect(writtenLanguageOf({ candidate: null, assessment: null })).toBe('en');
    expect(writtenLanguageOf({ candidate: 'fr', assessment: null })).toBe('fr');
  });

  it('adds lang= to a link only when a language was chosen, keeping its token', () => {
    expect(withLanguage('http://x/accept-invite?token=abc', 'hi')).toBe(
      'http://x/accept-invite?token=abc&lang=hi',
    );
    expect(withLanguage('http://x/login', 'pt-BR')).toBe('http://x/login?lang=pt-BR');
    expect(withLanguage('http://x/login', null)).toBe('http://x/login');
  });

  it("writes a deadline in the candidate's language and the assessment's zone; English as before", () => {
    const at = '2026-11-28T11:30:00Z';
    expect(formatDeadlineIn('en', at, 'Asia/Kolkata')).toMatch(/^Saturday,? 28 November 2026,? (at )?17:00/);
    expect(formatDeadlineIn('es', at, 'Asia/Kolkata')).toContain('sábado, 28 de noviembre de 2026');
    expect(formatDeadlineIn('hi', at, 'Asia/Kolkata')).toContain('नवंबर');
    expect(formatDeadlineIn('ar', at, 'Asia/Kolkata')).toMatch(/نوفمبر/);
  });
});
