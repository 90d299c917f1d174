import type * as React from 'react';

/** Label/value pairs of a card ('Name: Acme Corp'), as a description list. */
export function DetailList({ items }: { items: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
