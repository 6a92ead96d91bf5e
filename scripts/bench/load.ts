import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * A closed-loop HTTP load by autocannon: `connections` keep-alive connections, each sending its
 * next request as soon as the previous answer arrives, for `seconds`. Latencies in milliseconds
 * (autocannon's HDR histogram); only 2xx answers count as requests, everything else as errors.
 */
export async function runLoad(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** The route answers a redirect (the smart link go-redirect): 3xx, not 2xx, is success. */
    redirects?: boolean;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  const ok = options.redirects ? result["3xx"] : result["2xx"];
  const errors =
    result.errors + result.timeouts + result.non2xx - (options.redirects ? result["3xx"] : 0);
  const seconds = result.duration;
  return {
    requests: ok,
    errors,
    seconds,
    rps: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
