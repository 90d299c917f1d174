import { type TCustomTestSettings, type TCustomTestSummary, ZCustomTestSettings } from '@app/contracts';
import type { TFunction } from 'i18next';
import { contractResolver, numberFrom } from './contract-resolver';

/** The settings form: numbers as typed text; `draw` says whether candidates get a random draw. */
export type TSettingsForm = {
  name: string;
  description: string;
  category: TCustomTestSettings['category'];
  durationMinutes: string;
  questionSeconds: string;
  draw: boolean;
  drawCount: string;
  shuffleOptions: boolean;
};

/** A new test's settings: the library's defaults (SPEC.md section 9: 30 minutes, 60 s a question). */
export const NEW_TEST_SETTINGS: TSettingsForm = {
  name: '',
  description: '',
  category: 'skills',
  durationMinutes: '30',
  questionSeconds: '60',
  draw: false,
  drawCount: '',
  shuffleOptions: true,
};

export function settingsFormFrom(test: TCustomTestSummary): TSettingsForm {
  return {
    name: test.name,
    description: test.description,
    category: test.category,
    durationMinutes: String(test.durationMinutes),
    questionSeconds: String(test.questionSeconds),
    draw: test.drawCount !== null,
    drawCount: test.drawCount === null ? '' : String(test.drawCount),
    shuffleOptions: test.shuffleOptions,
  };
}

export function settingsInputFromForm(form: TSettingsForm) {
  return {
    name: form.name,
    description: form.description,
    category: form.category,
    durationMinutes: numberFrom(form.durationMinutes),
    questionSeconds: numberFrom(form.questionSeconds),
    drawCount: form.draw ? numberFrom(form.drawCount) : null,
    shuffleOptions: form.shuffleOptions,
  };
}

/** The settings form checked by the contract's ZCustomTestSettings. */
export const resolveSettingsForm = contractResolver<TSettingsForm, TCustomTestSettings>(
  ZCustomTestSettings,
  settingsInputFromForm,
);

/** "5 of 12 drawn at random" or "All 12, in order": what one candidate gets. */
export function describeDraw(
  test: Pick<TCustomTestSummary, 'drawCount' | 'itemCount' | 'questionCount'>,
  t: TFunction,
): string {
  if (test.drawCount === null) return t('draw.all', { items: test.itemCount });
  return t('draw.random', { questions: test.questionCount, items: test.itemCount });
}
