import type { TEvaluationData, TEvaluationNorms } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ratedReportFixture, reportFixture } from '../../../test/report-fixture';
import { traitNorms } from '../norms/trait-norms';
import { buildFeedback, scaleBand } from './feedback-content';

const NO_NORMS: TEvaluationNorms = {
  sections: [],
  traits: [],
  traitSource: null,
  minGroupSize: 30,
  rule: '',
};

function feedbackOf(data: TEvaluationData, norms: TEvaluationNorms = NO_NORMS) {
  return buildFeedback({
    companyName: 'Acme Corp',
    assessmentName: 'Support Lead',
    candidateName: 'Ann Lee',
    submittedAt: new Date('2026-11-20T10:00:00Z'),
    contactEmail: null,
    data,
    norms,
  });
}

const fixture = () => reportFixture().evaluation.data;

describe('the candidate feedback in plain language', () => {
  it('bands a score on the scale at 80, 60, 40 and 20', () => {
    expect([100, 80, 79.9, 60, 59.9, 40, 39.9, 20, 19.9, 0].map(scaleBand)).toEqual([
      'well_above',
      'well_above',
      'above',
      'above',
      'around',
      'around',
      'below',
      'below',
      'well_below',
      'well_below',
    ]);
  });

  it('lists only the scored sections, as bands on the scale, and says nothing of a section awaiting rating', () => {
    const feedback = feedbackOf(fixture());
    expect(feedback.sections.map((s) => [s.name, s.band])).toEqual([
      ['Logical Reasoning', 'Above the middle of the scale'],
      ['English Grammar', 'Above the middle of the scale'],
      ['Situational Judgement', 'Above the middle of the scale'],
      ['Business Writing', 'Not rated yet'],
    ]);
    expect(feedback.sections[0]?.comparison).toContain('not with other people');
    expect(feedback.sections[3]).toMatchObject({
      summary:
        'A person has not yet rated your written answers in this section, so there is nothing to describe yet.',
      comparison: 'This part of your report appears once a person has rated your answers.',
    });
    expect(feedback.sections.map((s) => s.underReview)).toEqual([false, false, false, true]);
    // Once a person has rated the last answer, the writing is banded like the rest (57.5: around).
    const rated = feedbackOf(ratedReportFixture().evaluation.data);
    expect(rated.sections[3]).toMatchObject({
      name: 'Business Writing',
      band: 'Around the middle of the scale',
      summary: 'Your result was around the middle of the scale.',
      underReview: false,
    });
  });

  it("uses the norm's band where a percentile exists, and names the group compared", () => {
    const data = fixture();
    const logical = data.sections[0];
    if (!logical) throw new Error('fixture without sections');
    const norms: TEvaluationNorms = {
      ...NO_NORMS,
      sections: [
        {
          sectionId: logical.sectionId,
          sectionName: logical.name,
          testId: '00000000-0000-4000-8000-000000000000',
          groupSize: 142,
          percentile: 12,
          band: 'below_most',
          group: 'g',
        },
      ],
    };
    const [section] = feedbackOf(data, norms).sections;
    expect(section?.band).toBe('Below most');
    expect(section?.summary).toBe('Your result was lower than most of the people compared.');
    expect(section?.comparison).toBe(
      'Compared with the 142 people who took this test for the company before you.',
    );
  });

  it('keeps the scale while the norm group is too small for a percentile', () => {
    const data = fixture();
    const logical = data.sections[0];
    if (!logical) throw new Error('fixture without sections');
    const norms: TEvaluationNorms = {
      ...NO_NORMS,
      sections: [
        {
          sectionId: logical.sectionId,
          sectionName: logical.name,
          testId: '00000000-0000-4000-8000-000000000000',
          groupSize: 12,
          percentile: null,
          band: null,
          group: 'g',
        },
      ],
    };
    expect(feedbackOf(data, norms).sections[0]?.band).toBe('Above the middle of the scale');
  });

  it('describes each trait in words against the published norm, kindly in both directions', () => {
    const data = fixture();
    data.traits = [
      {
        trait: 'conscientiousness',
        mean: 4.8,
        score: 95,
        standardError: 2,
        band: null,
        answered: 5,
        items: 5,
      },
      { trait: 'extraversion', mean: 1.4, score: 10, standardError: 2, band: null, answered: 5, items: 5 },
      { trait: 'openness', mean: 3.7, score: 67.5, standardError: 2, band: null, answered: 5, items: 5 },
    ];
    const norms = { ...NO_NORMS, traits: traitNorms(data.traits), traitSource: {} as never };
    const traits = feedbackOf(data, norms).traits;
    expect(traits?.comparison).toContain('published sample of adults in general');
    expect(traits?.items.map((t) => [t.label, t.position, t.sentence])).toEqual([
      [
        'Openness',
        'typical',
        'You described yourself as about as curious and drawn to new ideas and experiences as most people.',
      ],
      [
        'Conscientiousness',
        'higher',
        'You described yourself as more organised and dependable than most people.',
      ],
      [
        'Extraversion',
        'lower',
        'You described yourself as more reserved and comfortable working on your own than most people.',
      ],
    ]);
  });

  it('falls back to the scale without a norm, and says when a trait had no answers', () => {
    const data = fixture();
    data.traits = [
      { trait: 'agreeableness', mean: 4, score: 75, standardError: 2, band: null, answered: 4, items: 4 },
      { trait: 'openness', mean: 3, score: 50, standardError: 2, band: null, answered: 4, items: 4 },
      {
        trait: 'emotional_stability',
        mean: 0,
        score: 0,
        standardError: null,
        band: null,
        answered: 0,
        items: 4,
      },
    ];
    const traits = feedbackOf(data).traits;
    expect(traits?.comparison).toContain('not compared with other people');
    expect(traits?.items.map((t) => t.sentence)).toEqual([
      'You described yourself in between: sometimes curious and drawn to new ideas and experiences, sometimes practical and at home with familiar, proven ways of doing things.',
      'You described yourself as more cooperative and considerate of others than the middle of the scale.',
      'There were not enough answers about emotional stability to describe it.',
    ]);
  });

  it('ranks work styles against each other only: most, middle and least often chosen', () => {
    const data = fixture();
    data.preferences = [
      { style: 'care', chosen: 1, offered: 4, share: 10 },
      { style: 'drive', chosen: 5, offered: 5, share: 50 },
      { style: 'structure', chosen: 4, offered: 5, share: 40 },
    ];
    const workStyle = feedbackOf(data).workStyle;
    expect(workStyle?.intro).toContain('not compared with anyone else');
    expect(workStyle?.items.map((p) => [p.label, p.rank])).toEqual([
      ['Drive', 'most'],
      ['Structure', 'middle'],
      ['Care', 'least'],
    ]);
    expect(workStyle?.items[0]?.sentence).toBe(
      'You chose statements about ambitious goals and getting results most often.',
    );
  });

  it('gives the indicative English level in words, and says when no level was reached', () => {
    const english = feedbackOf(fixture()).english;
    expect(english).toMatchObject({ level: 'B1', label: 'Indicative, not certified' });
    expect(english?.sentence).toContain('level B1');
    expect(english?.sentence).toContain('not a certificate');
    const data = fixture();
    data.cefr = data.cefr ? { ...data.cefr, level: null } : null;
    expect(feedbackOf(data).english?.sentence).toContain(
      'did not reach the lowest level this test checks (A2)',
    );
  });

  it('leaves out the parts the assessment did not have', () => {
    const data = fixture();
    data.sections = data.sections.filter((s) => s.kind === 'cognitive');
    data.cefr = null;
    const feedback = feedbackOf(data);
    expect(feedback.sections).toHaveLength(1);
    expect([feedback.traits, feedback.workStyle, feedback.english]).toEqual([null, null, null]);
    expect(feedback.limits.join(' ')).toContain('A person at Acme Corp makes every decision');
    expect(feedback.limits.join(' ')).toContain('margin of error');
    expect(feedback.limits.join(' ')).not.toContain('not a diagnosis');
    expect(feedbackOf(fixture()).limits).toContain(
      'The personality and work-style parts describe how you described yourself. They are not a diagnosis of anything, and no direction of a trait or preference is better than another.',
    );
  });

  it('carries no number, grading note, integrity signal or override reason of the evaluation', () => {
    const stored = JSON.stringify(fixture());
    const text = JSON.stringify([feedbackOf(fixture()), feedbackOf(ratedReportFixture().evaluation.data)]);
    for (const secret of [
      '75',
      '66.7',
      'Shorter than asked',
      "Awaiting a person's rating",
      'look closely',
      'Tomás Rater',
      'Rated by',
      'tab_hidden',
      'paste',
      'temperature',
      'deductive',
    ]) {
      // The evaluation holds each one, so the check can fail.
      expect(stored).toContain(secret);
      expect(text).not.toContain(secret);
    }
  });
});
