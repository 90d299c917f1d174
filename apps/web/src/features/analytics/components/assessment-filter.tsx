import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useAssessmentChoices } from '../api/get-analytics';

const ALL = 'all';

/** Narrows every number on the page to one assessment; absent while the company has none. */
export function AssessmentFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (assessmentId: string | undefined) => void;
}) {
  const { t } = useT('analytics');
  const choices = useAssessmentChoices();
  const items = choices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
      <SelectTrigger aria-label={t('filter.assessment')} className="w-full sm:w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('filter.allAssessments')}</SelectItem>
        {items.map((assessment) => (
          <SelectItem key={assessment.id} value={assessment.id}>
            {assessment.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
