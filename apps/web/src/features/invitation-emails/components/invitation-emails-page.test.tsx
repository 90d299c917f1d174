import {
  CANDIDATE_LANGUAGES,
  INVITATION_PLACEHOLDERS,
  INVITATION_TEXT_KINDS,
  type TInvitationText,
  type TInvitationTextList,
} from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderPage, stubApi } from '@/test/app-harness';
import { InvitationEmailsPage } from './invitation-emails-page';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const PATH = '/api/company/invitation-emails';
const BUILT_IN = {
  subject: 'Your assessment invitation from {{company_name}}',
  message: '{{company_name}} invites you to take the online assessment "{{assessment_name}}" on HireAssess.',
};

function listWith(saved: Partial<TInvitationText>[] = []): TInvitationTextList {
  return {
    items: INVITATION_TEXT_KINDS.flatMap((kind) =>
      CANDIDATE_LANGUAGES.map((language) => ({
        kind,
        language,
        subject: null,
        message: null,
        builtIn:
          kind === 'invitation'
            ? BUILT_IN
            : { subject: 'Reminder: complete your assessment by {{deadline}}', message: 'Not started yet.' },
        builtInStarted:
          kind === 'reminder'
            ? { subject: 'Reminder: finish your assessment by {{deadline}}', message: 'Not finished yet.' }
            : null,
        updatedAt: null,
        updatedBy: null,
        ...saved.find((s) => s.kind === kind && s.language === language),
      })),
    ),
    placeholders: Object.entries(INVITATION_PLACEHOLDERS).map(([key, description]) => ({ key, description })),
  };
}

function server(list: TInvitationTextList): ApiCall[] {
  return stubApi(({ method, path, body }) => {
    if (path === `${PATH}/preview`) {
      const draft = body as { subject: string | null; message: string | null };
      return {
        body: {
          subject: draft.subject ?? 'Your assessment invitation from Acme',
          text: `Hello Alex Sample,\n\n${draft.message ?? 'Acme invites you.'}\n\nStart the assessment: http://x/accept-invite?token=preview`,
          html: '<html></html>',
        },
      };
    }
    if (path !== PATH) return undefined;
    if (method === 'PUT') {
      const input = body as TInvitationText;
      return {
        body: listWith(
          input.subject === null && input.message === null
            ? []
            : [{ ...input, updatedAt: '2026-12-01T10:00:00.000Z', updatedBy: null }],
        ),
      };
    }
    return { body: list };
  });
}

beforeEach(() => {
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

describe('Settings → Invitation emails', () => {
  it('starts empty with the built-in words as placeholders, previews a draft and saves it', async () => {
    const calls = server(listWith());
    renderPage(<InvitationEmailsPage />, { url: '/settings/invitation-emails' });
    const subject = await screen.findByLabelText('English invitation subject');
    expect(subject.getAttribute('placeholder')).toBe(BUILT_IN.subject);
    const message = screen.getByLabelText('English invitation message');
    expect(message.getAttribute('placeholder')).toBe(BUILT_IN.message);
    expect(screen.getByTestId('text-status').textContent).toContain('Built-in text');

    fireEvent.change(message, { target: { value: 'Dear {{candidate_name}}, thank you for applying.' } });
    const preview = screen.getByRole('region', { name: 'Preview of the English invitation' });
    await waitFor(() =>
      expect(within(preview).getByTestId('preview-text').textContent).toContain(
        'Dear {{candidate_name}}, thank you for applying.',
      ),
    );
    expect(calls.filter((c) => c.path === `${PATH}/preview`).at(-1)?.body).toEqual({
      kind: 'invitation',
      language: 'en',
      subject: null,
      message: 'Dear {{candidate_name}}, thank you for applying.',
      progress: 'not_started',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save English invitation' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'invitation',
      language: 'en',
      subject: null,
      message: 'Dear {{candidate_name}}, thank you for applying.',
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('English invitation saved'));
    await waitFor(() => expect(screen.getByTestId('text-status').textContent).toContain('Your text'));
  });

  it('shows an unknown placeholder in the preview instead of asking the server', async () => {
    const calls = server(listWith());
    renderPage(<InvitationEmailsPage />, { url: '/settings/invitation-emails' });
    fireEvent.change(await screen.findByLabelText('English invitation subject'), {
      target: { value: 'About {{salary}}' },
    });
    const preview = screen.getByRole('region', { name: 'Preview of the English invitation' });
    await waitFor(() => expect(preview.textContent).toContain('Unknown placeholder {{salary}}'));
    expect(calls.some((c) => c.path === `${PATH}/preview` && JSON.stringify(c.body).includes('salary'))).toBe(
      false,
    );
  });

  it('fills the fields from the built-in text, and goes back to it after a confirmation', async () => {
    const calls = server(
      listWith([
        {
          kind: 'invitation',
          language: 'en',
          subject: 'Join {{company_name}}',
          message: null,
          updatedAt: '2026-12-01T10:00:00.000Z',
          updatedBy: { id: 'u1', name: 'Dana', email: 'dana@example.com' },
        },
      ]),
    );
    renderPage(<InvitationEmailsPage />, { url: '/settings/invitation-emails' });
    const subject = await screen.findByLabelText('English invitation subject');
    expect((subject as HTMLInputElement).value).toBe('Join {{company_name}}');
    expect(screen.getByTestId('text-status').textContent).toMatch(/Your text, last saved .* by Dana/);

    fireEvent.click(screen.getByRole('button', { name: 'Use the built-in text' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your English invitation text is removed.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the built-in text' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'invitation',
      language: 'en',
      subject: null,
      message: null,
    });
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe(''));
    expect(notify.success).toHaveBeenCalledWith('English invitation: back to the built-in text');

    fireEvent.click(screen.getByRole('button', { name: 'Start from the built-in text' }));
    expect((subject as HTMLInputElement).value).toBe(BUILT_IN.subject);
    expect((screen.getByLabelText('English invitation message') as HTMLTextAreaElement).value).toBe(
      BUILT_IN.message,
    );
  });
});
