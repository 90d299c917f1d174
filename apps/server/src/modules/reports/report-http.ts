import { createHash } from 'node:crypto';

/** Characters that are unsafe in a file name on Windows, macOS or Linux, and invisible controls. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;
const MAX_NAME_CHARACTERS = 120;

/** The candidate's name as a file name part: unsafe characters out, whitespace collapsed, length capped. */
export function safeFileNamePart(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, MAX_NAME_CHARACTERS).join('').trim() || 'Candidate';
}

export const reportFileName = (candidateName: string) =>
  `${safeFileNamePart(candidateName)} - Assessment report.pdf`;

/** "assessment-reports-2026-11-22.zip" (UTC date). */
export const zipFileName = (now: Date) => `assessment-reports-${now.toISOString().slice(0, 10)}.zip`;

/** File names for a ZIP: a second "Ann Lee - Assessment report.pdf" becomes "... (2).pdf". */
export function uniqueFileNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    // Case-insensitive: Windows and macOS would overwrite one with the other when extracting.
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A weak ETag over everything the report's content depends on (the parts are JSON-encoded, so
 * unambiguous). Weak because each render prints its own generation time: the same numbers, not the
 * same bytes (RFC 9110 8.8.1).
 */
export function reportEtag(parts: unknown[]): string {
  return `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match (RFC 9110 13.1.2): weak comparison, a list of tags or "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
