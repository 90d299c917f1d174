import { CANDIDATE_STATUS_LABELS, CANDIDATE_STATUSES, type TCandidateStatus } from '@app/contracts';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const SEARCH_DELAY_MS = 300;
/** Select items may not have an empty value (SPEC.md section 5): "all" stands for no filter. */
const ALL = 'all';

type Props = {
  search: string;
  status: TCandidateStatus | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: TCandidateStatus | undefined) => void;
};

export function CandidatesToolbar({ search, status, onSearch, onStatus }: Props) {
  const [text, setText] = useState(search);
  // Follows the URL when it changes from outside (back button, a reset).
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search candidates by name or email"
          placeholder="Search by name or email"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={status ?? ALL}
        onValueChange={(value) => onStatus(value === ALL ? undefined : (value as TCandidateStatus))}
      >
        <SelectTrigger aria-label="Filter by status" className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {CANDIDATE_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {CANDIDATE_STATUS_LABELS[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
