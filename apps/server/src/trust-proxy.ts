import { isIPv4 } from 'node:net';
import type { Config } from './config.js';

/** What Fastify's `trustProxy` option takes: nobody, proxy-addr's list, or a trust function. */
export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Only the configured proxies may name the client (TRUST_PROXY); by default the peer is the client.
 *
 * Fastify treats a bare number as "trust nobody" (a hop count cannot tell a proxy from a direct client), so a hop
 * count is given as proxy-addr's trust function: the peer and the n-1 addresses before it are proxies, and the
 * next address to the left is the client. That is only sound when the server is reachable through those proxies
 * alone, which the README says where TRUST_PROXY is described.
 *
 * A list of plain IPv4 addresses (a load balancer's, the usual set-up) becomes a set lookup (decision 241):
 * proxy-addr parses every address it is asked about with ipaddr.js, on every request, which cost shop search a
 * twentieth of its CPU. The set holds each address also as Node names an IPv4 peer on a dual-stack socket
 * (`::ffff:a.b.c.d`). A list with a range, a range name or an IPv6 address goes to proxy-addr as it is.
 */
export function trustProxyOption(trust: Config['trustProxy']): TrustProxyOption {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (!trust.every((entry) => isIPv4(entry))) return trust;
  const proxies = new Set(trust.flatMap((address) => [address, `::ffff:${address}`]));
  return (address) => proxies.has(address);
}
