import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** Copies `value`; says "Copied" for two seconds. `label` names what is copied for screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useT('scim-settings');
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
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={label}>
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
}

/** A value to paste elsewhere: monospace, selectable, with its copy button. */
export function CopyableValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <div className="flex items-center gap-2">
      <code
        data-testid={testId}
        className="min-w-0 flex-1 break-all rounded-md border bg-muted px-2 py-1.5 font-mono text-xs"
      >
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </div>
  );
}
