import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useOpeningChoices } from '../api/get-rating-queue';

const ALL = 'all';

/** Narrows the queue to one opening's answers; absent while the company has none. */
export function OpeningFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (assessmentId: string | undefined) => void;
}) {
  const { t } = useT('ratings');
  const choices = useOpeningChoices();
  const items = choices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
      <SelectTrigger aria-label={t('opening.label')} className="w-full sm:w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('opening.all')}</SelectItem>
        {items.map((assessment) => (
          <SelectItem key={assessment.id} value={assessment.id}>
            {assessment.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
