import { describe, expect, it } from 'vitest';
import { checkUploadFor, isTabEnabledFor } from './upload-rules';

const csv = () => new File(['full_name,email\n'], 'candidates.csv', { type: 'text/csv' });
const noTests = { selectedTestIds: [], testMode: 'pre-built' as const };

describe('adding to an existing assessment', () => {
  it('opens the upload tab once an assessment is chosen, whatever the tests, and review once a file is', () => {
    const none = { kind: 'existing' as const, assessmentId: null };
    const chosen = { kind: 'existing' as const, assessmentId: 'a1' };
    expect(isTabEnabledFor('upload', none, noTests, null)).toBe(false);
    expect(isTabEnabledFor('upload', chosen, noTests, null)).toBe(true);
    expect(isTabEnabledFor('review', chosen, noTests, null)).toBe(false);
    expect(isTabEnabledFor('review', chosen, noTests, csv())).toBe(true);
    expect(isTabEnabledFor('configure', none, noTests, null)).toBe(true);
  });

  it('keeps the new assessment path’s rules as they are', () => {
    expect(isTabEnabledFor('upload', { kind: 'new' }, noTests, null)).toBe(false);
    expect(checkUploadFor({ file: csv(), companyId: 'c', config: noTests, target: { kind: 'new' } })).toBe(
      'noTests',
    );
  });

  it('asks for the assessment instead of the tests on submit', () => {
    const target = { kind: 'existing' as const, assessmentId: null };
    expect(checkUploadFor({ file: csv(), companyId: 'c', config: noTests, target })).toBe('noAssessment');
    expect(
      checkUploadFor({
        file: csv(),
        companyId: 'c',
        config: noTests,
        target: { kind: 'existing', assessmentId: 'a' },
      }),
    ).toBeNull();
    expect(checkUploadFor({ file: null, companyId: 'c', config: noTests, target })).toBe('noFile');
  });
});
