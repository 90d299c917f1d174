import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** The secret in full, selectable, with a copy button. */
export function CopySecret({ secret }: { secret: string }) {
  const { t } = useT('webhooks');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notify.error(t('toast.copyFailed'), t('toast.copyFailedDetail'));
    }
  };
  return (
    <div className="flex items-center gap-2">
      <code
        data-testid="webhook-secret"
        className="min-w-0 flex-1 break-all rounded-md border bg-muted px-2 py-1.5 font-mono text-xs"
      >
        {secret}
      </code>
      <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={t('copy.label')}>
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? t('copy.copied') : t('copy.copy')}
      </Button>
    </div>
  );
}
