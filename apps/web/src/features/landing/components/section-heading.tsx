import type * as React from 'react';
import { cn } from '@/lib/utils';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
  tone?: 'default' | 'inverse';
};

/** Eyebrow + h2 + lead paragraph; the h2's id labels its section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
  tone = 'default',
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p
        className={cn(
          'text-sm font-semibold tracking-wider uppercase',
          tone === 'inverse' ? 'text-indigo-200' : 'text-primary',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <p
          className={cn(
            'mt-4 text-lg text-pretty',
            tone === 'inverse' ? 'text-indigo-100' : 'text-muted-foreground',
          )}
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}
