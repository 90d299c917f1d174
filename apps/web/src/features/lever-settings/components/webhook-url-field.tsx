import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';

/** The company's webhook URL, to paste into Lever's Candidate Stage Change webhook. */
export function WebhookUrlField({ url }: { url: string }) {
  const { t } = useT('lever-settings');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('webhookUrl.copied'));
    } catch {
      notify.error(t('webhookUrl.copyFailed'));
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="lever-webhook-url">{t('webhookUrl.label')}</Label>
      <div className="flex gap-2">
        <Input
          id="lever-webhook-url"
          readOnly
          value={url}
          className="font-mono text-xs"
          aria-describedby="lever-webhook-url-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={t('webhookUrl.copy')}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <p id="lever-webhook-url-hint" className="text-xs text-muted-foreground">
        {t('webhookUrl.hint')}
      </p>
    </div>
  );
}
