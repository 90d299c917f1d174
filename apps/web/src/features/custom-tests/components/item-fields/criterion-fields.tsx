import { Trash2 } from 'lucide-react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { BandAnchorsFields } from './band-anchors-fields';
import type { ItemFieldsProps } from './types';

type Props = ItemFieldsProps & {
  index: number;
  /** False for the last criterion left: a rubric has at least one. */
  removable: boolean;
  onRemove: () => void;
};

/** One criterion of the rubric: its name, what full marks look like and, folded away, its band anchors. */
export function CriterionFields({ form, index, removable, onRemove }: Props) {
  const { t } = useT('custom-tests');
  const errors = form.formState.errors.rubric?.[index];
  const number = index + 1;
  return (
    // A floated legend is a plain first row inside the border (a rendered one would cut the border); the
    // remove button sits at that row's end, out of the flow.
    <fieldset className="relative grid gap-3 rounded-lg border p-3">
      <legend className="float-left pr-12 text-sm font-medium">{t('openEnded.criterion', { number })}</legend>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1.5 right-1.5"
        onClick={onRemove}
        disabled={!removable}
        aria-label={t('openEnded.removeCriterion', { number })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <TextField
        id={`rubric-${index}-label`}
        label={t('openEnded.criterionLabel')}
        required
        autoComplete="off"
        error={errors?.label?.message}
        {...form.register(`rubric.${index}.label`)}
      />
      <Field
        id={`rubric-${index}-description`}
        label={t('openEnded.criterionDescription')}
        required
        error={errors?.description?.message}
      >
        {(control) => <Textarea {...control} rows={2} {...form.register(`rubric.${index}.description`)} />}
      </Field>
      <BandAnchorsFields form={form} index={index} />
    </fieldset>
  );
}
