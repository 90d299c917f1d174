import { describe, expect, it } from 'vitest';
import { attachmentHeader } from '../../lib/attachment-header';
import { etagMatches, reportEtag, reportFileName, uniqueFileNames, zipFileName } from './report-http';

describe('report file names', () => {
  it('names the PDF after the candidate, without characters unsafe in file names', () => {
    expect(reportFileName('Ann Lee')).toBe('Ann Lee - Assessment report.pdf');
    expect(reportFileName(' a/b\\c:d*e?f"g<h>i|j\u0000k ')).toBe(
      'a b c d e f g h i j k - Assessment report.pdf',
    );
    expect(reportFileName('..hidden')).toBe('hidden - Assessment report.pdf');
    expect(reportFileName('///')).toBe('Candidate - Assessment report.pdf');
    expect(reportFileName('x'.repeat(300))).toBe(`${'x'.repeat(120)} - Assessment report.pdf`);
  });

  it('sends ASCII names plainly and others with an ASCII fallback and filename* (RFC 6266)', () => {
    expect(attachmentHeader('Ann Lee - Assessment report.pdf')).toBe(
      'attachment; filename="Ann Lee - Assessment report.pdf"',
    );
    expect(attachmentHeader('Zoë Ørsted 李 - Assessment report.pdf')).toBe(
      `attachment; filename="Zoe _rsted _ - Assessment report.pdf"; filename*=UTF-8''Zo%C3%AB%20%C3%98rsted%20%E6%9D%8E%20-%20Assessment%20report.pdf`,
    );
    expect(attachmentHeader("O'Neil (2) 100%.pdf")).toBe(
      `attachment; filename="O'Neil (2) 100_.pdf"; filename*=UTF-8''O%27Neil%20%282%29%20100%25.pdf`,
    );
  });

  it('makes names in one ZIP unique, ignoring case', () => {
    expect(uniqueFileNames(['A.pdf', 'B.pdf', 'a.pdf', 'A.pdf', 'A (2).pdf'])).toEqual([
      'A.pdf',
      'B.pdf',
      'a (2).pdf',
      'A (3).pdf',
      'A (2) (2).pdf',
    ]);
  });

  it('dates the ZIP in UTC', () => {
    expect(zipFileName(new Date('2026-11-22T23:30:00-05:00'))).toBe('assessment-reports-2026-11-23.zip');
  });
});

describe('report ETags', () => {
  it('changes with any part and matches If-None-Match lists, weak tags and *', () => {
    const tag = reportEtag(['v1', 'evaluation', '2026-11-22T06:00:00.000Z']);
    expect(tag).toMatch(/^W\/"[\w-]{32}"$/);
    expect(reportEtag(['v1', 'evaluation', '2026-11-22T06:00:00.000Z'])).toBe(tag);
    expect(reportEtag(['v2', 'evaluation', '2026-11-22T06:00:00.000Z'])).not.toBe(tag);
    expect(reportEtag(['v1', 'evaluation', '2026-11-22T06:00:01.000Z'])).not.toBe(tag);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
