declare module 'autocannon' {
  interface Client {
    setHeaders(headers: Record<string, string>): void;
    setBody(body: string): void;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    body?: string;
    setupClient?: (client: Client) => void;
  }
  export interface Histogram {
    p50: number;
    p90: number;
    p99: number;
    max: number;
    average: number;
  }
  interface Result {
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: Histogram;
    requests: Histogram & { total: number };
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
