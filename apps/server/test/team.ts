import { linkIn, type TestApp, TestClient, waitForMail } from './helpers';

export const MEMBER_PASSWORD = 'member-pass-1';

/** The token of the newest team invitation mailed to `email` (the link in the email's text). */
export async function teamInviteToken(t: TestApp, email: string, companyName: string) {
  const mail = await waitForMail(t.context, email, `Join ${companyName} on HireAssess`);
  const url = new URL(linkIn(mail.text));
  return { url, token: url.searchParams.get('token') ?? '' };
}

/**
 * A colleague invited by `admin` with `role` who accepts the emailed link as a new account, signed in
 * by the accept response as a browser would be.
 */
export async function signedInMember(
  t: TestApp,
  admin: { client: TestClient },
  companyName: string,
  email: string,
  role: 'admin' | 'reviewer' = 'reviewer',
) {
  const invited = await admin.client.post('/api/team/invitations', { email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation refused: ${invited.body}`);
  const { token } = await teamInviteToken(t, email, companyName);
  const client = new TestClient(t.app);
  const accepted = await client.post('/api/team/invitations/accept', {
    token,
    name: `${role} ${email}`,
    password: MEMBER_PASSWORD,
  });
  if (accepted.statusCode !== 204) throw new Error(`accept failed: ${accepted.body}`);
  const me = (await client.get('/api/me')).json();
  return { client, userId: me.user.id as string };
}
