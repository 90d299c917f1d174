import type { TGreenhouseKeyCreated } from '@app/contracts';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { CopyField } from './copy-field';

type Props = { created: TGreenhouseKeyCreated | null; onClose: () => void };

/** The new key in full, once; closing the dialog forgets it (the server keeps it only encrypted). */
export function NewKeyDialog({ created, onClose }: Props) {
  const { t } = useT('greenhouse-settings');
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('newKey.title')}</DialogTitle>
          <DialogDescription>{t('newKey.description')}</DialogDescription>
        </DialogHeader>
        <Alert>
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{t('newKey.onceTitle')}</AlertTitle>
          <AlertDescription>{t('newKey.once')}</AlertDescription>
        </Alert>
        {created ? <CopyField id="greenhouse-new-key" label={t('newKey.label')} value={created.key} /> : null}
        <DialogFooter>
          <Button onClick={onClose}>{t('newKey.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
