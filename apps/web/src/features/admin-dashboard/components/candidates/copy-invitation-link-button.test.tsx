import type { TCandidateInvitationLink } from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { renderPage, stubApi } from '@/test/app-harness';
import { useCopyInvitationLinkAction } from './copy-invitation-link-button';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const CANDIDATE = { id: '8e3f3a4c-1d2b-4c5d-8e6f-7a8b9c0d1e2f', fullName: 'Asha Rao' };
const LINK: TCandidateInvitationLink = {
  kind: 'application',
  url: 'https://hireassess.example/accept-invite?token=abc&lang=en',
  expiresAt: '2026-12-18T17:00:00.000Z',
};
// Signed out in the test, so the admin's company has no region: the browser's.
const UNTIL = companyFormat(null).dateTime(LINK.expiresAt);

function RowMenu() {
  const action = useCopyInvitationLinkAction();
  return (
    <>
      <button type="button" onClick={() => action.copy(CANDIDATE)}>
        Copy invitation link
      </button>
      {action.dialog}
    </>
  );
}

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  stubApi(({ method, path }) => {
    if (path === '/api/auth/get-session') return { body: null };
    if (method === 'POST' && path === `/api/candidates/${CANDIDATE.id}/invitation-link`)
      return { body: LINK };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Copy invitation link (decision 033)', () => {
  it('copies the link and says what it opens, until when, and to whom it goes', async () => {
    writeText.mockResolvedValue();
    renderPage(<RowMenu />, { url: '/admin-dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(notify.success).toHaveBeenCalledWith(
      'Invitation link copied',
      `It opens Asha Rao's assessment until ${UNTIL}. It sets no password and opens nothing else of theirs. Send it to Asha Rao only.`,
    );
  });

  it('shows the link with the same words when the browser refuses the clipboard', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderPage(<RowMenu />, { url: '/admin-dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    const field = (await screen.findByRole('textbox', { name: 'Invitation link' })) as HTMLInputElement;
    expect(field.value).toBe(LINK.url);
    expect(screen.getByRole('dialog', { name: 'Invitation link of Asha Rao' })).toBeDefined();
    expect(
      screen.getByText(
        `This link opens Asha Rao's assessment until ${UNTIL}. It sets no password and opens nothing else of theirs. Copy it and send it to Asha Rao only.`,
      ),
    ).toBeDefined();
    expect(notify.success).not.toHaveBeenCalled();
  });
});
