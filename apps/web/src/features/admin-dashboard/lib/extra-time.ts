import { EXTRA_TIME } from '@app/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

/** The usual accommodations; anything else within EXTRA_TIME is typed in as 'custom'. */
export const EXTRA_TIME_PRESETS = [1, 1.25, 1.5, 2] as const;
export const CUSTOM_EXTRA_TIME = 'custom';

const numbers = (locale = 'en-US') => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

/** 1.25 → '1.25×' (in the company's locale when given: '1,25×' in fr-FR). */
export const formatMultiplier = (value: number, locale?: string) => `${numbers(locale).format(value)}×`;

/** 1 → '1× (standard time)', 1.5 → '1.5× (50% extra time)', in the admin-dashboard catalogue's words. */
export function describeMultiplier(value: number, t: TFunction, locale?: string): string {
  if (value <= 1) return t('extraTime.standard', { multiplier: formatMultiplier(1, locale) });
  return t('extraTime.extra', {
    multiplier: formatMultiplier(value, locale),
    percent: numbers(locale).format(Math.round((value - 1) * 100)),
  });
}

/** The form's messages are read when a check fails, so they follow the catalogue (English on admin pages). */
const extraTimeRangeMessage = () =>
  i18n.t('admin-dashboard:extraTime.range', { min: String(EXTRA_TIME.min), max: String(EXTRA_TIME.max) });

/** The dialog's fields: a preset ('1.25') or 'custom' with the typed number. */
export const ZExtraTimeForm = z
  .object({
    choice: z.string().min(1, { error: () => i18n.t('admin-dashboard:extraTime.choose') }),
    custom: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.choice === CUSTOM_EXTRA_TIME && extraTimeFromForm(form) === null) {
      ctx.addIssue({ code: 'custom', path: ['custom'], message: extraTimeRangeMessage() });
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
