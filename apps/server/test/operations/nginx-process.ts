import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../process';

const NGINX = '/usr/sbin/nginx';
/** The site file operators install (docs/operations/reverse-proxy.md). */
export const SITE_CONFIG = path.resolve(SERVER_ROOT, '../../docs/deploy/nginx.conf');

export type SiteAddresses = {
  /** The API processes, `127.0.0.1:<port>`. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificatePath: string;
  keyPath: string;
};

/** Replaces what `pattern` matches, which must be exactly one place: the shipped file changed otherwise. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (found.length !== 1) throw new Error(`expected one ${pattern} in nginx.conf, found ${found.length}`);
  return text.replace(pattern, replacement);
}

/**
 * The shipped site file with only what an operator replaces for this machine: the processes' addresses,
 * the ports (on loopback) and the certificate. Every other line is what operators get.
 */
export function renderSite(template: string, site: SiteAddresses): string {
  let text = replaceOnce(
    template,
    /^ *(?:# )?server 127\.0\.0\.1:\d+;\n(?: *(?:# )?server 127\.0\.0\.1:\d+;\n)*/m,
    site.upstreams.map((address) => `    server ${address};\n`).join(''),
  );
  text = replaceOnce(text, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${site.httpPort};`);
  text = replaceOnce(text, /^ {4}listen 443 ([^;]*);$/m, `    listen 127.0.0.1:${site.httpsPort} $1;`);
  text = replaceOnce(text, /^ {4}ssl_certificate [^;]*;$/m, `    ssl_certificate ${site.certificatePath};`);
  return replaceOnce(text, /^ {4}ssl_certificate_key [^;]*;$/m, `    ssl_certificate_key ${site.keyPath};`);
}

const accessLogOf = (dir: string) => path.join(dir, 'access.log');

/**
 * The http context's lines a distribution's /etc/nginx/nginx.conf would hold, with every file nginx
 * writes kept in `dir`. As root, workers would drop to `nobody`, who cannot write request bodies into a
 * private temporary directory, so they stay root.
 */
function mainConfig(dir: string, sitePath: string): string {
  return [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${accessLogOf(dir)};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    `  include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}

export type NginxProcess = { accessLog: string; stop: () => Promise<void> };

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Runs the OS's nginx on `site` (rendered) in the foreground; resolves once it accepts connections. */
export async function startNginx(dir: string, site: string, httpsPort: number): Promise<NginxProcess> {
  const sitePath = path.join(dir, 'hireassess.conf');
  const configPath = path.join(dir, 'nginx.conf');
  await writeFile(sitePath, site);
  await writeFile(configPath, mainConfig(dir, sitePath));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(NGINX, ['-c', configPath, '-p', `${dir}/`, '-e', errorLog], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    accessLog: accessLogOf(dir),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
