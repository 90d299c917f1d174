import { RUBRIC_BANDS } from '@app/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import type { ItemFieldsProps } from './types';

/**
 * Bands shown highest first, read down from full marks as rubrics are usually read; the form keeps
 * them band 0 first, as the contract does.
 */
const BANDS_HIGHEST_FIRST = Array.from({ length: RUBRIC_BANDS }, (_, i) => RUBRIC_BANDS - 1 - i);

/**
 * What an answer at each band 0-5 of a criterion looks like. Folded away, as the full-marks text is
 * enough for many questions; opened by itself when one of them has an error. The details element is
 * the bands' group, named by its summary.
 */
export function BandAnchorsFields({ form, index }: ItemFieldsProps & { index: number }) {
  const { t } = useT('custom-tests');
  const [open, setOpen] = useState(false);
  const errors = form.formState.errors.rubric?.[index]?.anchors;
  return (
    <details
      className="group text-sm"
      open={open || errors !== undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="inline-flex cursor-pointer items-center gap-1 font-medium">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        {t('openEnded.anchors')}
      </summary>
      <div className="mt-3 grid gap-3">
        <p className="text-xs text-muted-foreground">{t('openEnded.anchorsHint')}</p>
        {BANDS_HIGHEST_FIRST.map((band) => (
          <Field
            key={band}
            id={`rubric-${index}-band-${band}`}
            label={t('openEnded.band', { band })}
            error={errors?.[band]?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                className="min-h-16"
                {...form.register(`rubric.${index}.anchors.${band}`)}
              />
            )}
          </Field>
        ))}
      </div>
    </details>
  );
}
