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
  /** Shown instead of 0:00 once the time is up (a question's suggested time, which takes nothing away). */
  upText?: string;
  className?: string;
};

/**
 * A ticking clock. role="timer" is not live (screen readers read it when asked, never every second);
 * the runner announces the few moments that matter through its own polite live region.
 */
export function Countdown({ label, srLabel, seconds, warning, kind, upText, className }: CountdownProps) {
  const Icon = kind === 'section' ? Hourglass : Timer;
  const up = upText !== undefined && seconds === 0;
  // The section's clock is the one that ends the test: it leads, the question's pace follows it.
  const primary = kind === 'section';
  return (
    <div
      role="timer"
      aria-live="off"
      aria-atomic="true"
      data-testid={`${kind}-timer`}
      data-warning={(warning && !up) || undefined}
      data-up={up || undefined}
      className={cn(
        'flex items-center gap-1.5 rounded-md border px-2 py-1 sm:gap-2 sm:px-3',
        warning && !up ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'bg-background',
        !primary && !warning && 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
      {/* Digits and the colon read left to right in every language. */}
      <span className="grid leading-none" dir="ltr">
        <span aria-hidden="true" className="text-[0.6875rem] font-medium text-current opacity-80">
          {label}
        </span>
        <span className="sr-only">{srLabel}: </span>
        <span
          className={cn(
            'font-mono font-semibold tabular-nums',
            primary ? 'text-base sm:text-lg' : 'text-sm sm:text-base',
            up && 'font-sans',
          )}
        >
          {up ? upText : formatCountdown(seconds)}
        </span>
      </span>
    </div>
  );
}
