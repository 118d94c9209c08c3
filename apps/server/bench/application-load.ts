import { Worker } from 'node:worker_threads';

export interface ApplicationLoadOptions {
  url: string;
  /** One per applicant: a session token and the request body it submits (each consumer applies once). */
  applicants: { token: string; body: unknown }[];
  /** Applicants applying at the same time. */
  concurrency: number;
  seconds: number;
  /** How often an applicant asks for its decision (the web app asks every 1000 ms). */
  pollMs: number;
  /**
   * Submits the measured window needs before it may end (default 0): a p99 of a few dozen calls is the single
   * slowest one, so a step that ends after `seconds` with fewer calls runs on until it has them.
   */
  minSubmits?: number;
  /** However few the submits, the window ends after this many seconds (default `seconds`). */
  maxSeconds?: number;
  /**
   * The longest pause, picked at random, before an applicant's next submit (default 0). Without it each submit
   * follows the poll that saw the last decision at once, so the calls alternate poll, submit, poll, submit, and a
   * round-robin proxy sends every submit to one instance and every poll to the other: new applicants come when
   * they come, not on the heels of the last decision.
   */
  thinkMs?: number;
}

export interface CallFigures {
  calls: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ApplicationLoadResult {
  /** Applications that reached their decision inside the measured time. */
  decided: number;
  applicationsPerSecond: number;
  submit: CallFigures;
  poll: CallFigures;
  /** Time from submit to the poll that saw the decision. */
  toDecision: CallFigures;
  failures: number;
  /** How long the measured window lasted: `seconds`, or longer while it gathered `minSubmits`. */
  windowSeconds: number;
  /** What the first failure was, so a miss can be read (status and the start of the body). */
  firstFailure: string;
}

/**
 * Virtual applicants in a worker thread (off the server's event loop): each submits one application, then
 * polls it until the lender's answer is recorded, then the next applicant takes its place. They speak
 * node:http over kept-alive connections, not fetch: the load generator shares the machine's two cores with
 * the server and PostgreSQL, and fetch cost it about twice the CPU for the same calls.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
function call(method, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
const { url, applicants, concurrency, seconds, pollMs, minSubmits = 0, maxSeconds = seconds, thinkMs = 0 } = workerData;
const submit = [], poll = [], toDecision = [];
let next = 0, decided = 0, failures = 0, firstFailure = '';
const started = Date.now();
let end = Infinity;
// The window ends once it has lasted \`seconds\` and gathered minSubmits, or at maxSeconds whatever it gathered.
function windowOpen() {
  if (end !== Infinity) return Date.now() <= end;
  const now = Date.now();
  if ((now - started >= seconds * 1000 && submit.length >= minSubmits) || now - started >= maxSeconds * 1000) end = now;
  return end === Infinity;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function timed(list, fn) { const t = performance.now(); const r = await fn(); list.push(performance.now() - t); return r; }
async function applicant(index) {
  await sleep((index * pollMs) / concurrency);
  while (windowOpen() && next < applicants.length) {
    if (thinkMs > 0) {
      await sleep(Math.random() * thinkMs);
      if (!windowOpen() || next >= applicants.length) break;
    }
    const { token, body } = applicants[next++];
    const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
    const started = performance.now();
    const res = await timed(submit, () => call('POST', url + '/api/v1/apps/app/', headers, JSON.stringify(body)));
    if (res.status !== 200) { failures++; firstFailure ||= 'submit ' + res.status + ' ' + res.text.slice(0, 200); continue; }
    const { applicationKeyId } = JSON.parse(res.text);
    for (;;) {
      await sleep(pollMs);
      const answer = await timed(poll, () => call('GET', url + '/api/v1/apps/app/' + applicationKeyId, { authorization: 'Bearer ' + token }));
      if (answer.status !== 200) { failures++; firstFailure ||= 'poll ' + answer.status + ' ' + answer.text.slice(0, 200); break; }
      const { application } = JSON.parse(answer.text);
      if (application.result !== null) {
        toDecision.push(performance.now() - started);
        if (windowOpen()) decided++;
        break;
      }
      if (Date.now() > Math.min(end, started + maxSeconds * 1000) + 30000) { failures++; firstFailure ||= 'no decision within 30 s'; break; }
    }
  }
}
function figures(list) {
  const sorted = list.slice().sort((a, b) => a - b);
  const at = (q) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
  return { calls: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}
Promise.all(Array.from({ length: concurrency }, (_, index) => applicant(index))).then(() => {
  const windowSeconds = ((end === Infinity ? Date.now() : end) - started) / 1000;
  parentPort.postMessage({
    decided, applicationsPerSecond: decided / windowSeconds, windowSeconds, failures, firstFailure,
    submit: figures(submit), poll: figures(poll), toDecision: figures(toDecision),
  });
});
`;

export function runApplicationLoad(options: ApplicationLoadOptions): Promise<ApplicationLoadResult> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: ApplicationLoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
