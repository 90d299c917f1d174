import type { TApiKeyCreated } from '@app/contracts';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** The new key in full, once: selectable, with a copy button and the warning that it will not come back. */
export function NewKey({ apiKey }: { apiKey: TApiKeyCreated }) {
  const { t } = useT('api-keys');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notify.error(t('toast.copyFailed'), t('toast.copyFailedDetail'));
    }
  };
  return (
    <div className="grid gap-3">
      <Alert>
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{t('newKey.title')}</AlertTitle>
        <AlertDescription>{t('newKey.description')}</AlertDescription>
      </Alert>
      <div className="flex items-center gap-2">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 break-all rounded-md border bg-muted px-2 py-1.5 font-mono text-xs"
        >
          {apiKey.key}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={t('newKey.copyLabel')}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('newKey.copied') : t('newKey.copy')}
        </Button>
      </div>
    </div>
  );
}
