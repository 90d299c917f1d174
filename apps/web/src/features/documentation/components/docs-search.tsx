import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/lib/use-hydrated';

type DocsSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter: go to the first result. */
  onSubmit: () => void;
};

/** The search box: results update as you type, Enter goes to the first one, Escape clears. */
export function DocsSearch({ value, onChange, onSubmit }: DocsSearchProps) {
  // The page is pre-rendered: what is typed before React runs it would filter nothing.
  const hydrated = useHydrated();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari < 17 and jsdom; the role is equivalent
    <div role="search" className="relative w-full max-w-xl">
      <label htmlFor="docs-search" className="sr-only">
        Search documentation
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="docs-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onChange('');
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
        placeholder="Search, e.g. invite, report, API"
        autoComplete="off"
        spellCheck={false}
        disabled={!hydrated}
        aria-controls="docs-sections"
        aria-describedby="docs-search-hint"
        className="h-12 rounded-lg bg-background pr-11 pl-11 text-base shadow-sm md:text-base [&::-webkit-search-cancel-button]:hidden"
      />
      <p id="docs-search-hint" className="sr-only">
        Results update as you type. Press Enter to go to the first result, Escape to clear.
      </p>
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Clear search</span>
        </button>
      ) : null}
    </div>
  );
}
