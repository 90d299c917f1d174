import { cn } from '@/lib/utils';

export type Bar = { label: string; value: number; text: string; detail?: string };

/**
 * Horizontal bars as a list: each row reads as text ("Started 3, 75%"), the bar only shows its size, so
 * the list is its own text alternative.
 */
export function BarList({
  bars,
  max,
  label,
  className,
}: {
  bars: Bar[];
  max: number;
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-3', className)}>
      {bars.map((bar) => (
        <li key={bar.label} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium">{bar.label}</span>
            <span className="tabular-nums">
              {bar.text}
              {bar.detail ? <span className="text-muted-foreground"> · {bar.detail}</span> : null}
            </span>
          </div>
          <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${max > 0 ? Math.max(0, Math.min(100, (100 * bar.value) / max)) : 0}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
