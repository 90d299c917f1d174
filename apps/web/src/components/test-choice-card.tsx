import type { TTestLibraryEntry } from '@app/contracts';
import { Clock, Languages, ListChecks } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { describeTestLanguages } from '@/lib/test-library';
import { cn } from '@/lib/utils';

type Props = {
  test: TTestLibraryEntry;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The card's padding differs by page (p-3 in a form, p-4 in the upload wizard). */
  className?: string;
};

/** One library test to tick: its name, description, duration, question count and languages. */
export function TestChoiceCard({ test, checked, onCheckedChange, disabled, className }: Props) {
  const id = `test-${test.id}`;
  return (
    <div
      className={cn(
        'flex gap-3 rounded-lg border has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5',
        className,
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="cursor-pointer">
          {test.name}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {test.description}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" /> {test.durationMinutes} min
          </span>
          <span className="inline-flex items-center gap-1">
            <ListChecks aria-hidden="true" className="size-3.5" /> {test.questionCount} questions
          </span>
          <span className="inline-flex items-center gap-1">
            <Languages aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Languages:</span> {describeTestLanguages(test.languages)}
          </span>
        </p>
      </div>
    </div>
  );
}
