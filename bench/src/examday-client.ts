import { Agent, type Dispatcher, request } from 'undici';

/**
 * One browser's connections to the app: keep-alive sockets like a browser's (kept a minute, not undici's
 * 4 s), at most `connections` at a time. An open event stream holds one of them.
 */
export class BrowserClient {
  readonly agent: Agent;
  cookie = '';

  constructor(
    /** The API process this browser talks to (one of several behind a balancer in the scale-out run). */
    readonly base: string,
    /** The site's address: the Origin header every request carries. */
    readonly origin: string,
    connections: number,
  ) {
    this.agent = new Agent({ connections, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 });
  }

  private headers(body: unknown) {
    return {
      origin: this.origin,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
  }

  /** A JSON call; throws unless 2xx. */
  async json<T>(method: Dispatcher.HttpMethod, pathname: string, body?: unknown): Promise<T> {
    const response = await request(`${this.base}${pathname}`, {
      dispatcher: this.agent,
      method,
      headers: this.headers(body),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode < 200 || response.statusCode > 299)
      throw new Error(`${method} ${pathname}: ${response.statusCode} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  signIn(email: string, password: string) {
    return this.session('/api/auth/sign-in/email', { email, password }, `sign-in of ${email}`);
  }

  /** The invitation link's entry (decision 033): the session of one application, no password. */
  enter(token: string) {
    return this.session('/api/invitations/enter', { token }, 'entry by invitation link');
  }

  private async session(pathname: string, body: unknown, what: string) {
    const response = await request(`${this.base}${pathname}`, {
      dispatcher: this.agent,
      method: 'POST',
      headers: this.headers({}),
      body: JSON.stringify(body),
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${text.slice(0, 200)}`);
    const set = response.headers['set-cookie'];
    this.cookie = (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0]).join('; ');
  }

  /**
   * Opens a server-sent event stream; resolves once its headers are in. `onEvent` gets each event's
   * name. The stream stays open until `close()`.
   */
  async events(pathname: string, onEvent: (name: string) => void): Promise<{ close: () => void }> {
    const controller = new AbortController();
    const response = await request(`${this.base}${pathname}`, {
      dispatcher: this.agent,
      method: 'GET',
      headers: { ...this.headers(undefined), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (response.statusCode !== 200) {
      const text = await response.body.text();
      throw new Error(`GET ${pathname}: ${response.statusCode} ${text.slice(0, 200)}`);
    }
    let pending = '';
    response.body.setEncoding('utf8');
    response.body.on('data', (chunk: string) => {
      pending += chunk;
      const blocks = pending.split('\n\n');
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) onEvent(name);
      }
    });
    // Closing is the page going away: the abort that follows is no error.
    response.body.on('error', () => {});
    return { close: () => controller.abort() };
  }

  close() {
    return this.agent.close();
  }
}
