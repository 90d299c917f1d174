import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { downloadTemplate } from '../api/custom-tests';

/** The CSV template: its header names every column an import reads, with an example row per type. */
export function TemplateButton() {
  const { t } = useT('custom-tests');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadTemplate();
    } catch (error) {
      notify.error(t('template.failed'), getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={busy}>
      <Download aria-hidden="true" /> {t('template.download')}
    </Button>
  );
}
