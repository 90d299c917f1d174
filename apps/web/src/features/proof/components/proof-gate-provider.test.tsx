import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRequestProof } from '@/lib/auth/proof-gate';
import { renderPage, stubApi } from '@/test/app-harness';
import { ProofGateProvider } from './proof-gate-provider';

/** Two places of a page that ask at once, as a download and an erasure request can. */
function Page() {
  const requestProof = useRequestProof();
  const [answers, setAnswers] = useState<boolean[]>([]);
  const ask = () => {
    for (let i = 0; i < 2; i++) void requestProof().then((answer) => setAnswers((all) => [...all, answer]));
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Download my data
      </button>
      <output data-testid="answers">{answers.join(',')}</output>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app’s one "Confirm it’s you" dialog', () => {
  it('answers every request that waited on it when the person closes it', async () => {
    stubApi(({ path }) =>
      path === '/api/auth/get-session'
        ? {
            body: {
              session: {},
              user: { id: 'u1', email: 'asha@example.com', name: 'Asha', emailVerified: true },
            },
          }
        : undefined,
    );
    renderPage(
      <ProofGateProvider>
        <Page />
      </ProofGateProvider>,
      { url: '/candidate-dashboard' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('answers').textContent).toBe('false,false'));
  });
});
