import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** One URL to paste into Greenhouse: read-only, selected on focus, with a copy button. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useT('greenhouse-settings');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('copy.done', { what: label }));
    } catch {
      notify.error(t('copy.failed'));
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={t('copy.label', { what: label })}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
