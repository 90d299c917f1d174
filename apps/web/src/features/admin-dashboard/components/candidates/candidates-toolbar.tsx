import {
  CANDIDATE_STATUSES,
  HIRING_STAGES,
  type TCandidateStatus,
  type THiringStage,
  type TStageLabels,
} from '@app/contracts';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { MIN_SCORE_CHOICES } from '../../lib/table-filters';

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
  /** The lowest overall score shown; undefined: every candidate, scored or not. */
  minScore: number | undefined;
  onMinScore: (minScore: number | undefined) => void;
  /** The company-wide page's opening filter; absent on an assessment's own page. */
  assessments?: {
    options: readonly { id: string; name: string }[];
    value: string | undefined;
    onChange: (assessmentId: string | undefined) => void;
  };
};

export function CandidatesToolbar({
  search,
  status,
  onSearch,
  onStatus,
  stage,
  stageLabels,
  onStage,
  minScore,
  onMinScore,
  assessments,
}: Props) {
  const { t } = useT('admin-dashboard');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <SearchInput
        value={search}
        onSearch={onSearch}
        label={t('toolbar.searchLabel')}
        placeholder={t('toolbar.searchPlaceholder')}
      />
      <FilterSelect
        label={t('toolbar.statusFilter')}
        allLabel={t('toolbar.allStatuses')}
        className="sm:w-48"
        value={status}
        options={CANDIDATE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={onStatus}
      />
      <FilterSelect
        label={t('toolbar.stageFilter')}
        allLabel={t('toolbar.allStages')}
        className="sm:w-44"
        value={stage}
        options={HIRING_STAGES.map((s) => ({ value: s, label: stageLabels[s] }))}
        onChange={onStage}
      />
      <FilterSelect
        label={t('toolbar.scoreFilter')}
        allLabel={t('toolbar.allScores')}
        className="sm:w-40"
        value={minScore === undefined ? undefined : String(minScore)}
        options={MIN_SCORE_CHOICES.map((score) => ({
          value: String(score),
          label: t('toolbar.minScore', { score }),
        }))}
        onChange={(value) => onMinScore(value === undefined ? undefined : Number(value))}
      />
      {assessments ? (
        <FilterSelect
          label={t('toolbar.assessmentFilter')}
          allLabel={t('toolbar.allAssessments')}
          className="sm:w-56"
          value={assessments.value}
          options={assessments.options.map((option) => ({ value: option.id, label: option.name }))}
          onChange={assessments.onChange}
        />
      ) : null}
    </div>
  );
}

/** One of the table's filters: "all" (no filter) first, then its options. */
function FilterSelect<V extends string>({
  label,
  allLabel,
  className,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  className: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : (next as V))}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
