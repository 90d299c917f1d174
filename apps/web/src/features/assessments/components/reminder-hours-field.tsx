import { REMINDER_LIMITS } from '@app/contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';

/**
 * The reminder moments as chips ("72 h before", "24 h before"): removed one by one, added by their hours.
 * The form's schema checks them again (0-3 moments, 1-336 hours, each once).
 */
export function ReminderHoursField({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (hours: number[]) => void;
  error?: string | undefined;
}) {
  const { t } = useT('assessments');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= REMINDER_LIMITS.maxMoments;

  const add = () => {
    const hours = Number(draft);
    if (!Number.isInteger(hours) || hours < REMINDER_LIMITS.minHours || hours > REMINDER_LIMITS.maxHours) {
      setProblem(t('reminders.range', { min: REMINDER_LIMITS.minHours, max: REMINDER_LIMITS.maxHours }));
      return;
    }
    if (value.includes(hours)) {
      setProblem(t('reminders.duplicate', { hours }));
      return;
    }
    onChange([...value, hours].sort((a, b) => b - a));
    setDraft('');
    setProblem(null);
  };
  const message = problem ?? error;

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{t('reminders.legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('reminders.hint', { max: REMINDER_LIMITS.maxMoments })}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('reminders.moments')}>
        {value.length === 0 ? <li className="text-sm text-muted-foreground">{t('reminders.none')}</li> : null}
        {value.map((hours) => (
          <li
            key={hours}
            className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
          >
            {t('reminders.before', { hours })}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7 rounded-full"
              aria-label={t('reminders.remove', { hours })}
              onClick={() => onChange(value.filter((h) => h !== hours))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {full ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-hours`} className="text-xs">
              {t('reminders.hours')}
            </Label>
            <Input
              id={`${id}-hours`}
              type="number"
              inputMode="numeric"
              min={REMINDER_LIMITS.minHours}
              max={REMINDER_LIMITS.maxHours}
              step={1}
              className="w-28"
              value={draft}
              aria-invalid={message ? true : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          </div>
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden="true" /> {t('reminders.add')}
          </Button>
        </div>
      )}
      {message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
