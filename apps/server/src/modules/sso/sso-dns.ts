import { Resolver } from 'node:dns/promises';

/**
 * TXT records of a name through the configured DNS servers (DNS_SERVERS), or the system's when none
 * are configured. A name that does not resolve has no records.
 */
export async function txtRecords(servers: string[], name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join('').trim());
  } catch {
    return [];
  }
}
