import { ownValue } from '@app/contracts';

/** How the report writes times, keys and labels (scores themselves always go through `formatScore`). */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-22 05:46 UTC": unambiguous for a reader in any time zone. */
export function formatUtc(date: Date | string | null): string {
  if (date === null) return '—';
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** "45 s", "12 min 30 s", "1 h 05 min". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}

/** "emotional_stability" → "Emotional stability". */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored method text as a sentence: capital first letter, full stop at the end. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

const INTEGRITY_LABELS: Record<string, string> = {
  tab_hidden: 'Tab hidden',
  window_blur: 'Window blur',
  paste: 'Paste',
  fullscreen_exit: 'Fullscreen exit',
};
export const integrityLabel = (type: string) => ownValue(INTEGRITY_LABELS, type) ?? humanise(type);

const GRADE_METHODS: Record<string, string> = {
  ai: 'AI rubric grade (scored twice)',
  heuristic: 'Heuristic grade (no AI grading)',
  rating: 'Human rating (the mean of its raters)',
  override: "Admin's override",
};
export const gradeMethodLabel = (method: string) => ownValue(GRADE_METHODS, method) ?? humanise(method);

const CLOSED_BY: Record<string, string> = {
  candidate: 'submitted by the candidate',
  timeout: 'time ran out',
};
export const closedByLabel = (closedBy: string | null) =>
  closedBy === null ? null : (ownValue(CLOSED_BY, closedBy) ?? humanise(closedBy));
