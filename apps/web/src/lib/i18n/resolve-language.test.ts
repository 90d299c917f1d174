import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';

describe('the language of a candidate page', () => {
  const none = { remembered: null, server: null, lastShown: null, browser: 'en' } as const;

  it('follows the candidate’s own choice on this device above everything else', () => {
    expect(resolveLanguage({ remembered: 'fr', server: 'hi', lastShown: 'ar', browser: 'es' })).toBe('fr');
  });

  it('then the language the company knows for the candidate', () => {
    expect(resolveLanguage({ ...none, server: 'hi', lastShown: 'ar', browser: 'es' })).toBe('hi');
    // A regional tag from a CSV reads as the language the product speaks.
    expect(resolveLanguage({ ...none, server: 'pt-PT', browser: 'es' })).toBe('pt-BR');
  });

  it('then the language this device last showed a candidate page in, then the browser’s', () => {
    expect(resolveLanguage({ ...none, lastShown: 'ar', browser: 'es' })).toBe('ar');
    expect(resolveLanguage({ ...none, browser: 'es' })).toBe('es');
  });

  it('skips a server language the product does not speak', () => {
    expect(resolveLanguage({ ...none, server: 'de', browser: 'fr' })).toBe('fr');
  });
});
