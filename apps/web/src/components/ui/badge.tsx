import type * as React from 'react';
import { cn } from '@/lib/utils';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border bg-background text-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const;

export type BadgeVariant = keyof typeof variants;

// Apart from the base's classes, as the landing page renders without tailwind-merge (lib/utils.ts): a call
// site that needs other dimensions or colours passes `size={null}` or `variant={null}` and its own.
const sizes = { default: 'gap-1 px-2.5 py-0.5 text-xs' } as const;

export function Badge({
  className,
  variant = 'default',
  size = 'default',
  ...props
}: React.ComponentProps<'span'> & { variant?: BadgeVariant | null; size?: keyof typeof sizes | null }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full border font-medium whitespace-nowrap [&>svg]:size-3.5',
        variant && variants[variant],
        size && sizes[size],
        className,
      )}
      {...props}
    />
  );
}
