import {
  CANDIDATE_LANGUAGES,
  regionCategories,
  SELF_IDENTIFICATION_REGIONS,
  SELF_IDENTIFICATION_SLOTS,
  type TSelfIdentificationRegion,
} from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderPage, stubApi } from '@/test/app-harness';
import { SelfIdentificationCard } from './self-identification-card';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const PATH = '/api/candidate/self-identification';
const catalogues = import.meta.glob<Record<string, string>>('../../../locales/*/candidate-dashboard.json', {
  eager: true,
  import: 'default',
});

function server(region: TSelfIdentificationRegion): ApiCall[] {
  return stubApi(({ method, path }) => {
    if (path !== PATH) return undefined;
    if (method === 'GET') return { body: { asked: true, answered: false, region } };
    return { body: { asked: true, answered: true, region } };
  });
}

beforeEach(() => {
  // Radix's radio buttons measure themselves; jsdom has no ResizeObserver.
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

describe('the self-identification questions of the company’s region (decision 036)', () => {
  it('words every question and answer of every region in every candidate language', () => {
    for (const language of CANDIDATE_LANGUAGES) {
      const catalogue = catalogues[`../../../locales/${language}/candidate-dashboard.json`] ?? {};
      for (const region of SELF_IDENTIFICATION_REGIONS) {
        expect(catalogue[`selfId.why.${region}`], `${language} why ${region}`).toBeTruthy();
        for (const slot of SELF_IDENTIFICATION_SLOTS) {
          expect(catalogue[`selfId.${region}.${slot}`], `${language} ${region}.${slot}`).toBeTruthy();
          for (const key of regionCategories(region, slot))
            expect(
              catalogue[`selfId.${region}.${slot}.${key}`],
              `${language} ${region}.${slot}.${key}`,
            ).toBeTruthy();
        }
      }
    }
  });

  it('asks a UK company’s candidate the UK’s questions, as radio buttons, and sends only what was chosen', async () => {
    const calls = server('uk');
    renderPage(<SelfIdentificationCard companyName="Acme Ltd" />, { url: '/candidate-dashboard' });
    const ethnic = await screen.findByRole('radiogroup', { name: 'Ethnic group' });
    expect(
      within(ethnic)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['asian', 'black', 'mixed', 'white', 'other', 'prefer_not_to_say']);
    expect(screen.getByText(/as the UK’s Equality Act 2010 expects of employers/)).toBeTruthy();
    expect(screen.queryByText(/Local Law 144/)).toBeNull();
    const disability = screen.getByRole('radiogroup', { name: 'Disability (Equality Act 2010)' });
    expect(disability.getAttribute('aria-describedby')).toBe('self-id-disability-hint');
    expect(within(screen.getByRole('radiogroup', { name: 'Sex' })).getAllByRole('radio')).toHaveLength(3);

    fireEvent.click(within(ethnic).getByRole('radio', { name: 'Mixed or Multiple ethnic groups' }));
    const age = screen.getByRole('radiogroup', { name: 'Age' });
    fireEvent.click(within(age).getByRole('radio', { name: '65 or over' }));
    // Changed their mind: the age goes back to unanswered.
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear this answer' })[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      sex: null,
      raceEthnicity: 'mixed',
      ageBand: null,
      disability: null,
    });
  });

  it('asks a US company’s candidate the EEO-1 categories, citing Local Law 144', async () => {
    server('us');
    renderPage(<SelfIdentificationCard companyName="Acme Inc" />, { url: '/candidate-dashboard' });
    const race = await screen.findByRole('radiogroup', { name: 'Race or ethnicity' });
    expect(within(race).getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByText(/Local Law 144/)).toBeTruthy();
  });

  it('shows nothing when the company does not ask', async () => {
    const calls = stubApi(({ path }) =>
      path === PATH ? { body: { asked: false, answered: false, region: null } } : undefined,
    );
    const { container } = renderPage(<SelfIdentificationCard companyName="Acme" />, {
      url: '/candidate-dashboard',
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('form')).toBeNull();
  });
});
