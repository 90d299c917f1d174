import { cn } from '@/lib/utils';

type ProgressProps = {
  /** 0-100; clamped. */
  value: number;
  /** Accessible name, e.g. 'Overall progress'. Required: a progressbar must be labelled. */
  label: string;
  /** What a screen reader announces instead of the percentage, e.g. '300 of 1,000 used'. */
  valueText?: string;
  className?: string;
  indicatorClassName?: string;
};

export function Progress({ value, label, valueText, className, indicatorClassName }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-300', indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
