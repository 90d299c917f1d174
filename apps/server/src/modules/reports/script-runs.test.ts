import { describe, expect, it } from 'vitest';
import { isolated, visualRuns } from './bidi';
import { fontCovers } from './pdf-fonts';
import { needsEmbeddedFonts, scriptRuns } from './script-runs';

const runs = (text: string) => scriptRuns(text, fontCovers).map(({ text, script }) => [script, text]);

describe('script runs', () => {
  it('keeps WinAnsi text, symbols the standard fonts spell out included, on the fast path', () => {
    expect(needsEmbeddedFonts('Zoë Ørsted, café · €5 – ≥ 60 % → b')).toBe(false);
    expect(needsEmbeddedFonts('Łukasz')).toBe(true);
    expect(needsEmbeddedFonts('Анна')).toBe(true);
    expect(runs('Zoë Ørsted')).toEqual([['standard', 'Zoë Ørsted']]);
  });

  it('splits text by the font of each script; spaces and punctuation join the run around them', () => {
    expect(runs('Ananya अनन्या शर्मा (HR)')).toEqual([
      ['standard', 'Ananya '],
      ['devanagari', 'अनन्या शर्मा ('],
      ['standard', 'HR)'],
    ]);
    expect(runs('王芳 김민준 さくら')).toEqual([
      ['cjk', '王芳 '],
      ['hangul', '김민준 '],
      ['cjk', 'さくら'],
    ]);
    // A Latin word with one letter beyond WinAnsi is set in Noto Sans whole.
    expect(runs('Łukasz Иван Ελένη')).toEqual([
      ['noto', 'Łukasz'],
      ['standard', ' '],
      ['noto', 'Иван Ελένη'],
    ]);
    expect(runs('محمد 42')).toEqual([['arabic', 'محمد 42']]);
    expect(runs('Layla محمد علي Hassan')).toEqual([
      ['standard', 'Layla '],
      ['arabic', 'محمد علي '],
      ['standard', 'Hassan'],
    ]);
  });

  it('never cuts a cluster: marks, joiners and skin tones stay with what they modify', () => {
    expect(runs('क्षि')).toEqual([['devanagari', 'क्षि']]);
    expect(runs('Sam 👍🏽 ok')).toEqual([
      ['standard', 'Sam '],
      ['emoji', '👍🏽'],
      ['standard', ' ok'],
    ]);
    // Leading punctuation takes the script after it.
    expect(runs('«王»')[0]?.[0]).toBe('cjk');
  });

  it('leaves ©, ® and ™ to the standard fonts although they are pictographs', () => {
    expect(runs('Acme™ ©')).toEqual([['standard', 'Acme™ ©']]);
  });
});

describe('bidi ordering', () => {
  const visual = (text: string) =>
    visualRuns(scriptRuns(text, fontCovers)).map(({ text, script, rtl }) => [script, text, rtl]);

  it('leaves left-to-right text as it is', () => {
    expect(visual('Ananya अनन्या')).toEqual([
      ['standard', 'Ananya ', false],
      ['devanagari', 'अनन्या', false],
    ]);
  });

  it('puts the Arabic run of a Latin line where it reads, its letters left for fontkit to reverse', () => {
    expect(visual('Layla محمد علي Hassan')).toEqual([
      ['standard', 'Layla ', false],
      ['arabic', 'محمد علي', true],
      ['arabic', ' ', false],
      ['standard', 'Hassan', false],
    ]);
  });

  it('orders an Arabic line right to left: the number and Latin word read left to right inside it', () => {
    // Read from the left: "(ACME 2024) محمد"; each bracket is the other one, mirrored.
    const line = visual('محمد (ACME 2024)');
    expect(line.map(([, text]) => text)).toEqual(['(', 'ACME 2024', ')', 'محمد ']);
    expect(line.map(([, , rtl]) => rtl)).toEqual([true, false, true, true]);
  });

  it('keeps an English label left to right around an isolated Arabic name', () => {
    // Without the isolate the line would start right to left: "Assessment report · محمد علي".
    expect(visual(`${isolated('محمد علي')}  ·  Assessment report`)).toEqual([
      ['arabic', 'محمد علي', true],
      ['arabic', '  ·  ', false],
      ['standard', 'Assessment report', false],
    ]);
    expect(isolated('Ada')).toBe('Ada');
  });

  it('reverses and mirrors a right-to-left run fontkit does not shape', () => {
    // Read from the left: "[כהן] דוד": the brackets mirrored here, the Hebrew words left to fontkit.
    const line = visual('דוד [כהן]');
    expect(line.map(([, text]) => text)).toEqual(['[', 'כהן', ']', 'דוד ']);
  });
});
