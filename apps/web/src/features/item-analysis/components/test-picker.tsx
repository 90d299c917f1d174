import type { TTestLibraryEntry } from '@app/contracts';
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

const PICKER_ID = 'item-analysis-test';

/** The company's own tests, then the library's. */
export function TestPicker({
  tests,
  value,
  onChange,
}: {
  tests: TTestLibraryEntry[];
  value: string | undefined;
  onChange: (testId: string) => void;
}) {
  const { t } = useT('item-analysis');
  const groups = [
    { label: t('picker.yours'), tests: tests.filter((test) => test.custom) },
    { label: t('picker.library'), tests: tests.filter((test) => !test.custom) },
  ].filter((g) => g.tests.length > 0);
  return (
    <div className="grid w-full gap-1.5 sm:w-80">
      <Label htmlFor={PICKER_ID}>{t('picker.label')}</Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger id={PICKER_ID} className="w-full">
          <SelectValue placeholder={t('picker.placeholder')} />
        </SelectTrigger>
        <SelectContent>
          {groups.map((group) => (
            <SelectGroup key={group.label}>
              <SelectLabel>{group.label}</SelectLabel>
              {group.tests.map((test) => (
                <SelectItem key={test.id} value={test.id}>
                  {test.name}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
