import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;
/** RFC 1035's "name error": the name has no records. */
const NXDOMAIN = 3;

/**
 * A real DNS server (UDP, loopback) answering TXT queries from a table the test fills: what the
 * server's resolver reads when DNS_SERVERS points at `address`.
 */
export async function startDnsServer(requestedPort = 0) {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values =
        question && question.type === Packet.TYPE.TXT ? records.get(question.name.toLowerCase()) : undefined;
      if (!question || !values) {
        response.header.rcode = NXDOMAIN;
      } else {
        for (const data of values) {
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  const listening = await server.listen({ udp: { port: requestedPort, address: '127.0.0.1' } });
  const port = (listening.udp as AddressInfo).port;
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    setTxt(name: string, values: string[]) {
      records.set(name.toLowerCase(), values);
    },
    removeTxt(name: string) {
      records.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}
