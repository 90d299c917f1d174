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
    expect(preview.missingColumns).toEqual([]);
  });

  it('names the required columns the header lacks', async () => {
    const preview = await readCsvPreview(file('name,phone\nJane,123\n'));
    expect(preview.missingColumns).toEqual(['full_name', 'email']);
    expect(preview.rowCount).toBe(1);
  });
});
