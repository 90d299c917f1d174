import {
  answersOutsideRegion,
  asksSelfIdentification,
  everyCategory,
  FAIRNESS_CATEGORIES,
  FAIRNESS_REGION_CONTENT,
  FAIRNESS_REGIONS,
  fairnessCategoryLabel,
  fairnessDefinitions,
  fairnessGroupLabel,
  fairnessGroups,
  PREFER_NOT_TO_SAY,
  regionCategories,
  SELF_IDENTIFICATION_REGIONS,
  SELF_IDENTIFICATION_SLOTS,
  ZFairnessSettingsInput,
  ZSelfIdentificationInput,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';

/** Decision 036: each region's questions and framing are its data file's; the rules around them are these. */
describe('fairness regions', () => {
  it('asks every question of a region with “Prefer not to say” last; none asks nothing', () => {
    for (const region of SELF_IDENTIFICATION_REGIONS) {
      for (const slot of SELF_IDENTIFICATION_SLOTS) {
        const keys = regionCategories(region, slot);
        expect(keys.at(-1), `${region} ${slot}`).toBe(PREFER_NOT_TO_SAY);
        expect(keys.length, `${region} ${slot}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(FAIRNESS_REGION_CONTENT.none.questions).toEqual([]);
    for (const slot of SELF_IDENTIFICATION_SLOTS) expect(regionCategories('none', slot)).toEqual([]);
  });

  it('keeps the US’s EEO-1 categories and age bands as they were', () => {
    expect(regionCategories('us', 'sex')).toEqual(['female', 'male', 'another', 'prefer_not_to_say']);
    expect(regionCategories('us', 'raceEthnicity')).toEqual([
      'hispanic_or_latino',
      'white',
      'black_or_african_american',
      'native_hawaiian_or_pacific_islander',
      'asian',
      'american_indian_or_alaska_native',
      'two_or_more_races',
      'prefer_not_to_say',
    ]);
    expect(regionCategories('us', 'ageBand')).toEqual([
      'under_25',
      '25_34',
      '35_39',
      '40_49',
      '50_59',
      '60_plus',
      'prefer_not_to_say',
    ]);
    expect(fairnessCategoryLabel('us', 'race_ethnicity')).toBe('Race/ethnicity');
    expect(fairnessGroupLabel('us', 'intersection', 'female|white')).toBe(
      'Female · White (not Hispanic or Latino)',
    );
    expect(fairnessGroupLabel('us', 'disability', 'no')).toBe('No disability');
  });

  it('asks the UK the ONS 2021 Census’s five ethnic groups, sex, age bands and Equality Act disability', () => {
    expect(regionCategories('uk', 'raceEthnicity')).toEqual([
      'asian',
      'black',
      'mixed',
      'white',
      'other',
      'prefer_not_to_say',
    ]);
    expect(regionCategories('uk', 'sex')).toEqual(['female', 'male', 'prefer_not_to_say']);
    expect(regionCategories('uk', 'ageBand')).toEqual([
      'under_25',
      '25_34',
      '35_44',
      '45_54',
      '55_64',
      '65_plus',
      'prefer_not_to_say',
    ]);
    expect(fairnessCategoryLabel('uk', 'race_ethnicity')).toBe('Ethnic group');
    expect(fairnessCategoryLabel('uk', 'intersection')).toBe('Sex × ethnic group');
    expect(fairnessGroupLabel('uk', 'race_ethnicity', 'black')).toBe(
      'Black, Black British, Black Welsh, Caribbean or African',
    );
    expect(fairnessGroupLabel('uk', 'intersection', 'male|mixed')).toBe(
      'Male · Mixed or Multiple ethnic groups',
    );
    expect(fairnessGroupLabel('uk', 'disability', 'yes')).toBe('Disabled');
    // The same key names the UK's group in the UK: "White", not the EEO-1 "White (not Hispanic or Latino)".
    expect(fairnessGroupLabel('uk', 'race_ethnicity', 'white')).toBe('White');
    expect(fairnessGroups('uk', 'intersection')).toHaveLength(2 * 5);
    expect(fairnessGroups('us', 'intersection')).toHaveLength(3 * 7);
    expect(fairnessGroups('none', 'sex')).toEqual([]);
  });

  it('asks only when the switch is on and a region is chosen', () => {
    expect(asksSelfIdentification({ selfIdentificationEnabled: true, fairnessRegion: 'us' })).toBe(true);
    expect(asksSelfIdentification({ selfIdentificationEnabled: true, fairnessRegion: 'uk' })).toBe(true);
    expect(asksSelfIdentification({ selfIdentificationEnabled: true, fairnessRegion: 'none' })).toBe(false);
    expect(asksSelfIdentification({ selfIdentificationEnabled: false, fairnessRegion: 'uk' })).toBe(false);
  });

  it('refuses to save the questions on without a region, and keeps the region when a client sends none', () => {
    const base = { selfIdentificationEnabled: true, aiLogRetentionMonths: 12 };
    expect(ZFairnessSettingsInput.safeParse({ ...base, fairnessRegion: 'none' }).success).toBe(false);
    expect(ZFairnessSettingsInput.safeParse({ ...base, fairnessRegion: 'uk' }).success).toBe(true);
    expect(ZFairnessSettingsInput.safeParse(base).success).toBe(true);
    expect(ZFairnessSettingsInput.safeParse({ ...base, fairnessRegion: 'in' }).success).toBe(false);
  });

  it('accepts any region’s answers in the API, and names those outside the company’s region', () => {
    expect(everyCategory('raceEthnicity')).toEqual(
      expect.arrayContaining(['black', 'mixed', 'asian', 'white']),
    );
    expect(ZSelfIdentificationInput.safeParse({ raceEthnicity: 'mixed' }).success).toBe(true);
    expect(ZSelfIdentificationInput.safeParse({ raceEthnicity: 'martian' }).success).toBe(false);
    expect(answersOutsideRegion('us', { raceEthnicity: 'mixed', sex: 'female', ageBand: null })).toEqual([
      { slot: 'raceEthnicity', value: 'mixed' },
    ]);
    expect(answersOutsideRegion('uk', { sex: 'another', ageBand: '40_49', disability: 'yes' })).toEqual([
      { slot: 'sex', value: 'another' },
      { slot: 'ageBand', value: '40_49' },
    ]);
    expect(answersOutsideRegion('uk', { raceEthnicity: 'mixed', ageBand: '65_plus' })).toEqual([]);
  });

  it('frames the report in each region’s law, and keeps the US definitions word for word', () => {
    const us = fairnessDefinitions('us');
    const uk = fairnessDefinitions('uk');
    expect(Object.keys(us)[0]).toBe('law');
    expect(us.law).toMatch(/four-fifths/);
    expect(us.law).toMatch(/Local Law 144/);
    expect(us.scoringRate.startsWith('Scoring rate (NYC Local Law 144):')).toBe(true);
    expect(us.impactRatio).toBe(
      'Impact ratio: a group’s rate divided by the rate of the most selected (or highest scoring) group shown. Below 0.8 is flagged (the four-fifths rule, 29 CFR 1607.4(D)).',
    );
    expect(us.unknown).toContain('In the sex × race/ethnicity table');
    expect(us.smallSample).toContain('when the sex and race/ethnicity tables of a measure both are');
    expect(uk.law).toMatch(/Equality Act 2010/);
    expect(uk.law).toMatch(/indirect discrimination \(section 19\)/);
    expect(uk.law).toMatch(/no four-fifths rule/);
    expect(uk.impactRatio).toMatch(/screening statistic/);
    expect(uk.unknown).toContain('In the sex × ethnic group table');
    // The UK's framing names no US law; the US's names no UK law.
    for (const text of Object.values(uk).filter((t) => t !== uk.impactRatio))
      expect(text).not.toMatch(/Local Law 144|LL144|EEOC|29 CFR/);
    for (const text of Object.values(us)) expect(text).not.toMatch(/Equality Act/);
    expect(fairnessDefinitions('none').law).toMatch(/^No region chosen/);
  });

  it('lists every table of the summary once per region', () => {
    for (const region of FAIRNESS_REGIONS.filter((r) => r !== 'none')) {
      const { required, further } = FAIRNESS_REGION_CONTENT[region].summary;
      expect([...required, ...further].sort()).toEqual([...FAIRNESS_CATEGORIES].sort());
    }
  });
});
