import type * as React from 'react';
import { cn } from '@/lib/utils';

const variants = {
  default: 'border-border bg-card text-card-foreground [&>svg]:text-primary',
  info: 'border-primary/25 bg-secondary text-secondary-foreground [&>svg]:text-primary',
  destructive: 'border-destructive/40 bg-destructive/5 text-destructive [&>svg]:text-destructive',
} as const;

/**
 * A static message block. role="alert" (announced immediately) only for the destructive variant by default;
 * informational alerts use role="status" so screen readers are not interrupted.
 */
export function Alert({
  className,
  variant = 'default',
  role,
  ...props
}: React.ComponentProps<'div'> & { variant?: keyof typeof variants }) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(
        'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm',
        'has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-px',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('col-start-2 font-semibold tracking-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('col-start-2 text-sm leading-relaxed [&_p]:leading-relaxed', className)} {...props} />
  );
}
