import type * as React from 'react';
import { cn } from '@/lib/utils';

export const inputBaseClass =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs ' +
  'transition-[color,box-shadow] outline-none placeholder:text-muted-foreground md:text-sm ' +
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        inputBaseClass,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
