import { RUBRIC_CRITERIA } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { bandOfKey, bandsOfSuggestion, completeRating, keyAction } from './bands';

const order = [...RUBRIC_CRITERIA];

describe('the keys of the rating form', () => {
  it('takes the digits 0 to 5 as bands and nothing else', () => {
    expect(['0', '3', '5'].map(bandOfKey)).toEqual([0, 3, 5]);
    expect(['6', '9', 'a', 'Enter', '10', ' '].map(bandOfKey)).toEqual([null, null, null, null, null, null]);
  });

  it('rates the focused criterion and moves to the next, then to Save after the last', () => {
    expect(keyAction('4', { order, focused: 0, onBand: true, bands: {} })).toEqual({
      kind: 'rate',
      criterion: 'task_response',
      band: 4,
      next: 1,
    });
    expect(keyAction('2', { order, focused: 3, onBand: true, bands: {} })).toEqual({
      kind: 'rate',
      criterion: 'grammar_accuracy',
      band: 2,
      next: 'save',
    });
  });

  it('rates again a criterion that already has a band when it holds focus', () => {
    const action = keyAction('1', { order, focused: 1, onBand: true, bands: { coherence: 5 } });
    expect(action).toMatchObject({ criterion: 'coherence', band: 1 });
  });

  it('rates the first unrated criterion when focus is on none of them', () => {
    const bands = { task_response: 3, coherence: 3 };
    expect(keyAction('0', { order, focused: -1, onBand: false, bands })).toMatchObject({
      criterion: 'lexical_resource',
      next: 3,
    });
    const all = { ...bands, lexical_resource: 3, grammar_accuracy: 3 };
    expect(keyAction('0', { order, focused: -1, onBand: false, bands: all })).toBeNull();
  });

  it('saves on Enter only from a band (a button keeps its own Enter)', () => {
    expect(keyAction('Enter', { order, focused: 2, onBand: true, bands: {} })).toEqual({ kind: 'save' });
    expect(keyAction('Enter', { order, focused: -1, onBand: false, bands: {} })).toBeNull();
    expect(keyAction('x', { order, focused: 0, onBand: true, bands: {} })).toBeNull();
  });
});

describe('the rating to send', () => {
  it('is complete only with a band for each criterion of the rubric', () => {
    expect(completeRating({ task_response: 4, coherence: 3, lexical_resource: 2 }, order)).toBeNull();
    expect(
      completeRating({ task_response: 4, coherence: 3, lexical_resource: 2, grammar_accuracy: 0 }, order),
    ).toEqual({
      task_response: 4,
      coherence: 3,
      lexical_resource: 2,
      grammar_accuracy: 0,
    });
  });

  it("holds the author's own criteria, and only them (decision 037)", () => {
    const own = ['correctness', 'explains_the_trade_off'];
    expect(completeRating({ correctness: 4 }, own)).toBeNull();
    expect(completeRating({ correctness: 4, explains_the_trade_off: 1, coherence: 3 }, own)).toEqual({
      correctness: 4,
      explains_the_trade_off: 1,
    });
  });

  it("starts from the model's suggestion rounded to whole bands within 0-5", () => {
    expect(
      bandsOfSuggestion(
        { task_response: 3.5, coherence: 2.4, lexical_resource: 5, grammar_accuracy: 7 },
        order,
      ),
    ).toEqual({ task_response: 4, coherence: 2, lexical_resource: 5, grammar_accuracy: 5 });
    expect(bandsOfSuggestion({ coherence: -1 }, order)).toEqual({ coherence: 0 });
  });
});
