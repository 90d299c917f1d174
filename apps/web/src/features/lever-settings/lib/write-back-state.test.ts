import { describe, expect, it } from 'vitest';
import { writeBackState } from './write-back-state';

describe('writeBackState', () => {
  it('follows the note and the tag as Lever answered them', () => {
    expect(writeBackState({ writeBack: {}, resultWrittenAt: null })).toBe('waiting');
    expect(writeBackState({ writeBack: { stageId: 'stage-onsite' }, resultWrittenAt: null })).toBe('waiting');
    expect(writeBackState({ writeBack: { noteId: 'n1' }, resultWrittenAt: null })).toBe('noteOnly');
    expect(
      writeBackState({ writeBack: { noteId: 'n1', tagged: true }, resultWrittenAt: '2026-11-25T10:00:00Z' }),
    ).toBe('written');
  });
});
