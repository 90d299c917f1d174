import {
  BIG_FIVE_TRAIT_LABELS,
  BIG_FIVE_TRAITS,
  SCORING_WEIGHT_MAX,
  type TScoringWeights,
  WEIGHTED_KIND_LABELS,
  WEIGHTED_KINDS,
} from '@app/contracts';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';

type Props = {
  weights: TScoringWeights;
  onChange: (weights: TScoringWeights) => void;
  error: string | null;
};

/** A typed-in weight: anything but a whole number 0-5 is kept as NaN so the contract reports it. */
const parseWeight = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw));

function WeightInput(props: { id: string; label: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={props.id} className="font-normal">
        {props.label}
      </Label>
      <Input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        max={SCORING_WEIGHT_MAX}
        step={1}
        className="w-20"
        value={Number.isNaN(props.value) ? '' : props.value}
        onChange={(event) => props.onChange(parseWeight(event.target.value))}
      />
    </div>
  );
}

/**
 * The role's weights in the overall score (decision 007). Collapsed by default: the documented
 * defaults (scored sections equal, personality out) suit most roles.
 */
export function ScoringWeightsFields({ weights, onChange, error }: Props) {
  const { t } = useT('admin-dashboard');
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-lg border p-4"
      open={open || error !== null}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">{t('weights.title')}</summary>
      <div className="mt-3 grid gap-4">
        <p id="scoring-weights-hint" className="text-sm text-muted-foreground">
          {t('weights.hint', { max: SCORING_WEIGHT_MAX })}
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          <fieldset className="grid content-start gap-2" aria-describedby="scoring-weights-hint">
            <legend className="mb-2 text-sm font-medium text-muted-foreground">
              {t('weights.sections')}
            </legend>
            {WEIGHTED_KINDS.map((kind) => (
              <WeightInput
                key={kind}
                id={`weight-${kind}`}
                label={WEIGHTED_KIND_LABELS[kind]}
                value={weights.sections[kind]}
                onChange={(value) =>
                  onChange({ ...weights, sections: { ...weights.sections, [kind]: value } })
                }
              />
            ))}
          </fieldset>
          <fieldset className="grid content-start gap-2" aria-describedby="scoring-weights-hint">
            <legend className="mb-2 text-sm font-medium text-muted-foreground">{t('weights.traits')}</legend>
            {BIG_FIVE_TRAITS.map((trait) => (
              <WeightInput
                key={trait}
                id={`weight-${trait}`}
                label={BIG_FIVE_TRAIT_LABELS[trait]}
                value={weights.traits[trait]}
                onChange={(value) => onChange({ ...weights, traits: { ...weights.traits, [trait]: value } })}
              />
            ))}
          </fieldset>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}
