import { BookOpen, CircleQuestionMark, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DOC_SECTIONS } from '../content';
import { filterSections } from '../filter-sections';
import { useActiveSection } from '../hooks/use-active-section';
import { DocBlockView, getBlockKey } from './doc-block';
import { DocsContents } from './docs-contents';
import { DocsSearch } from './docs-search';

export function DocumentationPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const sections = useMemo(() => filterSections(DOC_SECTIONS, deferredQuery), [deferredQuery]);
  const activeId = useActiveSection(sections.map((s) => s.id));
  const searching = deferredQuery.trim() !== '';

  return (
    <PublicLayout>
      <Head
        title="Documentation"
        description="How to run HireAssess, manage candidates, create AI-personalised tests, read reports, and integrate with the enterprise API."
      />
      <div className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <BookOpen aria-hidden="true" className="size-4" />
            Documentation
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">HireAssess Documentation</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Everything you need to run assessments: setup, the admin dashboard, candidates, AI test creation,
            reporting, integrations and security.
          </p>
          <div className="mt-8">
            <DocsSearch value={query} onChange={setQuery} />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:py-12">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <DocsContents sections={sections} activeId={activeId} />
        </aside>

        <div id="docs-sections" className="min-w-0">
          {/* One persistent live region: screen readers hear the result count or the no-match message. */}
          <div aria-live="polite">
            {searching && sections.length > 0 ? (
              <p className="mb-6 text-sm text-muted-foreground">
                Showing {sections.length} of {DOC_SECTIONS.length} sections matching “{deferredQuery.trim()}”
              </p>
            ) : null}
            {sections.length === 0 ? (
              <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
                <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
                <h2 className="mt-4 text-lg font-semibold">No sections match “{deferredQuery.trim()}”</h2>
                <p className="mt-2 max-w-md text-sm text-muted-foreground">
                  Try a different word, such as CSV, reports or API, or clear the search to see every section.
                </p>
                <Button variant="outline" className="mt-6" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              </div>
            ) : null}
          </div>

          {sections.length === 0 ? null : (
            <div className="grid gap-14">
              {sections.map((section) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  className="grid gap-5"
                >
                  <header className="grid gap-2 border-b pb-4">
                    <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                      {section.title}
                    </h2>
                    <p className="text-muted-foreground">{section.summary}</p>
                  </header>
                  {section.blocks.map((block) => (
                    <DocBlockView key={getBlockKey(block)} block={block} />
                  ))}
                </section>
              ))}
            </div>
          )}

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
