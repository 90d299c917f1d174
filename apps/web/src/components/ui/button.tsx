import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { cn } from '@/lib/utils';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium ' +
  'transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 ' +
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70',
  outline:
    'border border-input bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'h-auto px-0 text-sm text-primary underline-offset-4 hover:underline',
} as const;

// No size repeats or contradicts the base's classes: the landing page renders without tailwind-merge
// (lib/utils.ts). A call site that needs other dimensions passes `size={null}` and its own.
const sizes = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-11 px-6 text-base',
  icon: 'size-10 text-sm',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize | null;
  className?: string;
} = {}): string {
  return cn(
    base,
    variants[variant],
    variant === 'link' || size === null ? undefined : sizes[size],
    className,
  );
}

export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize | null;
  /** Render the single child (e.g. a router <Link>) with the button's styles instead of a <button>. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
