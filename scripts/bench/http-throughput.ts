import autocannon from 'autocannon';

export interface ThroughputResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Load-tests one endpoint on this machine for a bounded time and returns its figures. */
export async function measureThroughput(
  name: string,
  url: string,
  options: {
    durationSeconds?: number;
    connections?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ThroughputResult> {
  const result = await autocannon({
    url,
    method: (options.method ?? 'GET') as 'GET',
    body: options.body,
    headers: options.headers,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
