import { RUBRIC_MAX_CRITERIA } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { emptyCriterion } from '../../lib/item-form';
import { CriterionFields } from './criterion-fields';
import type { ItemFieldsProps } from './types';

/** The question's own rubric (decision 037): one to six criteria the answer is rated on. */
export function RubricFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  const criteria = useFieldArray({ control: form.control, name: 'rubric' });
  const listError = form.formState.errors.rubric?.root?.message;
  // A removed criterion's button is gone: focus moves to the name of the criterion now in its place (or
  // the new last one) once the list has re-rendered, so a keyboard user stays in the rubric.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfterRemoval === null) return;
    form.setFocus(`rubric.${focusAfterRemoval}.label`);
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, form]);
  const remove = (index: number) => {
    setFocusAfterRemoval(Math.min(index, criteria.fields.length - 2));
    criteria.remove(index);
  };
  return (
    <fieldset className="grid gap-3" aria-describedby="rubric-hint">
      <legend className="mb-1 text-sm font-medium">{t('openEnded.rubric')}</legend>
      <p id="rubric-hint" className="text-xs text-muted-foreground">
        {t('openEnded.rubricHint')}
      </p>
      {criteria.fields.map((criterion, index) => (
        <CriterionFields
          key={criterion.id}
          form={form}
          index={index}
          removable={criteria.fields.length > 1}
          onRemove={() => remove(index)}
        />
      ))}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => criteria.append(emptyCriterion())}
        disabled={criteria.fields.length >= RUBRIC_MAX_CRITERIA}
      >
        <Plus aria-hidden="true" /> {t('openEnded.addCriterion')}
      </Button>
    </fieldset>
  );
}
