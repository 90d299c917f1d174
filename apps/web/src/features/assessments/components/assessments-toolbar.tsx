import {
  ASSESSMENT_STATUS_LABELS,
  ASSESSMENT_STATUSES,
  type TAssessmentListFilters,
  type TAssessmentStatus,
} from '@app/contracts';
import { useCallback } from 'react';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';

/** Select items may not have an empty value (SPEC.md section 5): "active" stands for no status filter. */
const ACTIVE = 'active';
const SORTS = {
  newest: { sort: 'created_at', order: 'desc' },
  oldest: { sort: 'created_at', order: 'asc' },
  name: { sort: 'name', order: 'asc' },
} as const;
type SortKey = keyof typeof SORTS;

const sortKeyOf = (filters: TAssessmentListFilters): SortKey =>
  filters.sort === 'name' ? 'name' : filters.order === 'asc' ? 'oldest' : 'newest';

type Props = {
  filters: TAssessmentListFilters;
  onChange: (change: Partial<TAssessmentListFilters>) => void;
};

export function AssessmentsToolbar({ filters, onChange }: Props) {
  const { t } = useT('assessments');
  const onSearch = useCallback((search: string) => onChange({ search: search || undefined }), [onChange]);

  return (
    <div className="flex flex-col gap-3 md:flex-row">
      <SearchInput
        value={filters.search ?? ''}
        onSearch={onSearch}
        label={t('toolbar.searchLabel')}
        placeholder={t('toolbar.searchPlaceholder')}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          value={filters.status ?? ACTIVE}
          onValueChange={(value) =>
            onChange({ status: value === ACTIVE ? undefined : (value as TAssessmentStatus) })
          }
        >
          <SelectTrigger aria-label={t('toolbar.status')} className="md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ACTIVE}>{t('toolbar.notArchived')}</SelectItem>
            {ASSESSMENT_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {ASSESSMENT_STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={sortKeyOf(filters)}
          onValueChange={(value) => {
            const { sort, order } = SORTS[value as SortKey];
            onChange({ sort, order });
          }}
        >
          <SelectTrigger aria-label={t('toolbar.sort')} className="md:w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <SelectItem key={key} value={key}>
                {t(`toolbar.sort.${key}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
