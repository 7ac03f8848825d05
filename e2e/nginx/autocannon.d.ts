// The part of autocannon's API the load test uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: "GET" | "POST";
    body?: string;
    /** Each request made from these (setupRequest returns the request to send: a body of its own). */
    requests?: {
      setupRequest?: (request: { body?: string; [key: string]: unknown }) => { body?: string; [key: string]: unknown };
    }[];
  };
  type Stats = { average: number; p50: number; p99: number; max: number; total: number };
  type Result = {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };
  /** The run's result, once it ends; stop() ends it early. */
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
