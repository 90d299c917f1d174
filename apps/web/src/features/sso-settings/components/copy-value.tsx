import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** A value to paste elsewhere (DNS, the identity provider): monospace, selectable, with a copy button. */
export function CopyValue({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId?: string;
}) {
  const { t } = useT('sso-settings');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notify.error(t('copy.failed'), t('copy.failedDetail'));
    }
  };
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 break-all rounded-md border bg-muted px-2 py-1.5 font-mono text-xs"
        >
          {value}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={copyLabel}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('copy.copied') : t('copy.copy')}
        </Button>
      </div>
    </div>
  );
}
