import type { TCustomTestSummary } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  describeDraw,
  NEW_TEST_SETTINGS,
  resolveSettingsForm,
  settingsFormFrom,
  settingsInputFromForm,
  type TSettingsForm,
} from './settings-form';

const t = i18n.getFixedT('en', 'custom-tests');

const resolve = (form: TSettingsForm) =>
  resolveSettingsForm(form, undefined, { fields: {}, shouldUseNativeValidation: false });

const summary: TCustomTestSummary = {
  id: 't1',
  name: 'Support',
  description: '',
  category: 'skills',
  durationMinutes: 20,
  questionSeconds: 45,
  drawCount: 5,
  shuffleOptions: false,
  itemCount: 12,
  questionCount: 5,
  isActive: true,
  updatedAt: '2026-11-25T09:00:00.000Z',
};

describe('the test settings form', () => {
  it('turns a saved test into the form and back', () => {
    const form = settingsFormFrom(summary);
    expect(form.draw).toBe(true);
    expect(settingsInputFromForm(form)).toEqual({
      name: 'Support',
      description: '',
      category: 'skills',
      durationMinutes: 20,
      questionSeconds: 45,
      drawCount: 5,
      shuffleOptions: false,
    });
  });

  it('sends no draw count when every candidate answers every question', () => {
    expect(settingsInputFromForm({ ...NEW_TEST_SETTINGS, drawCount: '7' }).drawCount).toBeNull();
  });

  it('words the limits of the numbers', async () => {
    const { errors } = await resolve({
      ...NEW_TEST_SETTINGS,
      name: 'A',
      durationMinutes: '0',
      questionSeconds: '5000',
      draw: true,
      drawCount: '',
    });
    expect(errors.durationMinutes?.message).toBe('At least 1.');
    expect(errors.questionSeconds?.message).toBe('At most 3600.');
    expect(errors.drawCount?.message).toBe('Enter a number.');
  });

  it('names the contract’s own message for a missing name', async () => {
    expect((await resolve(NEW_TEST_SETTINGS)).errors.name?.message).toBe('Name the test.');
  });

  it('describes what one candidate gets', () => {
    expect(describeDraw(summary, t)).toBe('5 of 12, drawn at random');
    expect(describeDraw({ ...summary, drawCount: null, questionCount: 12 }, t)).toBe('All 12');
  });
});
