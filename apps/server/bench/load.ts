import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  /** Base URL, e.g. http://127.0.0.1:1234 */
  url: string;
  /** Search points, cycled in order by every connection. */
  points: { lat: number; lng: number }[];
  /**
   * Every request's point is new (a few metres off the last use of the same centroid), so each one is a search
   * no earlier request asked. `firstRequest` keeps a warm-up's points apart from the measured run's.
   */
  firstRequest?: number;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * CPU time of the server's thread per request over the measured window (µs), set by the step that ran the
   * server. Unlike req/s it hardly moves when other processes take the machine's cores.
   */
  serverCpuUsPerRequest?: number;
}

/**
 * autocannon runs in a worker thread: sharing the server's event loop would make client and server steal each
 * other's time. Each request gets the next path and its own X-Forwarded-For address, as many phones behind
 * the production proxy would; the app's per-IP rate limit (300 a minute) would otherwise answer 429 to almost
 * everything coming from one loopback address.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const { url, points, connections, seconds, firstRequest } = workerData.options;
let next = firstRequest || 0;
autocannon(
  {
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest(req) {
          const n = next++;
          const point = points[n % points.length];
          let lat = point.lat;
          let lng = point.lng;
          // 0.0001 degree steps, the finest the path's 4 decimals tell apart: 10,000 distinct points per centroid.
          const k = Math.floor(n / points.length);
          lat += (k % 100) * 0.0001;
          lng += (Math.floor(k / 100) % 100) * 0.0001;
          req.path = '/api/v1/shops/?lat=' + lat.toFixed(4) + '&lng=' + lng.toFixed(4);
          req.headers = { ...req.headers, 'x-forwarded-for': '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255) };
          return req;
        },
      },
    ],
  },
  (err, raw) => {
    if (err) throw err;
    // Inside a worker autocannon hands back encoded histograms; aggregating gives the usual percentiles.
    const result = autocannon.aggregateResult([raw], { url, connections, duration: seconds });
    parentPort.postMessage({
      requests: result.requests.total,
      requestsPerSecond: result.requests.total / (raw.duration || seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  },
);
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const autocannonPath = createRequire(import.meta.url).resolve('autocannon');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { autocannonPath, options } });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
