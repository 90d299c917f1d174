import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcUser = { email: string; name: string };

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback with its own development login and
 * consent pages: the login field takes an email address known to `users`, any password.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  port?: number;
}) {
  const users = new Map<string, OidcUser>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => {
      const user = users.get(id.toLowerCase());
      if (!user) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: user.email, email_verified: true, name: user.name }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    addUser(user: OidcUser) {
      users.set(user.email.toLowerCase(), user);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
