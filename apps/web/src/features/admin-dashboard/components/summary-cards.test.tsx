import type { TCandidateSummary, TCompany } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import { SummaryCards } from './summary-cards';

const company: TCompany = {
  id: 'c1',
  name: 'Acme',
  industry: 'Finance',
  email: 'hr@acme.test',
  locale: 'de-DE',
  timeZone: 'Europe/Berlin',
};

const summary = (pending: number, remaining: number): TCandidateSummary => ({
  totalCandidates: 12_500,
  testsCompleted: 1_234,
  completionRate: 10,
  pipeline: { csvUpload: true, questionGeneration: true, credentialCreation: true, testDeployment: true },
  usage: {
    plan: 'enterprise',
    planName: 'Enterprise',
    limit: 2_000,
    used: 1_234,
    pending,
    remaining,
    period: '2026-11-01',
  },
});

/** A signed-in admin of a German-speaking company: counts read 12.500, words stay English. */
function renderCards(data: TCandidateSummary) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const user = { id: 'u1', email: 'hr@acme.test', name: 'HR', emailVerified: true };
  client.setQueryData(authKeys.session(), { user, session: { id: 's1' } });
  client.setQueryData(authKeys.me('u1'), {
    user: { ...user, createdAt: '2026-01-01T00:00:00.000Z' },
    profile: { id: 'u1', role: 'admin', companyId: 'c1', profileData: {} },
    company,
  });
  return render(
    <QueryClientProvider client={client}>
      <SummaryCards company={company} summary={data} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the summary cards', () => {
  it("writes the counts in the company's locale, in the catalogue's English words", async () => {
    renderCards(summary(3, 763));
    await waitFor(() => expect(screen.getByTestId('total-candidates').textContent).toBe('12.500'));
    expect(screen.getByTestId('plan-usage').textContent).toBe(
      '1.234 of 2.000 test generations used this month',
    );
    expect(screen.getByTestId('plan-remaining').textContent).toBe(
      '3 candidates waiting for their questions; 763 left',
    );
    expect(screen.getByTestId('completion-rate').textContent).toBe('10% completion rate');
  });

  it('says one candidate, and when nothing is left this month', async () => {
    renderCards(summary(1, 0));
    await waitFor(() =>
      expect(screen.getByTestId('plan-remaining').textContent).toBe(
        '1 candidate waiting for their questions; none left this month',
      ),
    );
  });
});
