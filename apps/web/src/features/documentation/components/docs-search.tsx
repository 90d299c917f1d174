import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';

type DocsSearchProps = {
  value: string;
  onChange: (value: string) => void;
};

export function DocsSearch({ value, onChange }: DocsSearchProps) {
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
        }}
        placeholder="Search documentation, e.g. CSV, API, webhooks"
        autoComplete="off"
        spellCheck={false}
        aria-controls="docs-sections"
        className="h-12 rounded-lg bg-background pr-11 pl-11 text-base shadow-sm md:text-base [&::-webkit-search-cancel-button]:hidden"
      />
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
