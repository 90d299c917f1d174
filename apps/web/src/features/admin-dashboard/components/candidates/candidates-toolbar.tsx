import {
  CANDIDATE_STATUSES,
  HIRING_STAGES,
  type TCandidateStatus,
  type THiringStage,
  type TStageLabels,
} from '@app/contracts';
import { type ChangeEvent, useId } from 'react';
import { SearchInput } from '@/components/search-input';
import { Input } from '@/components/ui/input';
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
  /** The days the candidates were added (YYYY-MM-DD, both included, the company's time zone). */
  appliedFrom: string | undefined;
  appliedTo: string | undefined;
  /** A day changed (undefined: cleared). */
  onApplied: (change: { appliedFrom?: string | undefined } | { appliedTo?: string | undefined }) => void;
  /**
   * An opening's ranking: overall (undefined) or one scored section's score, by name; absent on the
   * company-wide page, whose candidates took different tests.
   */
  rankBy?: {
    sections: readonly string[];
    value: string | undefined;
    onChange: (section: string | undefined) => void;
  };
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
  appliedFrom,
  appliedTo,
  onApplied,
  rankBy,
  assessments,
}: Props) {
  const { t } = useT('admin-dashboard');
  // The list answers why; both days are marked.
  const reversed = Boolean(appliedFrom && appliedTo && appliedFrom > appliedTo);
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
      {rankBy ? (
        <FilterSelect
          label={t('toolbar.rankBy')}
          allLabel={t('toolbar.rankOverall')}
          className="sm:w-56"
          // Prefixed: a section may be called anything, "all" included.
          value={rankBy.value === undefined ? undefined : `section:${rankBy.value}`}
          options={rankBy.sections.map((name) => ({
            value: `section:${name}`,
            label: t('toolbar.rankSection', { section: name }),
          }))}
          onChange={(value) => rankBy.onChange(value?.slice('section:'.length))}
        />
      ) : null}
      {/* The two days wrap together. */}
      <div className="flex flex-col gap-3 sm:flex-row">
        <DayInput
          label={t('toolbar.appliedFrom')}
          value={appliedFrom}
          max={appliedTo}
          invalid={reversed}
          onChange={(day) => onApplied({ appliedFrom: day })}
        />
        <DayInput
          label={t('toolbar.appliedTo')}
          value={appliedTo}
          min={appliedFrom}
          invalid={reversed}
          onChange={(day) => onApplied({ appliedTo: day })}
        />
      </div>
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

/**
 * A day of the date filter, its label beside it (beside it on a phone too, one row each). Cleared, it is
 * no filter; while a typed day is incomplete, the filter stays as it was.
 */
function DayInput({
  label,
  value,
  min,
  max,
  invalid,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  invalid: boolean;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.validity.badInput) return;
    onChange(event.target.value || undefined);
  };
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-2 text-sm text-muted-foreground sm:flex">
      <label htmlFor={id} className="sm:whitespace-nowrap">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        className="sm:w-40"
        value={value ?? ''}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        onChange={change}
      />
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
