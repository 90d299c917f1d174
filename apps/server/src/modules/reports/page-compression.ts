/**
 * The pages' content streams deflated at zlib level 1 rather than pdfkit's default (6). A report's pages
 * are some 20 KB of drawing operators each; level 6 spent a sixth of a report's rendering time on them
 * for streams some 15 % smaller. pdfkit has no option for the level, so each page's content object is
 * told not to compress and is deflated just before pdfkit writes it. Other streams (a logo) keep pdfkit's
 * compression.
 */
import { deflateSync } from 'node:zlib';

const LEVEL = 1;

/** pdfkit's PDFReference, the part of it a stream is written from. */
type StreamObject = {
  compress: boolean;
  buffer: Uint8Array[];
  data: Record<string, unknown>;
  finalize(): void;
};

function deflateWhenWritten(content: StreamObject) {
  content.compress = false;
  const finalize = content.finalize.bind(content);
  content.finalize = () => {
    if (content.buffer.length > 0) {
      content.buffer = [deflateSync(Buffer.concat(content.buffer), { level: LEVEL })];
      content.data.Filter = 'FlateDecode';
    }
    finalize();
  };
}

/** From now on, every page of `doc` (the current one and those added) is deflated at level 1. */
export function fastPageCompression(doc: PDFKit.PDFDocument) {
  const contentOf = () => (doc.page as unknown as { content: StreamObject }).content;
  deflateWhenWritten(contentOf());
  doc.on('pageAdded', () => deflateWhenWritten(contentOf()));
}
