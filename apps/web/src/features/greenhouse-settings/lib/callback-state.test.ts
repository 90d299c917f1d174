import { describe, expect, it } from 'vitest';
import { callbackState } from './callback-state';

describe('callbackState', () => {
  it('tells polling, waiting for completion, retrying and delivered apart', () => {
    expect(callbackState({ callbackRequested: false, callbackSentAt: null, status: 'complete' })).toBe(
      'polls',
    );
    expect(callbackState({ callbackRequested: true, callbackSentAt: null, status: 'sent' })).toBe('waiting');
    expect(callbackState({ callbackRequested: true, callbackSentAt: null, status: 'in_progress' })).toBe(
      'waiting',
    );
    expect(callbackState({ callbackRequested: true, callbackSentAt: null, status: 'complete' })).toBe(
      'pending',
    );
    expect(
      callbackState({
        callbackRequested: true,
        callbackSentAt: '2026-11-25T10:00:00.000Z',
        status: 'complete',
      }),
    ).toBe('sent');
  });
});
