import { EXTRA_TIME } from '@app/contracts';
import { z } from 'zod';

/** The usual accommodations; anything else within EXTRA_TIME is typed in as 'custom'. */
export const EXTRA_TIME_PRESETS = [1, 1.25, 1.5, 2] as const;
export const CUSTOM_EXTRA_TIME = 'custom';

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1.25 → '1.25×'. */
export const formatMultiplier = (value: number) => `${numbers.format(value)}×`;

/** 1 → '1× (standard time)', 1.5 → '1.5× (50% extra time)'. */
export function describeMultiplier(value: number): string {
  if (value <= 1) return `${formatMultiplier(1)} (standard time)`;
  return `${formatMultiplier(value)} (${numbers.format(Math.round((value - 1) * 100))}% extra time)`;
}

export const EXTRA_TIME_RANGE_MESSAGE = `Enter a multiplier from ${EXTRA_TIME.min} to ${EXTRA_TIME.max}, e.g. 1.75`;

/** The dialog's fields: a preset ('1.25') or 'custom' with the typed number. */
export const ZExtraTimeForm = z
  .object({ choice: z.string().min(1, 'Choose the extra time'), custom: z.string() })
  .superRefine((form, ctx) => {
    if (form.choice === CUSTOM_EXTRA_TIME && extraTimeFromForm(form) === null) {
      ctx.addIssue({ code: 'custom', path: ['custom'], message: EXTRA_TIME_RANGE_MESSAGE });
    }
  });
export type TExtraTimeForm = z.infer<typeof ZExtraTimeForm>;

/** The multiplier the form stands for, or null when the typed number is missing or out of range. */
export function extraTimeFromForm(form: TExtraTimeForm): number | null {
  const text = form.choice === CUSTOM_EXTRA_TIME ? form.custom.trim().replace(',', '.') : form.choice;
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < EXTRA_TIME.min || value > EXTRA_TIME.max) return null;
  return Math.round(value * 100) / 100;
}

/** The form showing a current multiplier: its preset when it is one, else the number as 'custom'. */
export function extraTimeToForm(current: number | undefined): TExtraTimeForm {
  if (current === undefined) return { choice: '', custom: '' };
  const preset = EXTRA_TIME_PRESETS.find((p) => Math.abs(p - current) < 1e-9);
  return preset === undefined
    ? { choice: CUSTOM_EXTRA_TIME, custom: String(current) }
    : { choice: String(preset), custom: '' };
}
