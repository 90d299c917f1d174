/** "1 h 05 min", "12 min 30 s", "45 s"; an em dash when there is nothing to show. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return s === 0 ? `${m} min` : `${m} min ${s} s`;
  return `${s} s`;
}
