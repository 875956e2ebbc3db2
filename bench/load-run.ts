/** One autocannon run against a server, reduced to the figures the benchmarks report. */
import autocannon from "autocannon";

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean response size on the wire (gzip), bytes. */
  bytesPerResponse: number;
}

interface LoadOptions {
  url: string;
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
  /** Extra request headers (a checkout step's cookies). */
  headers?: Record<string, string>;
}

/** Requests the paths in turn on each connection, as a browser with gzip would (`accept-encoding: gzip`). */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { "accept-encoding": "gzip", ...options.headers },
    requests: options.paths.map((path) => ({ method: "GET", path })),
  });
  const responses = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: responses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: responses > 0 ? Math.round(result.throughput.total / responses) : 0,
  };
}

/** Settings from the environment: BENCH_DURATION (s), BENCH_CONNECTIONS, with the defaults given. */
export function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The paths given on the command line (`npm run bench:… -- /a /b`), or the bench's own list. */
export function pathArguments(defaults: readonly string[]): readonly string[] {
  const given = process.argv.slice(2).filter((a) => a.startsWith("/"));
  return given.length > 0 ? given : defaults;
}
