import type * as React from 'react';
import { Highlight } from './highlight';

const NO_TERMS: readonly string[] = [];

/** Renders documentation text, turning `backticked` spans into <code> and marking the search's matches. */
export function InlineText({ text, terms = NO_TERMS }: { text: string; terms?: readonly string[] }) {
  const nodes: React.ReactNode[] = [];
  let offset = 0;
  text.split('`').forEach((part, index) => {
    if (part) {
      nodes.push(
        index % 2 === 1 ? (
          <code
            key={offset}
            className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground"
          >
            <Highlight text={part} terms={terms} />
          </code>
        ) : (
          <Highlight key={offset} text={part} terms={terms} />
        ),
      );
    }
    offset += part.length + 1;
  });
  return <>{nodes}</>;
}
