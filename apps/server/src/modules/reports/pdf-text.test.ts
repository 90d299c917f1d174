import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('text for the standard fonts', () => {
  it('keeps what WinAnsi has: Latin-1 letters, € – — “ ” •', () => {
    expect(pdfText('Zoë Ørsted, café · €5 – “ok” — • ±1 × 2')).toBe(
      'Zoë Ørsted, café · €5 – “ok” — • ±1 × 2',
    );
  });

  it('spells out maths symbols and strips accents WinAnsi lacks', () => {
    expect(pdfText('(e − 1) / 3, ≥ 60 %, ≤ 2, a → b')).toBe('(e - 1) / 3, >= 60 %, <= 2, a -> b');
    expect(pdfText('Łukasz Dvořák Erdoğan Őrs')).toBe('Lukasz Dvorák Erdogan Ors');
  });

  it('writes a visible ? for scripts the fonts cannot draw, and drops control characters', () => {
    expect(pdfText('李 Ivan Иван')).toBe('? Ivan ????');
    expect(pdfText('a\tb\u0007c\nd')).toBe('a bc\nd');
  });
});
