import { describe, expect, it } from 'vitest';
import {
  generatedAssessmentName,
  lockedChangeMessage,
  sharedValue,
  transitionProblem,
} from './assessment-name';

describe('assessment rules', () => {
  it('names an upload after its shared role, its file and its UTC day', () => {
    const createdAt = new Date('2026-11-24T23:30:00-02:00');
    expect(generatedAssessmentName({ position: 'Analyst', sourceFilename: 'q1.csv', createdAt })).toBe(
      'Analyst · q1.csv · 2026-11-25',
    );
    expect(generatedAssessmentName({ position: null, sourceFilename: null, createdAt })).toBe(
      'Assessment · added one by one · 2026-11-25',
    );
  });

  it('takes the role only when every candidate shares it', () => {
    expect(sharedValue([{ p: 'Analyst' }, { p: 'Analyst' }], (r) => r.p)).toBe('Analyst');
    expect(sharedValue([{ p: 'Analyst' }, { p: null }], (r) => r.p)).toBeNull();
    expect(sharedValue([{ p: 'Analyst' }, { p: 'Engineer' }], (r) => r.p)).toBeNull();
    expect(sharedValue<{ p: string | null }>([], (r) => r.p)).toBeNull();
  });

  it('allows the documented moves and says why the others are refused', () => {
    expect(transitionProblem('draft', 'open')).toBeNull();
    expect(transitionProblem('closed', 'open')).toBeNull();
    expect(transitionProblem('archived', 'closed')).toBeNull();
    expect(transitionProblem('draft', 'closed')).toBe('A draft assessment cannot be closed. Open it first.');
    expect(transitionProblem('archived', 'open')).toBe(
      'An archived assessment cannot be opened. Restore it first.',
    );
  });

  it('names the locked parts an edit would change', () => {
    expect(lockedChangeMessage(['tests', 'scoringWeights'], 1200)).toBe(
      'The tests and scoring weights cannot change: 1,200 candidates have been added to this assessment, and their questions are drawn and scored with them. Duplicate the assessment to use a different set-up.',
    );
    expect(lockedChangeMessage(['role'], 1)).toMatch(/^The role cannot change: 1 candidate has been added/);
  });
});
