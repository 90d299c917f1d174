import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { type ApiCall, apiError, renderPage, stubApi } from '@/test/app-harness';
import { LoginPage } from './login-page';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const EMAIL = 'asha.rao@example.com';
const USER = { id: 'u1', email: EMAIL, name: 'Asha Rao', emailVerified: true };
const SEND = '/api/auth/email-otp/send-verification-otp';
const SIGN_IN = '/api/auth/sign-in/email-otp';

/** Signed out until a code is accepted; `wrongCodes` codes are refused first. */
function server(wrongCodes = 0): ApiCall[] {
  let signedIn = false;
  return stubApi(({ method, path }) => {
    if (path === '/api/auth/get-session')
      return { body: signedIn ? { session: { id: 's1' }, user: USER } : null };
    if (path === '/api/me')
      return { body: { user: USER, profile: { id: 'u1', role: 'candidate' }, company: null } };
    if (method === 'POST' && path === SEND) return { body: { success: true } };
    if (method === 'POST' && path === SIGN_IN) {
      if (wrongCodes-- > 0) return apiError(400, 'INVALID_OTP', 'Invalid OTP');
      signedIn = true;
      return { body: { user: USER } };
    }
    return undefined;
  });
}

const openLogin = () => renderPage(<LoginPage />, { url: paths.login.getHref(), path: paths.login.path });

async function askForCode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Get a one-time code by email instead' }));
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  await screen.findByText(
    `If an account exists for ${EMAIL}, a 6-digit code is on its way. It is valid for 10 minutes.`,
  );
}
const enterCode = (code: string) => {
  fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('signing in with a code sent to the email (decision 033)', () => {
  it('keeps the sign-in page’s own texts and offers the code below them', async () => {
    server();
    openLogin();
    for (const text of [
      'Welcome Back',
      'Back to Home',
      "Don't have an account yet?",
      'Contact Sales for Access',
    ])
      expect(await screen.findByText(text)).toBeDefined();
    expect(screen.getByLabelText(/Email/)).toBeDefined();
    expect(screen.getByLabelText(/Password/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Get a one-time code by email instead' })).toBeDefined();
  });

  it('sends the code, signs in with it and goes where the password sign-in goes', async () => {
    const calls = server();
    openLogin();
    await askForCode();
    expect(calls.filter((call) => call.path === SEND).map((call) => call.body)).toEqual([
      { email: EMAIL, type: 'sign-in' },
    ]);
    enterCode('135790');
    expect((await screen.findByTestId('location')).textContent).toBe(paths.candidateDashboard.getHref());
    expect(notify.success).toHaveBeenCalledWith('You have been signed in successfully.');
    expect(calls.filter((call) => call.path === SIGN_IN).map((call) => call.body)).toEqual([
      { email: EMAIL, otp: '135790' },
    ]);
  });

  it('says so when the code is wrong, and stays on the page', async () => {
    server(1);
    openLogin();
    await askForCode();
    enterCode('000000');
    expect(
      await screen.findByText('That code is not correct. Check the code in the newest email and try again.'),
    ).toBeDefined();
    expect(screen.queryByTestId('location')).toBeNull();
    await waitFor(() => expect(notify.success).not.toHaveBeenCalled());
  });

  it('goes back to the password form', async () => {
    server();
    openLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Get a one-time code by email instead' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use your password instead' }));
    expect(await screen.findByLabelText(/Password/)).toBeDefined();
  });
});
