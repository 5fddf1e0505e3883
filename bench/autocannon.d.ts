// autocannon ships no types and @types/autocannon is not installed: just the part of the API the bench uses.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }

  /** Percentiles are keyed p50, p90, p97_5, p99, … */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total?: number;
  }

  interface Result {
    url: string;
    /** Seconds actually run. */
    duration: number;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests completed per second, sampled once a second. */
    requests: Histogram & { sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }

  /** Without a callback it returns a promise of the aggregated result. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
