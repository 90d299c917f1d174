import type { TCandidateListFilters } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { getCandidates } from '../../api/get-candidates';

/** At most one page of the list: what the API answers at once. */
const SELECT_TOP_MAX = 100;

const ZSelectTop = z.object({
  count: z.coerce
    .number({ error: `Enter a number from 1 to ${SELECT_TOP_MAX}` })
    .int(`Enter a number from 1 to ${SELECT_TOP_MAX}`)
    .min(1, `Enter a number from 1 to ${SELECT_TOP_MAX}`)
    .max(SELECT_TOP_MAX, `Enter a number from 1 to ${SELECT_TOP_MAX}`),
});
type TSelectTopForm = z.input<typeof ZSelectTop>;

type Props = {
  /** The table's filters in force: the top is taken among the candidates they show. */
  filters: TCandidateListFilters;
  disabled: boolean;
  onSelect: (targets: { id: string; fullName: string }[]) => void;
};

/**
 * Ranking at volume (issue 36): selects the N highest overall scores among the candidates the filters show
 * (unscored ones are left out), so the selection's actions move them to a stage with its email at once.
 */
export function SelectTopDialog({ filters, disabled, onSelect }: Props) {
  const { t } = useT('admin-dashboard');
  const [open, setOpen] = useState(false);
  const form = useForm<TSelectTopForm>({ resolver: zodResolver(ZSelectTop), defaultValues: { count: 10 } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const count = Number(values.count);
    try {
      const top = await getCandidates({
        ...filters,
        minScore: filters.minScore ?? 0,
        sort: 'score',
        order: 'desc',
        page: 1,
        pageSize: count,
      });
      const targets = top.items.map((c) => ({ id: c.id, fullName: c.fullName }));
      setOpen(false);
      if (targets.length === 0) {
        notify.info(t('selectTop.toast.none'));
        return;
      }
      onSelect(targets);
      if (targets.length < count) {
        notify.success(t('selectTop.toast.fewer', { count: targets.length }));
      } else {
        notify.success(t('selectTop.toast.selected', { count: targets.length }));
      }
    } catch (error) {
      notify.error(t('selectTop.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Trophy aria-hidden="true" /> {t('selectTop.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('selectTop.title')}</DialogTitle>
          <DialogDescription>{t('selectTop.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            id="select-top-count"
            label={t('selectTop.count')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SELECT_TOP_MAX}
            required
            disabled={isSubmitting}
            error={errors.count?.message}
            {...form.register('count')}
          />
          <DialogFooter>
            <Button variant="outline" type="button" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {t('selectTop.cancel')}
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel={t('selectTop.pending')}>
              {t('selectTop.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
