import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '@/lib/utils';
import { useOverflows } from '../hooks/use-overflows';

/**
 * A named group that scrolls sideways when its content is too wide (code, tables). While it scrolls it is
 * focusable, so keyboard users can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable); when everything fits it is no extra tab stop.
 */
export function ScrollArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(ref);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> is for form controls; this groups code or a table
    <div
      ref={ref}
      tabIndex={scrolls ? 0 : undefined}
      role="group"
      aria-label={label}
      data-scrollable={scrolls ? '' : undefined}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
