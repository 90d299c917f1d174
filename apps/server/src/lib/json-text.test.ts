import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { JSON_ERRORS, MAX_JSON_DEPTH, nestsDeeperThan, parseJsonText } from './json-text';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function refusal(text: string): string | null {
  try {
    parseJsonText(text);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

describe('nestsDeeperThan', () => {
  it('counts arrays and objects up to the limit, and one more', () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(64)}1${'}'.repeat(64)}`, 64)).toBe(false);
    expect(nestsDeeperThan(`${'{"a":['.repeat(33)}1${']}'.repeat(33)}`, 64)).toBe(true);
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 1000 }, () => nested(10)).join(',')}]`, 64)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(500) }), 64)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: `\\"${'{'.repeat(500)}` }), 64)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${'"b":['.repeat(1)}${nested(64)}]}`, 64)).toBe(true);
  });

  it('stops at the first level too deep, whatever follows', () => {
    expect(nestsDeeperThan(`${'['.repeat(200_000)}not json`, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('parseJsonText', () => {
  it('parses ordinary JSON, surrogate pairs included', () => {
    expect(parseJsonText('{"a":[1,"😀","\\ud83d\\ude00"]}')).toEqual({ a: [1, '😀', '😀'] });
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
  });

  it('refuses an unpaired surrogate in a string or a key', () => {
    for (const text of [
      '"\\ud800"',
      '"a\\udfffb"',
      '["\\udbff\\udbff"]',
      '{"\\ud800":1}',
      '{"a":{"b":"x\\ud83d"}}',
    ]) {
      expect(refusal(text), text).toBe(JSON_ERRORS.loneSurrogate);
    }
    // An escaped backslash before "ud800" is text, not a surrogate.
    expect(parseJsonText('"\\\\ud800"')).toBe('\\ud800');
  });

  it('refuses nesting deeper than the limit before parsing it', () => {
    let parsed = false;
    expect(() =>
      parseJsonText(nested(MAX_JSON_DEPTH + 1), (text) => {
        parsed = true;
        return JSON.parse(text);
      }),
    ).toThrow(JSON_ERRORS.tooDeep);
    expect(parsed).toBe(false);
    expect(refusal(nested(100_000))).toBe(JSON_ERRORS.tooDeep);
  });

  it("leaves text that is not JSON to the parser's own error", () => {
    expect(() => parseJsonText('{"a":')).toThrow(SyntaxError);
  });
});
