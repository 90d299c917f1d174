import {
  BIG_FIVE_TRAIT_LABELS,
  BIG_FIVE_TRAITS,
  SCORING_WEIGHT_MAX,
  WEIGHTED_KIND_LABELS,
  WEIGHTED_KINDS,
} from '@app/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';
import type { TAssessmentForm } from '../lib/assessment-form';

function WeightInput({
  id,
  label,
  field,
}: {
  id: string;
  label: string;
  field: ReturnType<UseFormRegister<TAssessmentForm>>;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={SCORING_WEIGHT_MAX}
        step={1}
        className="w-20"
        {...field}
      />
    </div>
  );
}

/** The role's weights in the overall score (decision 007), each a whole number 0-5. */
export function WeightsFields({ register }: { register: UseFormRegister<TAssessmentForm> }) {
  const { t } = useT('assessments');
  const number = { valueAsNumber: true } as const;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium text-muted-foreground">{t('weights.sections')}</legend>
        {WEIGHTED_KINDS.map((kind) => (
          <WeightInput
            key={kind}
            id={`weight-${kind}`}
            label={WEIGHTED_KIND_LABELS[kind]}
            field={register(`scoringWeights.sections.${kind}`, number)}
          />
        ))}
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium text-muted-foreground">{t('weights.traits')}</legend>
        {BIG_FIVE_TRAITS.map((trait) => (
          <WeightInput
            key={trait}
            id={`weight-${trait}`}
            label={BIG_FIVE_TRAIT_LABELS[trait]}
            field={register(`scoringWeights.traits.${trait}`, number)}
          />
        ))}
      </fieldset>
    </div>
  );
}
