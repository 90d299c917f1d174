import { RATING_BAND_MAX, type TRatingCriterion } from '@app/contracts';
import type * as React from 'react';
import { useT } from '@/lib/i18n';

const BANDS = Array.from({ length: RATING_BAND_MAX + 1 }, (_, band) => band);

/**
 * One criterion's bands 0-5 as native radios, each labelled with what that band looks like; the legend
 * names the group. `data-criterion` lets the form tell which criterion holds focus.
 */
export function CriterionBands({
  criterion,
  index,
  value,
  onChange,
  ref,
}: {
  criterion: TRatingCriterion;
  index: number;
  value: number | undefined;
  onChange: (band: number) => void;
  ref: React.Ref<HTMLFieldSetElement>;
}) {
  const { t } = useT('ratings');
  const descriptionId = `criterion-${criterion.key}-full-marks`;
  return (
    <fieldset
      ref={ref}
      data-criterion={index}
      aria-describedby={criterion.description ? descriptionId : undefined}
      className="grid gap-2"
    >
      <legend className="font-semibold">{criterion.label}</legend>
      {criterion.description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {t('form.fullMarks', { description: criterion.description })}
        </p>
      ) : null}
      {/* Bands without anchors (an author may leave them unwritten) sit in one row of six. */}
      <div
        className={
          criterion.anchors.some((anchor) => anchor.trim()) ? 'grid gap-1.5' : 'grid grid-cols-6 gap-1.5'
        }
      >
        {BANDS.map((band) => (
          <label
            key={band}
            className="flex cursor-pointer items-start gap-3 rounded-md border bg-background px-3 py-2 text-sm hover:bg-accent has-checked:border-primary has-checked:bg-secondary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={criterion.key}
              value={band}
              checked={value === band}
              onChange={() => onChange(band)}
              className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
            />
            <span className="w-3 shrink-0 font-semibold tabular-nums">
              <span className="sr-only">{t('form.band', { band })}</span>
              <span aria-hidden="true">{band}</span>
            </span>
            {criterion.anchors[band] ? <span>{criterion.anchors[band]}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
