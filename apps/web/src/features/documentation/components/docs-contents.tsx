import { cn } from '@/lib/utils';
import type { DocSection } from '../content';

type DocsContentsProps = {
  sections: readonly DocSection[];
  activeId: string | undefined;
};

/** The side contents list: one in-page anchor per (matching) section. */
export function DocsContents({ sections, activeId }: DocsContentsProps) {
  return (
    <nav
      aria-labelledby="docs-contents-heading"
      className="rounded-xl border bg-card p-4 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2
        id="docs-contents-heading"
        className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Contents
      </h2>
      {sections.length === 0 ? (
        <p className="mt-3 px-3 text-sm text-muted-foreground">No matching sections.</p>
      ) : (
        <ol className="mt-3 grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
          {sections.map((section) => {
            const isActive = section.id === activeId;
            return (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={isActive ? 'location' : undefined}
                  className={cn(
                    'block rounded-md border-l-2 px-3 py-1.5 text-sm transition-colors',
                    isActive
                      ? 'border-primary bg-secondary font-medium text-secondary-foreground'
                      : 'border-transparent text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  {section.title}
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
