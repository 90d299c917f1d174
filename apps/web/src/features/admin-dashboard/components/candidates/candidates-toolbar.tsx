import {
  CANDIDATE_STATUS_LABELS,
  CANDIDATE_STATUSES,
  HIRING_STAGES,
  type TCandidateStatus,
  type THiringStage,
  type TStageLabels,
} from '@app/contracts';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Select items may not have an empty value (SPEC.md section 5): "all" stands for no filter. */
const ALL = 'all';

type Props = {
  search: string;
  status: TCandidateStatus | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: TCandidateStatus | undefined) => void;
  /** The hiring stage filter, named with the company's labels. */
  stage: THiringStage | undefined;
  stageLabels: TStageLabels;
  onStage: (stage: THiringStage | undefined) => void;
};

export function CandidatesToolbar({
  search,
  status,
  onSearch,
  onStatus,
  stage,
  stageLabels,
  onStage,
}: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        value={search}
        onSearch={onSearch}
        label="Search candidates by name or email"
        placeholder="Search by name or email"
      />
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
      <Select
        value={stage ?? ALL}
        onValueChange={(value) => onStage(value === ALL ? undefined : (value as THiringStage))}
      >
        <SelectTrigger aria-label="Filter by stage" className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All stages</SelectItem>
          {HIRING_STAGES.map((s) => (
            <SelectItem key={s} value={s}>
              {stageLabels[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
