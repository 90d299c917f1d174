import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, renderPage, stubApi } from '@/test/app-harness';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

const EMAIL = 'asha.rao@example.com';
const SESSION = {
  session: { id: 's1', expiresAt: '2026-12-31T00:00:00.000Z', createdAt: '2026-12-01T00:00:00.000Z' },
  user: { id: 'u1', email: EMAIL, name: 'Asha Rao', emailVerified: true },
};
const SEND = '/api/auth/email-otp/send-verification-otp';
const SIGN_IN = '/api/auth/sign-in/email-otp';

/** The server: each code typed gets the next of `codeAnswers`. */
function server(codeAnswers: { status?: number; body?: unknown }[]): ApiCall[] {
  return stubApi(({ method, path }) => {
    if (path === '/api/auth/get-session') return { body: SESSION };
    if (method === 'POST' && path === SEND) return { body: { success: true } };
    if (method === 'POST' && path === SIGN_IN) return codeAnswers.shift();
    return undefined;
  });
}

const codeField = () => screen.getByLabelText(/6-digit code/);
const enterCode = (code: string) => {
  fireEvent.change(codeField(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
};
const posted = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Confirm it’s you (decision 033)', () => {
  it('sends a code to the signed-in address, explains a wrong or expired code, and confirms', async () => {
    const calls = server([
      apiError(400, 'INVALID_OTP', 'Invalid OTP'),
      apiError(400, 'OTP_EXPIRED', 'OTP expired'),
      { body: { user: SESSION.user } },
    ]);
    const onConfirmed = vi.fn();
    renderPage(<ConfirmIdentityDialog open onOpenChange={() => undefined} onConfirmed={onConfirmed} />, {
      url: '/candidate-dashboard',
    });
    expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeDefined();
    expect(await screen.findByText(EMAIL)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByText(`We sent a 6-digit code to ${EMAIL}. It is valid for 10 minutes.`),
    ).toBeDefined();
    expect(posted(calls, SEND)).toEqual([{ email: EMAIL, type: 'sign-in' }]);
    const field = codeField() as HTMLInputElement;
    expect([field.inputMode, field.autocomplete]).toEqual(['numeric', 'one-time-code']);

    enterCode('12345');
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeDefined();
    expect(posted(calls, SIGN_IN)).toEqual([]);

    enterCode('111111');
    expect(
      await screen.findByText('That code is not correct. Check the code in the newest email and try again.'),
    ).toBeDefined();
    enterCode('222222');
    expect(await screen.findByText('That code has expired. Send a new code and try again.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('A new code is on its way. Use the code from the newest email.'),
    ).toBeDefined();
    expect(posted(calls, SEND)).toHaveLength(2);

    enterCode('246810');
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(posted(calls, SIGN_IN)).toEqual([
      { email: EMAIL, otp: '111111' },
      { email: EMAIL, otp: '222222' },
      { email: EMAIL, otp: '246810' },
    ]);
  });

  it('closes without confirming', async () => {
    server([]);
    const onOpenChange = vi.fn();
    const onConfirmed = vi.fn();
    renderPage(<ConfirmIdentityDialog open onOpenChange={onOpenChange} onConfirmed={onConfirmed} />, {
      url: '/candidate-dashboard',
    });
    await screen.findByText(EMAIL);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
