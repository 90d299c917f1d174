import {
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  type TCustomItem,
  type TItemDraft,
  type TItemType,
} from '@app/contracts';
import { History } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useAddItem, useUpdateItem } from '../api/custom-tests';
import {
  emptyItemForm,
  itemFieldPath,
  itemFormFromDraft,
  resolveItemForm,
  type TItemForm,
} from '../lib/item-form';
import { applyFieldErrors } from '../lib/server-errors';
import { ForcedChoiceFields } from './item-fields/forced-choice-fields';
import { LikertFields } from './item-fields/likert-fields';
import { McqFields } from './item-fields/mcq-fields';
import { OpenEndedFields } from './item-fields/open-ended-fields';
import { SjtFields } from './item-fields/sjt-fields';
import { TrueFalseFields } from './item-fields/true-false-fields';
import type { ItemFieldsProps } from './item-fields/types';

const TYPE_FIELDS: Record<TItemType, (props: ItemFieldsProps) => React.ReactNode> = {
  mcq: McqFields,
  true_false: TrueFalseFields,
  likert_scale: LikertFields,
  forced_choice: ForcedChoiceFields,
  sjt: SjtFields,
  open_ended: OpenEndedFields,
};

type Props = {
  testId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this question; absent: adding one. */
  item?: TCustomItem;
  /** Its number in the list, for the title. */
  number?: number;
};

/** Adds a question of any of the six types, or edits one (a question in use gets a new version). */
export function ItemDialog({ testId, open, onOpenChange, item, number }: Props) {
  const { t } = useT('custom-tests');
  const add = useAddItem(testId);
  const update = useUpdateItem(testId);
  const failure = useFormFailure();
  const defaults = item ? itemFormFromDraft(item.draft) : emptyItemForm('mcq');
  const form = useForm<TItemForm, unknown, TItemDraft>({ resolver: resolveItemForm, values: defaults });
  const type = form.watch('type');
  const Fields = TYPE_FIELDS[type];
  const setOpen = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      failure.clear();
    }
    onOpenChange(next);
  };
  // Another type keeps what applies to every type: the text, tags and explanation.
  const changeType = (next: TItemType) => {
    const { stem, tags, explanation } = form.getValues();
    form.reset({ ...emptyItemForm(next), stem, tags, explanation });
  };

  const onSubmit = form.handleSubmit(async (draft) => {
    failure.clear();
    try {
      if (item) {
        const saved = await update.mutateAsync({ itemKey: item.itemKey, draft });
        notify.success(
          t('item.toast.saved'),
          saved.version > item.version ? t('item.toast.savedVersion', { version: saved.version }) : undefined,
        );
      } else {
        await add.mutateAsync(draft);
        notify.success(t('item.toast.added'));
      }
      setOpen(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, itemFieldPath(type));
      failure.report(item ? t('item.toast.saveFailed') : t('item.toast.addFailed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {item ? t('item.editTitle', { number: number ?? '' }).trim() : t('questions.add')}
          </DialogTitle>
          <DialogDescription>
            {item
              ? t('item.typeVersion', { type: ITEM_TYPE_LABELS[item.draft.type], version: item.version })
              : t(`item.hint.${type}`)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormAlert id="item-failure" failure={failure.current} />
          {item?.inUse ? (
            <Alert>
              <History aria-hidden="true" />
              <AlertDescription>{t('item.inUse', { version: item.version + 1 })}</AlertDescription>
            </Alert>
          ) : null}
          {item ? null : (
            <Field id="item-type" label={t('item.type')}>
              {(control) => (
                <Select value={type} onValueChange={(value) => changeType(value as TItemType)}>
                  <SelectTrigger {...control}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ITEM_TYPES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {ITEM_TYPE_LABELS[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
          )}
          <Field
            id="item-stem"
            label={t('item.stem', { type })}
            required
            error={form.formState.errors.stem?.message}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('stem')} />}
          </Field>
          <Fields form={form} />
          <TextField
            id="item-tags"
            label={t('item.tags')}
            autoComplete="off"
            hint={t('item.tagsHint')}
            error={form.formState.errors.tags?.message}
            {...form.register('tags')}
          />
          <Field
            id="item-explanation"
            label={t('item.explanation')}
            hint={t('item.explanationHint')}
            error={form.formState.errors.explanation?.message}
          >
            {(control) => <Textarea {...control} rows={2} {...form.register('explanation')} />}
          </Field>
          <DialogFooter>
            <SubmitButton busy={add.isPending || update.isPending} busyLabel={t('saving')}>
              {item
                ? item.inUse
                  ? t('item.saveVersion', { version: item.version + 1 })
                  : t('item.save')
                : t('questions.add')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
