import type * as React from 'react';
import { cn } from '@/lib/utils';
import { findMatchRanges } from '../filter-sections';

/**
 * A text with the search's matches in <mark>. `tone="dark"` for text on the dark code blocks. Without terms
 * the text is returned as it is.
 */
export function Highlight({
  text,
  terms,
  tone = 'light',
}: {
  text: string;
  terms: readonly string[];
  tone?: 'light' | 'dark';
}) {
  const ranges = findMatchRanges(text, terms);
  if (ranges.length === 0) return <>{text}</>;
  const nodes: React.ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) nodes.push(text.slice(at, start));
    nodes.push(
      <mark
        key={start}
        data-doc-match=""
        className={cn(
          'rounded-sm px-0.5 [box-decoration-break:clone]',
          tone === 'dark' ? 'bg-amber-300 text-slate-950' : 'bg-amber-200 text-slate-950',
        )}
      >
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return <>{nodes}</>;
}
