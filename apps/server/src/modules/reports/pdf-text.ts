/**
 * Text for the PDF's standard fonts. Helvetica without an embedded font file draws WinAnsi (Windows-1252)
 * glyphs only; pdfkit writes any other character as a wrong code, so every string the report prints goes
 * through `pdfText` first.
 */

/** The characters of Windows-1252 beyond Latin-1 (its 0x80-0x9F range). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Readable ASCII for symbols the scoring texts use, and letters NFKD does not decompose. */
export const REPLACEMENTS: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '✓': 'yes',
  '✗': 'no',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/** Whether the standard fonts have a glyph for `char` (a code point). */
export const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** The text as the standard fonts can draw it: symbols spelled out, accents kept where WinAnsi has them. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n') out += char;
    else if (isWinAnsi(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else if (/[\t\r\v\f]/.test(char)) out += ' ';
    else if (/\p{Cc}/u.test(char)) continue;
    else {
      // Accented letters outside Latin-1 (ő, č, ğ): the base letter; anything else: a visible '?'.
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
