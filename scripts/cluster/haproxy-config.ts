/**
 * The proxy's configuration (decision 286: HAProxy from Debian's packages), written by one function for both
 * `npm run cluster` and the compose file's deploy/haproxy.cfg, which a test keeps equal to this function's
 * output: what the cluster test runs is what ships.
 */
export interface ProxyOptions {
  /** Where the proxy listens: '127.0.0.1:5310', '*:8080'. */
  bind: string;
  servers: { name: string; address: string }[];
  /** A Unix socket for `show stat` (the rolling restart reads the proxy's view of each instance). */
  statsSocket?: string;
  /** A DNS server for names that appear later (compose's service names: Docker's 127.0.0.11). */
  nameserver?: string;
  /** How often each instance's /readyz is asked, in ms. */
  checkIntervalMs?: number;
}

export function haproxyConfig(options: ProxyOptions): string {
  const inter = options.checkIntervalMs ?? 500;
  const lines = [
    '# Written by scripts/cluster/haproxy-config.ts (decision 286); scripts/cluster/deploy-files.test.ts keeps it so.',
    'global',
    '  maxconn 4096',
    ...(options.statsSocket ? [`  stats socket ${options.statsSocket} mode 600 level admin`] : []),
    '',
    ...(options.nameserver
      ? ['resolvers internal', `  nameserver dns1 ${options.nameserver}`, '  hold valid 5s', '']
      : []),
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A live board is a Server-Sent Events stream: it stays open for hours, with a heartbeat every 15 s.
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    // A request that found no instance listening (one that just stopped) or whose connection was closed before
    // any answer goes to another instance: a rolling restart costs no request. Submissions carry an
    // Idempotency-Key, so a retried one is answered once (GUIDE 11).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  option forwardfor',
    '',
    'frontend www',
    `  bind ${options.bind}`,
    // One id per request, logged by the instance that answers it (the app keeps a sane X-Request-ID).
    '  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid',
    '  unique-id-header X-Request-ID',
    // Each instance is scraped on its own address; the public side gets no metrics.
    '  http-request deny deny_status 404 if { path_beg /metrics }',
    '  default_backend app',
    '',
    'backend app',
    '  balance roundrobin',
    // An instance gets traffic only while /readyz says 200: not while it drains after SIGTERM, not while its
    // database or its LISTEN connection is lost (decision 285).
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Two failed checks in a row take an instance out (the second asked sooner, fastinter): one slow answer from a
    // busy instance does not, or both could be out at once while the other restarts.
    '  timeout check 2s',
    `  default-server inter ${inter}ms fastinter ${Math.round(inter / 2)}ms fall 2 rise 1${options.nameserver ? ' resolvers internal init-addr none' : ''}`,
    ...options.servers.map((server) => `  server ${server.name} ${server.address} check`),
    '',
  ];
  return lines.join('\n');
}
