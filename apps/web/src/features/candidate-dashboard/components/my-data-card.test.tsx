import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProofGateContext } from '@/lib/auth/proof-gate';
import { type ApiCall, apiError, renderPage, stubApi } from '@/test/app-harness';
import { MyDataCard } from './my-data-card';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const PATH = '/api/candidate/erasure-request';
const REQUESTED = { requestedAt: '2026-12-03T10:00:00.000Z', dueBy: '2027-01-02T10:00:00.000Z' };

/** An invitation link's session: the first request is refused until the person confirms it's them. */
function server(): ApiCall[] {
  let proven = false;
  return stubApi(({ method, path }) => {
    if (path !== PATH) return undefined;
    if (method === 'GET') return { body: { requestedAt: null, dueBy: null } };
    if (!proven) {
      proven = true;
      return apiError(403, 'PROOF_REQUIRED', 'Confirm it is you first.');
    }
    return { body: REQUESTED };
  });
}

function openCard(confirmed: boolean) {
  const requestProof = vi.fn(async () => confirmed);
  renderPage(
    <ProofGateContext.Provider value={requestProof}>
      <MyDataCard companyName="Acme Corp" />
    </ProofGateContext.Provider>,
    { url: '/candidate-dashboard' },
  );
  return requestProof;
}

async function askToErase() {
  const erase = await screen.findByRole('button', { name: 'Ask to erase my data' });
  // Offered once the card knows no request was made yet.
  await waitFor(() => expect(erase).toHaveProperty('disabled', false));
  fireEvent.click(erase);
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to erase my data' }));
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the erasure request on an invitation link’s session (decision 033)', () => {
  it('asks the person to confirm it’s them, then sends the request', async () => {
    const calls = server();
    const requestProof = openCard(true);
    await askToErase();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your request was sent to Acme Corp'));
    expect(requestProof).toHaveBeenCalledTimes(1);
    expect(posts(calls)).toHaveLength(2);
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends nothing more, and shows no error, when the person does not confirm', async () => {
    const calls = server();
    const requestProof = openCard(false);
    await askToErase();
    await waitFor(() => expect(requestProof).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });
});
