import type * as React from 'react';
import { cn } from '@/lib/utils';
import { inputBaseClass } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputBaseClass, 'min-h-24 resize-y py-2', className)}
      {...props}
    />
  );
}
