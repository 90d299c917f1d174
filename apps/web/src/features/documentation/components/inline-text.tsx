import type * as React from 'react';

/** Renders documentation text, turning `backticked` spans into <code>. */
export function InlineText({ text }: { text: string }) {
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
            {part}
          </code>
        ) : (
          part
        ),
      );
    }
    offset += part.length + 1;
  });
  return <>{nodes}</>;
}
