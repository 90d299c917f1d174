import type { TInvitationCheck } from '@app/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { type ApiCall, apiError, renderPage, stubApi, testQueryClient } from '@/test/app-harness';
import { AcceptInvitationPage } from './accept-invitation-page';

const TOKEN = 'k7Yb2-token';
const APPLICATION = '5d0c1f0e-2b7a-4f8e-9a43-0b8a2f6c1d27';
const VALID: TInvitationCheck = {
  status: 'valid',
  companyName: 'Acme Corp',
  opening: 'Backend Engineer',
  brand: null,
  language: null,
};

type Answer = { status?: number; body?: unknown };

function server(
  check: TInvitationCheck,
  enter: Answer | Promise<Answer> = { body: { applicationId: APPLICATION } },
) {
  return stubApi(({ method, path }) => {
    if (path === `/api/invitations/accept?token=${TOKEN}`) return { body: check };
    if (method === 'POST' && path === '/api/invitations/enter') return enter;
    if (path === '/api/auth/get-session') return { body: null };
    return undefined;
  });
}

const entries = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/invitations/enter');
const openPage = (client = testQueryClient()) =>
  renderPage(<AcceptInvitationPage />, {
    url: paths.acceptInvitation.getHref(TOKEN),
    path: paths.acceptInvitation.path,
    client,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the invitation link page (decision 033)', () => {
  it('enters once, without a password, and opens that application’s dashboard', async () => {
    let admit: (answer: Answer) => void = () => {};
    const calls = server(VALID, new Promise((resolve) => (admit = resolve)));
    openPage();
    expect(await screen.findByText('Opening your assessment…')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Backend Engineer' })).toBeDefined();
    expect(screen.getByText('Acme Corp invites you to this assessment.')).toBeDefined();
    admit({ body: { applicationId: APPLICATION } });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/candidate-dashboard?application=${APPLICATION}`,
    );
    expect(entries(calls)).toEqual([
      { method: 'POST', path: '/api/invitations/enter', body: { token: TOKEN } },
    ]);
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('enters once when the check is already known as the page mounts (StrictMode runs effects twice)', async () => {
    const calls = server(VALID);
    const client = testQueryClient();
    client.setQueryData(['invitation-check', TOKEN], VALID);
    openPage(client);
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/candidate-dashboard?application=${APPLICATION}`,
    );
    expect(entries(calls)).toHaveLength(1);
  });

  it('says why an expired link cannot open the assessment, and enters nothing', async () => {
    const message =
      'Invitation links stop working when the assessment closes (after 7 days when it has no closing time). Ask Acme Corp to send you a new one.';
    const calls = server({
      status: 'expired',
      message,
      companyName: 'Acme Corp',
      brand: null,
      language: null,
    });
    openPage();
    expect(await screen.findByText('This invitation has expired')).toBeDefined();
    expect(screen.getByText(message)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(entries(calls)).toEqual([]);
  });

  it('shows the server’s reason when the entry itself is refused', async () => {
    const reason =
      'This invitation link is invalid or has expired. Ask the company that invited you to send a new one.';
    server(VALID, apiError(400, 'VALIDATION_ERROR', reason));
    openPage();
    expect(await screen.findByText('Your assessment could not be opened')).toBeDefined();
    expect(screen.getByText(reason)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('location')).toBeNull());
  });

  it('asks for the whole link when the token is missing', async () => {
    const calls = server(VALID);
    renderPage(<AcceptInvitationPage />, {
      url: paths.acceptInvitation.getHref(),
      path: paths.acceptInvitation.path,
    });
    expect(await screen.findByText('This invitation link is incomplete')).toBeDefined();
    expect(calls).toEqual([]);
  });
});
