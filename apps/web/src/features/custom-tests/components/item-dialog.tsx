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

const TYPE_HINTS: Record<TItemType, string> = {
  mcq: 'Two to six options, one of them right.',
  true_false: 'A statement that is true or false.',
  likert_scale: 'A statement rated from strongly disagree to strongly agree, scored for a trait.',
  forced_choice: 'Two statements of different work styles; the candidate picks the one more like them.',
  sjt: 'A work situation with responses, each rated for effectiveness.',
  open_ended: 'A written answer within a word range, graded with a four-criterion rubric.',
};

const STEM_LABELS: Partial<Record<TItemType, string>> = {
  true_false: 'Statement',
  likert_scale: 'Statement',
  forced_choice: 'Instruction',
  sjt: 'Situation',
  open_ended: 'Task',
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
          'Question saved',
          saved.version > item.version ? `Saved as version ${saved.version}.` : undefined,
        );
      } else {
        await add.mutateAsync(draft);
        notify.success('Question added');
      }
      setOpen(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, itemFieldPath(type));
      failure.report(
        item ? 'Failed to save the question' : 'Failed to add the question',
        getErrorMessage(error),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{item ? `Edit question ${number ?? ''}`.trim() : 'Add question'}</DialogTitle>
          <DialogDescription>
            {item ? `${ITEM_TYPE_LABELS[item.draft.type]}, version ${item.version}.` : TYPE_HINTS[type]}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormAlert id="item-failure" failure={failure.current} />
          {item?.inUse ? (
            <Alert>
              <History aria-hidden="true" />
              <AlertDescription>
                {`Candidates have already been given this question: saving creates version ${item.version + 1}; they keep the version they saw.`}
              </AlertDescription>
            </Alert>
          ) : null}
          {item ? null : (
            <Field id="item-type" label="Question type">
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
            label={STEM_LABELS[type] ?? 'Question'}
            required
            error={form.formState.errors.stem?.message}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('stem')} />}
          </Field>
          <Fields form={form} />
          <TextField
            id="item-tags"
            label="Tags (optional)"
            autoComplete="off"
            hint="Comma-separated, e.g. billing, escalation. For finding questions; candidates never see them."
            error={form.formState.errors.tags?.message}
            {...form.register('tags')}
          />
          <Field
            id="item-explanation"
            label="Why the key is right (optional)"
            hint="For your reviewers; never shown to candidates."
            error={form.formState.errors.explanation?.message}
          >
            {(control) => <Textarea {...control} rows={2} {...form.register('explanation')} />}
          </Field>
          <DialogFooter>
            <SubmitButton busy={add.isPending || update.isPending} busyLabel="Saving…">
              {item ? (item.inUse ? `Save as version ${item.version + 1}` : 'Save question') : 'Add question'}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
