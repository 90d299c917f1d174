import { Hourglass, Timer } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatCountdown } from '../lib/clock';

type CountdownProps = {
  /** Short visible label, e.g. 'Question' or 'Section'. */
  label: string;
  /** What a screen reader reads before the time, e.g. 'Time left for this question'. */
  srLabel: string;
  seconds: number;
  /** Under the warning threshold: red (SPEC.md section 9). */
  warning: boolean;
  kind: 'question' | 'section';
  className?: string;
};

/**
 * A ticking clock. role="timer" is not live (screen readers read it when asked, never every second);
 * the runner announces the few moments that matter through its own polite live region.
 */
export function Countdown({ label, srLabel, seconds, warning, kind, className }: CountdownProps) {
  const Icon = kind === 'section' ? Hourglass : Timer;
  return (
    <div
      role="timer"
      aria-live="off"
      aria-atomic="true"
      data-testid={`${kind}-timer`}
      data-warning={warning || undefined}
      className={cn(
        'flex items-center gap-1.5 rounded-md border px-2 py-1 sm:gap-2 sm:px-3',
        warning ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'bg-background',
        className,
      )}
    >
      <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
      <span className="grid leading-none">
        <span aria-hidden="true" className="text-[0.6875rem] font-medium text-current opacity-80">
          {label}
        </span>
        <span className="sr-only">{srLabel}: </span>
        <span className="font-mono text-base font-semibold tabular-nums sm:text-lg">
          {formatCountdown(seconds)}
        </span>
      </span>
    </div>
  );
}
