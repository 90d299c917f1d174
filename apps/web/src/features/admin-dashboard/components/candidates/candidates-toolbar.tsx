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
      <Select
        value={status ?? ALL}
        onValueChange={(value) => onStatus(value === ALL ? undefined : (value as TCandidateStatus))}
      >
        <SelectTrigger aria-label={t('toolbar.statusFilter')} className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('toolbar.allStatuses')}</SelectItem>
          {CANDIDATE_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {t(`status.${s}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={stage ?? ALL}
        onValueChange={(value) => onStage(value === ALL ? undefined : (value as THiringStage))}
      >
        <SelectTrigger aria-label={t('toolbar.stageFilter')} className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('toolbar.allStages')}</SelectItem>
          {HIRING_STAGES.map((s) => (
            <SelectItem key={s} value={s}>
              {stageLabels[s]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {assessments ? (
        <Select
          value={assessments.value ?? ALL}
          onValueChange={(value) => assessments.onChange(value === ALL ? undefined : value)}
        >
          <SelectTrigger aria-label={t('toolbar.assessmentFilter')} className="sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('toolbar.allAssessments')}</SelectItem>
            {assessments.options.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
    </div>
  );
}
