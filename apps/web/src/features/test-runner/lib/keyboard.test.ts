import { describe, expect, it } from 'vitest';
import { isTextField, keyAction } from './keyboard';

const context = { optionCount: 4, readOnly: false, dialogOpen: false };
const press = (key: string, extra: Partial<Parameters<typeof keyAction>[0]> = {}) =>
  keyAction({ key, inTextField: false, ...extra }, context);

describe('runner keyboard shortcuts', () => {
  it('chooses the n-th option with number keys 1-9, within the options there are', () => {
    expect(press('1')).toEqual({ type: 'choose', index: 0 });
    expect(press('4')).toEqual({ type: 'choose', index: 3 });
    expect(press('5')).toBeNull();
    expect(press('0')).toBeNull();
    expect(keyAction({ key: '2', inTextField: false }, { ...context, optionCount: 2 })).toEqual({
      type: 'choose',
      index: 1,
    });
    expect(keyAction({ key: '9', inTextField: false }, { ...context, optionCount: 9 })).toEqual({
      type: 'choose',
      index: 8,
    });
  });

  it('moves between questions with the left and right arrows', () => {
    expect(press('ArrowLeft')).toEqual({ type: 'previous' });
    expect(press('ArrowRight')).toEqual({ type: 'next' });
    const rtl = { ...context, rtl: true };
    expect(keyAction({ key: 'ArrowLeft', inTextField: false }, rtl)).toEqual({ type: 'next' });
    expect(keyAction({ key: 'ArrowRight', inTextField: false }, rtl)).toEqual({ type: 'previous' });
    expect(press('ArrowUp')).toBeNull();
    expect(press('ArrowRight', { shiftKey: true })).toBeNull();
  });

  it('leaves keys alone while typing, in dialogs, with modifiers and during composition', () => {
    expect(press('1', { inTextField: true })).toBeNull();
    expect(press('ArrowLeft', { inTextField: true })).toBeNull();
    expect(press('1', { ctrlKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
    expect(press('ArrowRight', { metaKey: true })).toBeNull();
    expect(press('2', { isComposing: true })).toBeNull();
    expect(keyAction({ key: '1', inTextField: false }, { ...context, dialogOpen: true })).toBeNull();
  });

  it('still navigates a read-only (completed) section but never changes an answer there', () => {
    const readOnly = { ...context, readOnly: true };
    expect(keyAction({ key: '1', inTextField: false }, readOnly)).toBeNull();
    expect(keyAction({ key: 'ArrowRight', inTextField: false }, readOnly)).toEqual({ type: 'next' });
  });

  it('knows which focused elements take text', () => {
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(input('text'))).toBe(true);
    expect(isTextField(input('search'))).toBe(true);
    expect(isTextField(input('radio'))).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
