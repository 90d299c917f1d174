import type { TImpactRow, TImpactTable } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderInto, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import { ImpactTableCard } from './impact-table';

const row = (over: Partial<TImpactRow>): TImpactRow => ({
  group: 'male',
  label: 'Male',
  total: 40,
  selected: 24,
  awaiting: 6,
  rate: 0.6,
  impactRatio: 1,
  belowFourFifths: false,
  significance: null,
  suppressed: false,
  underTwoPercent: false,
  isReference: true,
  ...over,
});

const TABLE: TImpactTable = {
  category: 'sex',
  rows: [
    row({
      group: 'female',
      label: 'Female',
      selected: 12,
      awaiting: 0,
      rate: 0.3,
      impactRatio: 0.5,
      belowFourFifths: true,
      isReference: false,
      significance: { method: 'two_proportion_z', statistic: -2.6968, p: 0.007, significant: true },
    }),
    row({}),
    row({
      group: 'another',
      label: 'Another gender identity',
      total: null,
      selected: null,
      awaiting: null,
      rate: null,
      impactRatio: null,
      suppressed: true,
      isReference: false,
    }),
  ],
  referenceGroup: 'male',
  known: 80,
  unknown: null,
  declined: null,
  notShown: 16,
  withholding: 'some_groups',
  tooSmall: false,
};

/** Counts follow the company's locale (GET /api/me); signed out here, so the browser's (en-US in jsdom). */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(authKeys.session(), null);
  return renderInto(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(cleanup);

describe('an impact table', () => {
  it('flags the ratio below 0.8 with its test in words, and hides a withheld group’s numbers', () => {
    render(
      <ImpactTableCard
        table={TABLE}
        region="us"
        measure="selection"
        awaitingWithheld={false}
        minGroupSize={5}
      />,
    );
    const women = screen.getByRole('row', { name: /^Female/ });
    expect(within(women).getByText('Below 0.8')).toBeTruthy();
    expect(women.textContent).toContain('0.500');
    expect(women.textContent).toContain('Statistically significant at the 5 % level (p = 0.007)');
    expect(women.textContent).toContain('Two-proportion z-test, z = -2.70');
    const another = screen.getByRole('row', { name: /^Another gender identity/ });
    expect(within(another).getAllByText('withheld')).toHaveLength(3);
    expect(another.textContent).not.toContain('fewer than');
    expect(screen.getByText(/Unknown, declined or in a withheld group \(merged\)/).textContent).toContain(
      '16',
    );
    expect(
      screen.getByText(/^Withheld: at least one of the groups marked withheld has 1 to 4 people/),
    ).toBeTruthy();
  });

  it('withholds every awaiting count when the measure says so', () => {
    render(
      <ImpactTableCard table={TABLE} region="us" measure="selection" awaitingWithheld minGroupSize={5} />,
    );
    const men = screen.getByRole('row', { name: /^Male/ });
    expect(within(men).getByText('withheld')).toBeTruthy();
    expect(men.textContent).toContain('40');
  });

  it('shows a whole withheld table as words, with no group and no chart', () => {
    render(
      <ImpactTableCard
        region="us"
        table={{
          ...TABLE,
          rows: [],
          referenceGroup: null,
          known: 0,
          withholding: 'whole_table',
          notShown: 45,
        }}
        measure="selection"
        awaitingWithheld={false}
        minGroupSize={5}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('impact-chart')).toBeNull();
    expect(screen.getByText(/too few and too small to show/).textContent).toContain('45 people in all');
  });

  it('draws the ratios for screen readers as text, with the four-fifths line', () => {
    render(
      <ImpactTableCard
        table={TABLE}
        region="us"
        measure="selection"
        awaitingWithheld={false}
        minGroupSize={5}
      />,
    );
    const chart = screen.getByTestId('impact-chart');
    expect(chart.querySelector('figcaption')?.textContent).toBe(
      'Sex: selection rates: impact ratios, with the four-fifths line at 0.8. Female: 0.500, below 0.8; Male: 1.000 (reference group).',
    );
  });
});
