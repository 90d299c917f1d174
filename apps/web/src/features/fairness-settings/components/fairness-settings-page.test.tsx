import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderPage, stubApi } from '@/test/app-harness';
import { FairnessSettingsPage } from './fairness-settings-page';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const PATH = '/api/company/fairness-settings';

function server(saved: Record<string, unknown>): ApiCall[] {
  return stubApi(({ method, path, body }) => {
    if (path !== PATH) return undefined;
    return { body: method === 'PUT' ? body : saved };
  });
}

beforeEach(() => {
  // Radix's radio buttons and checkbox measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ask = () =>
  screen.getByRole('checkbox', { name: 'Ask candidates the voluntary self-identification questions' });

describe('Settings → Fairness: the region and the switch (decision 036)', () => {
  it('starts with no region and the questions off, and asks for a region before they can be on', async () => {
    const calls = server({
      fairnessRegion: 'none',
      selfIdentificationEnabled: false,
      aiLogRetentionMonths: 12,
    });
    renderPage(<FairnessSettingsPage />, { url: '/settings/fairness' });
    const none = await screen.findByRole('radio', { name: /^None/ });
    expect(none.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /^United Kingdom.*Equality Act 2010/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^United States.*Local Law 144/ })).toBeTruthy();
    expect(ask().hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Choose a region first: its questions are the ones candidates are asked.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^United Kingdom/ }));
    await waitFor(() => expect(ask().hasAttribute('disabled')).toBe(false));
    fireEvent.click(ask());
    fireEvent.click(screen.getByRole('button', { name: 'Save fairness settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      fairnessRegion: 'uk',
      selfIdentificationEnabled: true,
      aiLogRetentionMonths: 12,
    });
  });

  it('switches the questions off when the region goes back to none', async () => {
    const calls = server({ fairnessRegion: 'us', selfIdentificationEnabled: true, aiLogRetentionMonths: 12 });
    renderPage(<FairnessSettingsPage />, { url: '/settings/fairness' });
    await waitFor(() => expect(ask().getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('radio', { name: /^None/ }));
    await waitFor(() => expect(ask().getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Save fairness settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      fairnessRegion: 'none',
      selfIdentificationEnabled: false,
    });
  });
});
