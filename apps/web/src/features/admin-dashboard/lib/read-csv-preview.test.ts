import { describe, expect, it } from 'vitest';
import { readCsvPreview } from './read-csv-preview';

const file = (text: string) => new File([text], 'candidates.csv', { type: 'text/csv' });

describe('readCsvPreview', () => {
  it('shows the first 5 lines and counts every data row, with BOM, CRLF and quoted fields', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `"Doe, Jane ${i}",jane${i}@example.com,`);
    const preview = await readCsvPreview(file(`\uFEFFFull Name,Email,Phone\r\n${rows.join('\r\n')}\r\n\r\n`));
    expect(preview.lines).toHaveLength(5);
    expect(preview.lines[0]).toEqual(['Full Name', 'Email', 'Phone']);
    expect(preview.lines[1]).toEqual(['Doe, Jane 0', 'jane0@example.com', '']);
    expect(preview.rowCount).toBe(7);
    expect(preview.header).toEqual({ missing: [], renamed: [], repeated: null, columns: expect.any(Map) });
  });

  it('names the required columns the header lacks', async () => {
    const preview = await readCsvPreview(file('nom,phone\nJane,123\n'));
    expect(preview.header.missing).toEqual(['full_name', 'email']);
    expect(preview.rowCount).toBe(1);
  });

  it('reads HR headers as the server does, naming what it read them as', async () => {
    const preview = await readCsvPreview(file('Sr No,Name,Email ID,Mobile\n1,Jane,j@example.com,98450\n'));
    expect(preview.header.missing).toEqual([]);
    expect(preview.header.renamed).toEqual([
      { header: 'Name', column: 'full_name' },
      { header: 'Email ID', column: 'email' },
      { header: 'Mobile', column: 'phone' },
    ]);
    const ambiguous = await readCsvPreview(file('full_name,email,Mobile,Contact No\nJ,j@example.com,1,2\n'));
    expect(ambiguous.header.repeated).toEqual({ column: 'phone', headers: ['Mobile', 'Contact No'] });
  });
});
