import { describe, expect, it } from 'vitest';
import { readingLanguage } from './reading-language';

describe('readingLanguage', () => {
  it("prefers the candidate's own language to the assessment's and the browser's", () => {
    expect(readingLanguage({ language: 'hi', assessmentLanguage: 'es' }, 'fr-FR,fr;q=0.9')).toBe('hi');
  });

  it("falls back to the assessment's language, then the browser's first supported one", () => {
    expect(readingLanguage({ language: null, assessmentLanguage: 'pt-BR' }, 'ar')).toBe('pt-BR');
    expect(readingLanguage({ language: null, assessmentLanguage: null }, 'de-DE,ar-EG;q=0.8,fr;q=0.9')).toBe(
      'fr',
    );
  });

  it('reads Portuguese of any region as Brazilian Portuguese, and English when nothing matches', () => {
    expect(readingLanguage({ language: null, assessmentLanguage: null }, 'pt-PT')).toBe('pt-BR');
    expect(readingLanguage({ language: null, assessmentLanguage: null }, 'de, ja;q=0.5')).toBe('en');
    expect(readingLanguage({ language: null, assessmentLanguage: null }, undefined)).toBe('en');
  });
});
