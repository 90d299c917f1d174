import { BookOpen, CircleQuestionMark, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DOC_GROUPS, DOC_SECTIONS } from '../content';
import { describeSearch, searchSections } from '../filter-sections';
import { useActiveSection } from '../hooks/use-active-section';
import { useSettledValue } from '../hooks/use-settled-value';
import { DocBlockView, getBlockKey } from './doc-block';
import { DocsContents } from './docs-contents';
import { DocsSearch } from './docs-search';
import { Highlight } from './highlight';
import { InlineText } from './inline-text';

/** Where each kind of reader starts. */
const START_HERE = [
  { id: 'getting-started', label: 'Run your first assessment' },
  { id: 'reporting', label: 'Read a report' },
  { id: 'integrations', label: 'Connect your systems (API)' },
  { id: 'self-hosting', label: 'Install it yourself' },
] as const;

/** Words that find something, offered when a search finds nothing. */
const SUGGESTIONS = ['invite', 'report', 'integrity', 'webhooks'] as const;

export function DocumentationPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const search = useMemo(() => searchSections(DOC_SECTIONS, deferredQuery), [deferredQuery]);
  const { terms, results } = search;
  const searching = terms.length > 0;
  const activeId = useActiveSection(results.map((result) => result.section.id));
  const status = describeSearch(deferredQuery, search, DOC_SECTIONS.length);
  // The live region speaks once typing pauses, not after every key.
  const announcement = useSettledValue(status, 600);

  // A section to scroll to and focus once the page shows what was asked for (after Enter, or after
  // "Show the whole section" cleared the search).
  const [goTo, setGoTo] = useState<string | null>(null);
  useEffect(() => {
    if (!goTo || deferredQuery !== query) return;
    const heading = document.getElementById(`${goTo}-title`);
    if (heading) {
      window.history.replaceState(null, '', `#${goTo}`);
      heading.scrollIntoView({ block: 'start' });
      heading.focus({ preventScroll: true });
    }
    setGoTo(null);
  }, [goTo, deferredQuery, query]);

  // Opened at '/documentation#<section>' (a shared link, a new tab): this lazily loaded page rendered after
  // the browser and the scroll manager looked for the section, so go there once it exists.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'instant', block: 'start' });
  }, []);

  const showWhole = (sectionId: string) => {
    setQuery('');
    setGoTo(sectionId);
  };

  const groups = DOC_GROUPS.map((group) => ({
    ...group,
    results: results.filter((result) => result.section.group === group.id),
  })).filter((group) => group.results.length > 0);

  return (
    <PublicLayout>
      <Head
        title="Documentation"
        description="A guide for HR teams: run assessments, invite candidates, read reports and keep hiring fair. Plus the API and webhooks for IT teams, and self-hosting for operators."
      />
      <div className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <BookOpen aria-hidden="true" className="size-4" />
            Documentation
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">HireAssess Documentation</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            A guide for HR teams: set up an assessment, invite candidates, follow their progress, read their
            reports and decide fairly. Your IT team finds the API and webhooks further on, and operators a
            separate self-hosting guide.
          </p>
          <ul aria-label="Start here" className="mt-5 flex flex-wrap gap-2">
            {START_HERE.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className="inline-flex min-h-9 items-center rounded-full border bg-background px-3.5 text-sm font-medium shadow-xs hover:bg-muted"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <DocsSearch
              value={query}
              onChange={setQuery}
              onSubmit={() => {
                const first = results[0];
                if (searching && first) setGoTo(first.section.id);
              }}
            />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:py-12">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <DocsContents results={results} activeId={activeId} searching={searching} />
        </aside>

        <div id="docs-sections" className="min-w-0">
          {/* One persistent polite live region: screen readers hear the result once typing pauses. */}
          <div role="status" className="sr-only">
            {announcement}
          </div>
          {searching && results.length > 0 ? (
            <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 px-4 py-3">
              {/* Shown at once; the live region above says the same once typing pauses. */}
              <p aria-hidden="true" className="text-sm font-medium" data-testid="docs-search-status">
                {status}
              </p>
              <Button variant="outline" size="sm" onClick={() => setQuery('')}>
                Clear search
              </Button>
            </div>
          ) : null}

          {searching && results.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
              <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
              <h2 className="mt-4 text-lg font-semibold">No results for “{deferredQuery.trim()}”</h2>
              <p className="mt-2 max-w-md text-sm text-muted-foreground">
                No section contains every word you typed. Check the spelling, use fewer words, or try one of
                these:
              </p>
              <ul aria-label="Suggested searches" className="mt-4 flex flex-wrap justify-center gap-2">
                {SUGGESTIONS.map((word) => (
                  <li key={word}>
                    <Button variant="secondary" size="sm" onClick={() => setQuery(word)}>
                      {word}
                    </Button>
                  </li>
                ))}
              </ul>
              <Button variant="outline" className="mt-6" onClick={() => setQuery('')}>
                Clear search
              </Button>
            </div>
          ) : null}

          <div className="grid gap-16">
            {groups.map((group) => (
              <div key={group.id} className="grid gap-12">
                <h2
                  id={`docs-group-${group.id}`}
                  className="border-b-2 border-primary/30 pb-2 text-sm font-semibold tracking-wider text-primary uppercase"
                >
                  {group.title}
                </h2>
                {group.results.map(({ section, blocks, matches, partial }) => (
                  <section
                    key={section.id}
                    id={section.id}
                    aria-labelledby={`${section.id}-title`}
                    className="grid gap-5"
                  >
                    <header className="grid gap-2 border-b pb-4">
                      <h3
                        id={`${section.id}-title`}
                        tabIndex={-1}
                        className="text-2xl font-bold tracking-tight focus:outline-none focus-visible:outline-2"
                      >
                        <Highlight text={section.title} terms={terms} />
                      </h3>
                      <p className="text-muted-foreground">
                        <InlineText text={section.summary} terms={terms} />
                      </p>
                    </header>
                    {blocks.map((block) => (
                      <DocBlockView key={getBlockKey(block)} block={block} terms={terms} />
                    ))}
                    {searching && partial ? (
                      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                        <span>
                          {matches === 1 ? '1 match' : `${matches} matches`} shown; the rest of this section
                          is hidden while you search.
                        </span>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Show the whole section: ${section.title}`}
                          onClick={() => showWhole(section.id)}
                        >
                          Show the whole section
                        </Button>
                      </div>
                    ) : null}
                  </section>
                ))}
              </div>
            ))}
          </div>

          <div className="mt-16 flex flex-col items-start gap-4 rounded-xl border bg-muted/50 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <CircleQuestionMark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <p className="font-semibold">Still have questions?</p>
                <p className="text-sm text-muted-foreground">
                  Our team answers every request within 24 hours.
                </p>
              </div>
            </div>
            <Button asChild>
              <Link to={paths.contact.getHref()}>Contact us</Link>
            </Button>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
