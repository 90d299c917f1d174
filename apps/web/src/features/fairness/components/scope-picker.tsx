import { firstOfMonth, lastOfMonth, type TTestLibraryEntry } from '@app/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { type ReportScope, targetOf, withTarget } from '../lib/report-scope';

/**
 * An assessment or a test (the company's own, then the library's), and the inclusive date range, widened
 * to whole months as the report counts them (a range moved by a day must not change it by one person).
 */
export function ScopePicker({
  scope,
  assessments,
  tests,
  range,
  onChange,
}: {
  scope: ReportScope | null;
  /** The dates the report used (the default range while none is chosen). */
  range: { from: string; to: string } | undefined;
  assessments: { id: string; name: string }[];
  tests: TTestLibraryEntry[];
  onChange: (scope: ReportScope) => void;
}) {
  const { t } = useT('fairness');
  const groups = [
    { label: t('scope.assessments'), kind: 'assessment', items: assessments },
    { label: t('scope.yourTests'), kind: 'test', items: tests.filter((test) => test.custom) },
    { label: t('scope.libraryTests'), kind: 'test', items: tests.filter((test) => !test.custom) },
  ].filter((g) => g.items.length > 0);
  const setDate = (name: 'from' | 'to', value: string) => {
    const month = name === 'from' ? firstOfMonth : lastOfMonth;
    if (scope) onChange({ ...scope, [name]: value ? month(value) : undefined });
  };
  return (
    <div className="grid w-full gap-3 sm:grid-cols-[minmax(0,20rem)_auto_auto] sm:items-end lg:w-auto">
      <div className="grid gap-1.5">
        <Label htmlFor="fairness-scope">{t('scope.label')}</Label>
        <Select value={targetOf(scope) ?? ''} onValueChange={(value) => onChange(withTarget(scope, value))}>
          <SelectTrigger id="fairness-scope" className="w-full">
            <SelectValue placeholder={t('scope.placeholder')} />
          </SelectTrigger>
          <SelectContent>
            {groups.map((group) => (
              <SelectGroup key={group.label}>
                <SelectLabel>{group.label}</SelectLabel>
                {group.items.map((item) => (
                  <SelectItem key={item.id} value={`${group.kind}:${item.id}`}>
                    {item.name}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="grid gap-1.5">
          <Label htmlFor="fairness-from">{t('scope.from')}</Label>
          <Input
            id="fairness-from"
            type="date"
            value={scope?.from ?? range?.from ?? ''}
            disabled={!scope}
            aria-describedby="fairness-months"
            onChange={(e) => setDate('from', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="fairness-to">{t('scope.to')}</Label>
          <Input
            id="fairness-to"
            type="date"
            value={scope?.to ?? range?.to ?? ''}
            disabled={!scope}
            aria-describedby="fairness-months"
            onChange={(e) => setDate('to', e.target.value)}
          />
        </div>
      </div>
      <p id="fairness-months" className="text-xs text-muted-foreground sm:col-span-3">
        {t('scope.wholeMonths')}
      </p>
    </div>
  );
}
