import { describe, expect, it } from 'vitest';
import { mantelHaenszelDif } from '../fairness/statistics/mantel-haenszel';
import type { AnalysedItem, FormQuestion } from './item-analysis.types';
import { type DifCount, difAppearances, difFlag, itemDif, peopleOf } from './item-dif';

const item = (id: string, type: AnalysedItem['type'] = 'mcq'): AnalysedItem => ({
  id,
  itemKey: id,
  version: 1,
  type,
  stem: id,
  options: ['A', 'B', 'C', 'D'],
  optionKeys: type === 'sjt' ? [4, 1, 2, 3] : null,
  keyIndex: type === 'sjt' ? null : 0,
  trait: null,
  reverse: null,
  source: 'library',
  status: 'active',
});
const asked = (
  candidateId: string,
  sectionId: string,
  itemId: string,
  value: number | null,
): FormQuestion => ({
  candidateId,
  sectionId,
  itemId,
  optionOrder: null,
  value,
});

describe('difAppearances', () => {
  it("scores right/wrong and the section's number right (studied item included), leaving SJT and Likert out", () => {
    const items = [item('m1'), item('m2'), { ...item('tf'), type: 'true_false' as const }, item('s1', 'sjt')];
    const rows = difAppearances(items, [
      asked('c1', 'sec', 'm1', 0),
      asked('c1', 'sec', 'm2', 1),
      asked('c1', 'sec', 'tf', 0),
      asked('c1', 'sec', 's1', 0),
      asked('c1', 'other', 'm1', 0),
      asked('c2', 'sec', 'm1', null),
      asked('c2', 'sec', 'm2', 0),
    ]);
    expect(rows).toEqual([
      { candidateId: 'c1', itemId: 'm1', stratum: 2, correct: true },
      { candidateId: 'c1', itemId: 'm2', stratum: 2, correct: false },
      { candidateId: 'c1', itemId: 'tf', stratum: 2, correct: true },
      { candidateId: 'c1', itemId: 'm1', stratum: 1, correct: true },
      { candidateId: 'c2', itemId: 'm1', stratum: 1, correct: false },
      { candidateId: 'c2', itemId: 'm2', stratum: 1, correct: true },
    ]);
  });
});

/** Counts of one item for one group: per stratum [right, wrong]. */
const counts = (
  dimension: DifCount['dimension'],
  group: DifCount['group'],
  table: [number, number][],
): DifCount[] =>
  table.flatMap(([right, wrong], stratum) => [
    { itemId: 'i', stratum, dimension, group, correct: true, count: right },
    { itemId: 'i', stratum, dimension, group, correct: false, count: wrong },
  ]);

describe('itemDif', () => {
  const men: [number, number][] = [
    [20, 30],
    [40, 20],
  ];
  it('runs Mantel-Haenszel on the strata of each comparison and words a B or C flag', () => {
    const women: [number, number][] = [
      [5, 45],
      [15, 45],
    ];
    const [sex] =
      itemDif('us', ['i'], [...counts('sex', 'male', men), ...counts('sex', 'female', women)]).get('i') ?? [];
    const expected = mantelHaenszelDif([
      { referenceRight: 20, referenceWrong: 30, focalRight: 5, focalWrong: 45 },
      { referenceRight: 40, referenceWrong: 20, focalRight: 15, focalWrong: 45 },
    ]);
    expect(sex).toMatchObject({
      dimension: 'sex',
      reference: 'male',
      focal: 'female',
      referenceCount: 110,
      focalCount: 110,
      enoughResponses: true,
      alphaMh: expected.alphaMh,
      deltaMh: expected.deltaMh,
      category: 'C',
      flag: 'Large DIF against women (ETS category C)',
    });
  });

  it('says not enough below the minimum, keeps the counts, and shows another gender identity only when enough', () => {
    const few = counts('sex', 'female', [[10, 5]]);
    const another = counts('sex', 'another', [[2, 1]]);
    const result = itemDif('us', ['i', 'unseen'], [...counts('sex', 'male', men), ...few, ...another]);
    expect(result.get('i')).toEqual([
      {
        dimension: 'sex',
        reference: 'male',
        focal: 'female',
        referenceCount: 110,
        focalCount: 15,
        enoughResponses: false,
        alphaMh: null,
        deltaMh: null,
        chiSquare: null,
        p: null,
        category: null,
        flag: null,
      },
    ]);
    // Nobody self-identified: the sex comparison still says so (0 and 0); no race category was chosen.
    expect(result.get('unseen')?.map((d) => [d.focal, d.referenceCount, d.focalCount])).toEqual([
      ['female', 0, 0],
    ]);
  });

  it('never states a count of 1 to 4 people, nor names a race/ethnicity chosen by fewer than 5', () => {
    const result = itemDif(
      'us',
      ['i'],
      [
        ...counts('sex', 'male', men),
        ...counts('sex', 'female', [[3, 1]]),
        ...counts('race_ethnicity', 'white', men),
        ...counts('race_ethnicity', 'asian', [[2, 2]]),
        ...counts('race_ethnicity', 'black_or_african_american', [[3, 2]]),
      ],
    );
    expect(result.get('i')?.map((d) => [d.focal, d.referenceCount, d.focalCount])).toEqual([
      ['female', 110, null],
      ['black_or_african_american', 110, 5],
    ]);
  });

  it('compares each chosen race/ethnicity category with white', () => {
    const same: [number, number][] = [
      [25, 25],
      [40, 20],
    ];
    const dif = itemDif(
      'us',
      ['i'],
      [...counts('race_ethnicity', 'white', same), ...counts('race_ethnicity', 'asian', same)],
    );
    expect(dif.get('i')?.filter((d) => d.dimension === 'race_ethnicity')).toMatchObject([
      { reference: 'white', focal: 'asian', enoughResponses: true, alphaMh: 1, category: 'A', flag: null },
    ]);
  });
});

describe('difFlag', () => {
  it('names the group the item works against, from the sign of delta', () => {
    expect(difFlag('us', 'sex', 'male', 'female', -1.2, 'B')).toBe(
      'Moderate DIF against women (ETS category B)',
    );
    expect(difFlag('us', 'sex', 'male', 'female', 1.8, 'C')).toBe('Large DIF against men (ETS category C)');
    expect(difFlag('us', 'race_ethnicity', 'white', 'black_or_african_american', -1.7, 'C')).toBe(
      'Large DIF against Black or African American candidates (ETS category C)',
    );
    expect(difFlag('us', 'sex', 'male', 'female', -0.5, 'A')).toBeNull();
    expect(peopleOf('us', 'race_ethnicity', 'two_or_more_races')).toBe('candidates of two or more races');
    expect(peopleOf('us', 'race_ethnicity', 'white')).toBe('White candidates');
  });
});

describe('DIF in the categories of the company’s region (decision 036)', () => {
  const same: [number, number][] = [
    [25, 25],
    [40, 20],
  ];

  it('compares the UK’s ethnic groups with White and women with men, in the UK’s words', () => {
    const dif = itemDif(
      'uk',
      ['i'],
      [
        ...counts('sex', 'male', same),
        ...counts('sex', 'female', same),
        ...counts('race_ethnicity', 'white', same),
        ...counts('race_ethnicity', 'black', same),
        ...counts('race_ethnicity', 'mixed', same),
        // A US key in the counts (the SQL reads only the region's rows, so this cannot happen): not compared.
        ...counts('race_ethnicity', 'two_or_more_races', same),
      ],
    );
    expect(dif.get('i')?.map((d) => [d.dimension, d.reference, d.focal])).toEqual([
      ['sex', 'male', 'female'],
      ['race_ethnicity', 'white', 'black'],
      ['race_ethnicity', 'white', 'mixed'],
    ]);
    expect(difFlag('uk', 'race_ethnicity', 'white', 'black', -1.7, 'C')).toBe(
      'Large DIF against Black, Black British, Black Welsh, Caribbean or African candidates (ETS category C)',
    );
    expect(difFlag('uk', 'race_ethnicity', 'white', 'mixed', 1.7, 'B')).toBe(
      'Moderate DIF against White candidates (ETS category B)',
    );
    expect(peopleOf('uk', 'race_ethnicity', 'other')).toBe('candidates of another ethnic group');
  });

  it('has no comparisons when the company chose no region', () => {
    const dif = itemDif('none', ['i'], [...counts('sex', 'male', same), ...counts('sex', 'female', same)]);
    expect(dif.get('i')).toEqual([]);
  });
});
