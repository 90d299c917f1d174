import { useT } from '@/lib/i18n';

const SWITCH_ID = 'ratings-show-names';

/** Blind rating by default: the candidates' names are asked for only while this is on. */
export function NamesSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useT('ratings');
  return (
    <div className="flex items-center gap-2">
      <button
        id={SWITCH_ID}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className="group inline-flex h-6 w-10 shrink-0 items-center rounded-full border border-input bg-muted p-0.5 transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-checked:border-primary aria-checked:bg-primary"
      >
        <span className="size-4 rounded-full bg-foreground/60 shadow-xs transition-transform group-aria-checked:translate-x-4 group-aria-checked:bg-primary-foreground" />
      </button>
      <label htmlFor={SWITCH_ID} className="cursor-pointer text-sm font-medium">
        {t('names')}
      </label>
    </div>
  );
}
