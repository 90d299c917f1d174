import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

const SEARCH_DELAY_MS = 300;

type Props = {
  /** The search in force (from the URL); typing is sent back trimmed, once the typist pauses. */
  value: string;
  /** Keep it stable (useCallback): a new function restarts the pause. */
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
};

/** A list's search box with its magnifier; the list is queried once the typing pauses, not per key. */
export function SearchInput({ value, onSearch, label, placeholder }: Props) {
  const [text, setText] = useState(value);
  // The search this box sent last: the URL bringing it back is the echo of what was typed, and the
  // person may have typed on since, so only another value (back button, a cleared filter) replaces the text.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    const search = text.trim();
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onSearch(search);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="relative flex-1">
      <Search
        aria-hidden="true"
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
