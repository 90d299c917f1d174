import { Check, Copy } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

const noSubscription = () => () => {};

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  // The Clipboard API exists only in secure contexts (https or localhost); without it there is no button.
  // The pre-rendered page has none either, so hydration matches and the button appears after it.
  const canCopy = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  if (!canCopy) return null;

  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs text-slate-300 hover:bg-white/10 hover:text-white"
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      <span className="sr-only"> {label}</span>
    </Button>
  );
}
