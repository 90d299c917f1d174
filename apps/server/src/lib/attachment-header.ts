/** Content-Disposition headers for downloads: the domain-free part every download route shares. */

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` that every client reads, plus
 * `filename*` in UTF-8 when the name has other characters, which current browsers prefer.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
