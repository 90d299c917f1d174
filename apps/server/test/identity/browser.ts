import { ORIGIN, type TestClient } from '../helpers';

export type Page = { url: string; status: number; body: string };

/**
 * A browser for sign-in journeys in integration tests: our server through the test client (cookies,
 * Origin), identity providers on loopback through fetch with their own cookies. Redirects are followed
 * until a page answers; the last URL tells where the journey ended.
 */
export class SignInBrowser {
  private readonly idpCookies = new Map<string, string>();

  constructor(readonly client: TestClient) {}

  async open(url: string, form?: Record<string, string>, origin?: string): Promise<Page> {
    let current = new URL(url, ORIGIN).toString();
    let body: Record<string, string> | undefined = form;
    for (let hop = 0; hop < 20; hop++) {
      const response = current.startsWith(ORIGIN)
        ? await this.toApp(current, body, origin)
        : await this.toIdp(current, body, origin);
      body = undefined;
      if (response.status >= 300 && response.status < 400 && response.location) {
        current = new URL(response.location, current).toString();
        continue;
      }
      return { url: current, status: response.status, body: response.body };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Follows redirects like open() but stops before a URL starting with `prefix`, and answers it. */
  async stopBefore(url: string, form: Record<string, string> | undefined, prefix: string): Promise<string> {
    let current = new URL(url, ORIGIN).toString();
    let body = form;
    for (let hop = 0; hop < 20; hop++) {
      const response = current.startsWith(ORIGIN)
        ? await this.toApp(current, body)
        : await this.toIdp(current, body);
      body = undefined;
      if (!(response.status >= 300 && response.status < 400 && response.location)) break;
      current = new URL(response.location, current).toString();
      if (current.startsWith(prefix)) return current;
    }
    throw new Error(`no redirect to ${prefix} from ${url}`);
  }

  private async toApp(url: string, form: Record<string, string> | undefined, origin?: string) {
    const path = url.slice(ORIGIN.length);
    const response = form
      ? await this.client.request('POST', path, new URLSearchParams(form).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin, 'sec-fetch-site': 'cross-site' } : {}),
        })
      : await this.client.get(path);
    return {
      status: response.statusCode,
      location: response.headers.location as string | undefined,
      body: response.body,
    };
  }

  private async toIdp(url: string, form: Record<string, string> | undefined, origin?: string) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(this.idpCookies.size
          ? { cookie: [...this.idpCookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...(form
          ? { 'content-type': 'application/x-www-form-urlencoded', origin: origin ?? new URL(url).origin }
          : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.idpCookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      body: await response.text(),
    };
  }
}
