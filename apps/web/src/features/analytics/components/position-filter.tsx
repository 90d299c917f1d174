import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';

const ALL = 'all';

/** Narrows every number on the page to one position; absent while the company has no positions. */
export function PositionFilter({
  positions,
  value,
  onChange,
}: {
  positions: string[];
  value: string | undefined;
  onChange: (position: string | undefined) => void;
}) {
  const { t } = useT('analytics');
  if (positions.length === 0) return null;
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
      <SelectTrigger aria-label={t('filter.position')} className="w-full sm:w-56">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('filter.allPositions')}</SelectItem>
        {positions.map((p) => (
          <SelectItem key={p} value={p}>
            {p}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
