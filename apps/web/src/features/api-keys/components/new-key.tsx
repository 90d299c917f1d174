import type { TApiKeyCreated } from '@app/contracts';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

/** The new key in full, once: selectable, with a copy button and the warning that it will not come back. */
export function NewKey({ apiKey }: { apiKey: TApiKeyCreated }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notify.error('Could not copy', 'Select the key and copy it by hand.');
    }
  };
  return (
    <div className="grid gap-3">
      <Alert>
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Copy your key now: you will not see it again</AlertTitle>
        <AlertDescription>
          Only a hash of it is kept. Store it in your integration's secret settings; if it is lost, create a
          new key and revoke this one.
        </AlertDescription>
      </Alert>
      <div className="flex items-center gap-2">
        <code
          data-testid="new-api-key"
          className="min-w-0 flex-1 break-all rounded-md border bg-muted px-2 py-1.5 font-mono text-xs"
        >
          {apiKey.key}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy API key">
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
