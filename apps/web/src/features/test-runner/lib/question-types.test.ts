import { describe, expect, it } from 'vitest';
import english from '@/locales/en/test-runner.json';
import { choicesOf, inputKind, isAnswered, questionTypeLabel } from './question-types';

const translate = (key: string) => (english as Record<string, string>)[key] ?? key;

describe('question types', () => {
  it('answers the four choice types from an option list, true/false from two choices, open ended as long text', () => {
    expect(['mcq', 'sjt', 'forced_choice', 'likert_scale'].map(inputKind)).toEqual([
      'choice',
      'choice',
      'choice',
      'choice',
    ]);
    expect(inputKind('true_false')).toBe('true_false');
    expect(inputKind('open_ended')).toBe('long_text');
    expect(inputKind('fill_in_the_blank')).toBe('short_text');
  });

  it('labels each type for its badge', () => {
    expect(questionTypeLabel('mcq', translate)).toBe('Multiple Choice');
    expect(questionTypeLabel('sjt', translate)).toBe('Situational Judgement');
    expect(questionTypeLabel('forced_choice', translate)).toBe('Forced Choice');
    expect(questionTypeLabel('likert_scale', translate)).toBe('Likert Scale');
    expect(questionTypeLabel('true_false', translate)).toBe('True / False');
    expect(questionTypeLabel('open_ended', translate)).toBe('Open Ended');
    expect(questionTypeLabel('fill_in_the_blank', translate)).toBe('Fill In The Blank');
    expect(questionTypeLabel('', translate)).toBe('Short Answer');
  });

  it('offers True then False for true/false whatever the options say, the server order otherwise', () => {
    expect(choicesOf({ questionType: 'true_false', options: [] })).toEqual(['True', 'False']);
    expect(choicesOf({ questionType: 'mcq', options: ['b', 'a', 'c'] })).toEqual(['b', 'a', 'c']);
    expect(choicesOf({ questionType: 'open_ended', options: [] })).toEqual([]);
  });

  it('counts a chosen option (even the first) and non-blank text as answered', () => {
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered('  x ')).toBe(true);
    expect(isAnswered('   ')).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
});
