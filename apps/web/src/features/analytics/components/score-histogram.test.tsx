import type { TScoreDistribution } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import { ScoreHistogram } from './score-histogram';

/** Signed out here: counts follow the browser's locale (en-US in jsdom). */
function renderHistogram(distribution: TScoreDistribution) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(authKeys.session(), null);
  return render(
    <QueryClientProvider client={client}>
      <ScoreHistogram distribution={distribution} />
    </QueryClientProvider>,
  );
}

const bins = (counts: number[]) =>
  counts.map((count, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count }));

afterEach(cleanup);

describe('the score histogram', () => {
  it('gives screen readers every bin and the summary in words', () => {
    renderHistogram({ bins: bins([0, 0, 0, 0, 0, 1, 2, 0, 0, 0]), n: 3, mean: 63.3, median: 62, sd: 5.8 });
    const caption = screen.getByTestId('score-distribution').querySelector('figcaption')?.textContent;
    expect(caption).toMatch(/^Score distribution: 3 candidates; mean .+, median .+, SD .+\. 0–9: 0; /);
    expect(caption).toContain('; 50–59: 1; 60–69: 2; ');
    expect(caption).toMatch(/90–100: 0\.$/);
  });

  it('says when nobody has been evaluated yet', () => {
    renderHistogram({ bins: bins(Array(10).fill(0)), n: 0, mean: null, median: null, sd: null });
    expect(screen.getByText('No evaluations yet: scores appear here once candidates submit.')).toBeTruthy();
  });
});
