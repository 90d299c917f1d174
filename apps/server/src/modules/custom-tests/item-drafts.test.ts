import { type TItemDraft, ZItemDraft } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { columnsToDraft, draftToColumns } from './item-drafts';
import { SAMPLE_DRAFTS } from './sample-drafts';

const drafts = SAMPLE_DRAFTS;

describe('item drafts ↔ items columns', () => {
  it.each(drafts.map((draft) => [draft.type, draft] as const))('round-trips a %s item', (_, draft) => {
    expect(ZItemDraft.parse(draft)).toEqual(draft);
    expect(columnsToDraft(draftToColumns(draft))).toEqual(draft);
  });

  it('stores the keys where the runner and the scorer read them', () => {
    const [mcq, isFalse, isTrue, likert, forced, sjt, written] = drafts.map(draftToColumns);
    expect(mcq).toMatchObject({ options: ['10', '12', '16'], keyIndex: 2, difficulty: 'easy' });
    expect(isFalse).toMatchObject({ options: [], keyIndex: 1 });
    expect(isTrue).toMatchObject({ options: [], keyIndex: 0 });
    expect(likert).toMatchObject({
      options: [],
      trait: 'customer orientation',
      reverse: true,
      keyIndex: null,
    });
    expect(forced).toMatchObject({ optionKeys: ['structure', 'flexibility'] });
    expect(sjt).toMatchObject({ optionKeys: [4, 1, 2] });
    expect(written).toMatchObject({ minWords: 50, maxWords: 150, options: [], optionKeys: null });
  });

  it('clears the columns of the type an edit leaves', () => {
    const sjt = draftToColumns(drafts[5] as TItemDraft);
    const likert = draftToColumns(drafts[3] as TItemDraft);
    expect(Object.keys(likert).sort()).toEqual(Object.keys(sjt).sort());
    expect(likert).toMatchObject({ options: [], optionKeys: null, explanation: null });
  });
});
