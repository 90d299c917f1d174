// autocannon ships no types; the part of its API the bench uses.
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    requests: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  type Histogram = { average: number; total: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
