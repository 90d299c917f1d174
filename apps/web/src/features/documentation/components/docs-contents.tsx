import { cn } from '@/lib/utils';
import { DOC_GROUPS } from '../content';
import type { SectionResult } from '../filter-sections';

type DocsContentsProps = {
  results: readonly SectionResult[];
  activeId: string | undefined;
  /** While searching, each link also says how many matches its section holds. */
  searching: boolean;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The side contents list: the (matching) sections under their group, one in-page anchor each. */
export function DocsContents({ results, activeId, searching }: DocsContentsProps) {
  const groups = DOC_GROUPS.map((group) => ({
    ...group,
    results: results.filter((result) => result.section.group === group.id),
  })).filter((group) => group.results.length > 0);

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
      {groups.length === 0 ? (
        <p className="mt-3 px-3 text-sm text-muted-foreground">No matching sections.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {groups.map((group) => (
            <div key={group.id}>
              <p id={`docs-contents-${group.id}`} className="px-3 pb-1 text-sm font-semibold text-foreground">
                {group.title}
              </p>
              <ol aria-labelledby={`docs-contents-${group.id}`} className="grid gap-0.5">
                {group.results.map(({ section, matches }) => {
                  const isActive = section.id === activeId;
                  return (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        aria-current={isActive ? 'location' : undefined}
                        className={cn(
                          'flex items-baseline justify-between gap-2 rounded-md border-l-2 px-3 py-1.5 text-sm transition-colors',
                          isActive
                            ? 'border-primary bg-secondary font-medium text-secondary-foreground'
                            : 'border-transparent text-muted-foreground hover:bg-muted hover:text-foreground',
                        )}
                      >
                        <span>{section.title}</span>
                        {searching ? (
                          <span className="shrink-0 rounded-full bg-amber-100 px-1.5 text-xs font-medium text-amber-950 tabular-nums">
                            <span aria-hidden="true">{matches}</span>
                            <span className="sr-only"> ({plural(matches, 'match', 'matches')})</span>
                          </span>
                        ) : null}
                      </a>
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </div>
      )}
    </nav>
  );
}
