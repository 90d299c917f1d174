import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  canOpenReview,
  canOpenUpload,
  checkCsvFile,
  checkUpload,
  isTabEnabled,
  problemToast,
} from './upload-rules';

const t = i18n.getFixedT('en', 'admin-dashboard');

const csv = (name = 'candidates.csv', size = 10) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

describe('wizard tabs', () => {
  it('opens the upload tab only with a selected test or in AI-generated mode', () => {
    expect(canOpenUpload({ selectedTestIds: [], testMode: 'pre-built' })).toBe(false);
    expect(canOpenUpload({ selectedTestIds: [], testMode: 'hybrid' })).toBe(false);
    expect(canOpenUpload({ selectedTestIds: [], testMode: 'ai-generated' })).toBe(true);
    expect(canOpenUpload({ selectedTestIds: ['t1'], testMode: 'pre-built' })).toBe(true);
  });

  it('opens the review tab only when a file is chosen as well', () => {
    const config = { selectedTestIds: ['t1'], testMode: 'pre-built' as const };
    expect(canOpenReview(config, null)).toBe(false);
    expect(canOpenReview(config, csv())).toBe(true);
    expect(canOpenReview({ selectedTestIds: [], testMode: 'pre-built' }, csv())).toBe(false);
    expect(isTabEnabled('configure', { selectedTestIds: [], testMode: 'pre-built' }, null)).toBe(true);
    expect(isTabEnabled('review', config, null)).toBe(false);
  });
});

describe('file checks', () => {
  it('refuses no file, other extensions and files over 10 MB with the spec texts', () => {
    expect(checkCsvFile(null)).toBe('noFile');
    expect(problemToast('noFile', t)).toEqual({
      title: 'No file selected',
      description: 'Please select a CSV file to upload.',
    });
    expect(checkCsvFile(csv('candidates.xlsx'))).toBe('invalidType');
    expect(problemToast('invalidType', t)).toEqual({
      title: 'Invalid file type',
      description: 'Please select a CSV file.',
    });
    expect(checkCsvFile(csv('CANDIDATES.CSV'))).toBeNull();
    expect(checkCsvFile(csv('big.csv', 10 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(problemToast('tooLarge', t)).toEqual({
      title: 'File too large',
      description: 'The file is larger than 10 MB. Please split it into smaller files of at most 10 MB.',
    });
  });

  it('checks the file, then the company, then the tests on submit', () => {
    const config = { selectedTestIds: [], testMode: 'pre-built' as const };
    expect(checkUpload({ file: null, companyId: null, config })).toBe('noFile');
    expect(checkUpload({ file: csv(), companyId: null, config })).toBe('noCompany');
    expect(problemToast('noCompany', t)).toEqual({
      title: 'Company required',
      description: 'Please ensure your profile is associated with a company.',
    });
    expect(checkUpload({ file: csv(), companyId: 'c1', config })).toBe('noTests');
    expect(problemToast('noTests', t)).toEqual({
      title: 'No tests selected',
      description: 'Please select at least one test or choose AI-generated mode.',
    });
    expect(
      checkUpload({ file: csv(), companyId: 'c1', config: { ...config, testMode: 'ai-generated' } }),
    ).toBeNull();
  });
});
