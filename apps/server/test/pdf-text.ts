import { extractText } from 'unpdf';

/** A PDF's text as a reader would copy it, pages joined, whitespace collapsed (for `toContain`). */
export async function pdfTextOf(pdf: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}
