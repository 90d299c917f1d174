import type * as React from 'react';

/** A titled block of the report; the heading names the region for screen readers. */
export function ReportSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
