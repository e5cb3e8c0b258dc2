// The few parts of autocannon 9's programmatic API the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Request extends RequestParams {
    /** Called before each request; returns the request to send. */
    setupRequest?: (request: RequestParams) => RequestParams;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    timeout?: number;
  }

  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram & { sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
