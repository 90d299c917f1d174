import { describe, expect, it } from 'vitest';
import { DOC_SECTIONS } from '../content';
import { getBlockKey } from './doc-block';

describe('getBlockKey', () => {
  it('gives every block of a section its own key (two code blocks may share a label)', () => {
    for (const section of DOC_SECTIONS) {
      const keys = section.blocks.map(getBlockKey);
      expect(
        keys.filter((key, i) => keys.indexOf(key) !== i),
        section.id,
      ).toEqual([]);
    }
  });
});
