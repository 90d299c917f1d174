/** One line of the bench's table: a measured figure, the floor measured beside it and its budget. */
export type Figure = {
  name: string;
  value: number;
  unit: string;
  /** The same work done the plainest way in the same run; null when there is none. */
  floor: number | null;
  /** 'max': the figure must stay at or below the budget; 'min': at or above it. */
  budget: { limit: number; kind: 'max' | 'min' } | null;
  note?: string;
};

/** Figure ÷ floor: "times the floor's duration" for timings, "share of the floor's rate" for rates. */
export function ratioToFloor(figure: Pick<Figure, 'value' | 'floor'>): number | null {
  if (figure.floor === null || figure.floor === 0 || !Number.isFinite(figure.value)) return null;
  return figure.value / figure.floor;
}

export type Verdict = 'pass' | 'miss' | '-';

export function verdict(figure: Pick<Figure, 'value' | 'budget'>): Verdict {
  if (!figure.budget || !Number.isFinite(figure.value)) return '-';
  const { limit, kind } = figure.budget;
  return (kind === 'max' ? figure.value <= limit : figure.value >= limit) ? 'pass' : 'miss';
}

const number = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : n >= 10 ? n.toFixed(1) : n.toFixed(2);

export function formatBudget(figure: Pick<Figure, 'budget' | 'unit'>): string {
  if (!figure.budget) return '-';
  return `${figure.budget.kind === 'max' ? '≤' : '≥'} ${number(figure.budget.limit)} ${figure.unit}`;
}

/** The table printed at the end of `npm run bench`. */
export function formatTable(figures: Figure[]): string {
  const rows = figures.map((f) => {
    const ratio = ratioToFloor(f);
    return [
      f.name,
      `${number(f.value)} ${f.unit}`,
      f.floor === null ? '-' : `${number(f.floor)} ${f.unit}`,
      ratio === null ? '-' : `${ratio.toFixed(2)}×`,
      formatBudget(f),
      verdict(f),
    ];
  });
  const header = ['figure', 'value', 'floor', 'ratio', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Median, p95 and p99 of a list of durations (nearest rank). */
export function percentiles(samples: number[]): { median: number; p95: number; p99: number } {
  if (samples.length === 0) return { median: Number.NaN, p95: Number.NaN, p99: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99) };
}
