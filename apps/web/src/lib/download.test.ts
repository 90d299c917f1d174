import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="Eve Evaluated - report.pdf"')).toBe(
      'Eve Evaluated - report.pdf',
    );
  });

  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Zoe Ng report.pdf"; filename*=UTF-8''Zo%C3%AB%20Ng%20report.pdf`,
      ),
    ).toBe('Zoë Ng report.pdf');
  });

  it('reads an unquoted name and unescapes quoted ones', () => {
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('is null without a name or a header', () => {
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
