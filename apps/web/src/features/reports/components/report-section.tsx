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
        {/* Focusable from script only: the section list's links to the profiles move focus here. */}
        <h3 id={id} tabIndex={-1} className="scroll-mt-4 text-base font-semibold outline-none">
          {title}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
