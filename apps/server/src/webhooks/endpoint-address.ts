import { WEBHOOK_MESSAGES } from '@ttapply/domain/console';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may go (decision 320): https on a public address. Loopback, private, link-local, shared,
 * documentation, benchmark, multicast and reserved ranges would let anyone who registers an endpoint make our
 * server call into its own network (server-side request forgery), so they are refused except in development.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, ::ffff:a00:1, ::10.0.0.1), as IPv4; else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:0{0,4}:){0,5}(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address);
  if (match) return match[1];
  const hex = /^(?:0{0,4}:){0,5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address.replace(/^\[|\]$/g, ''));
  if (v4 !== undefined) return isIP(v4) === 4 && !NOT_PUBLIC.check(v4, 'ipv4');
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export class EndpointRefused extends Error {
  override name = 'EndpointRefused';
}

/** Why an endpoint's URL is refused before any name is looked up; undefined when its form is fine. */
export function endpointUrlProblem(url: URL, allowLocal: boolean): string | undefined {
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:'))
    return WEBHOOK_MESSAGES.httpsOnly;
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentials;
  return undefined;
}

/** A name that takes longer to resolve is refused as not found: a registration never waits on a slow resolver. */
const LOOKUP_TIMEOUT_MS = 3000;

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });
}

/**
 * The addresses a host name resolves to, all of them public (unless local endpoints are allowed); throws
 * EndpointRefused when the name cannot be found or any address is not public (one private answer among public
 * ones is how a rebinding name is built).
 */
export async function publicAddressesOf(hostname: string, allowLocal: boolean): Promise<LookupAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses = family
    ? [{ address: bare, family }]
    : await lookupAll(bare).catch(() => {
        throw new EndpointRefused(WEBHOOK_MESSAGES.unresolvable);
      });
  if (addresses.length === 0) throw new EndpointRefused(WEBHOOK_MESSAGES.unresolvable);
  if (!allowLocal && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new EndpointRefused(WEBHOOK_MESSAGES.privateAddress);
  return addresses;
}

/** Checks an endpoint's URL and the addresses its name has now: the registration's check. */
export async function checkEndpointUrl(text: string, allowLocal: boolean): Promise<void> {
  const url = new URL(text);
  const problem = endpointUrlProblem(url, allowLocal);
  if (problem) throw new EndpointRefused(problem);
  await publicAddressesOf(url.hostname, allowLocal);
}

/**
 * The lookup the delivery's socket connects with: the addresses are checked as they are resolved for this very
 * connection, so a name that answered a public address at registration and a private one now (DNS rebinding)
 * is refused, and the checked address is the one connected to.
 */
export function checkedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, allowLocal).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (usable.length === 0) {
          callback(new EndpointRefused(WEBHOOK_MESSAGES.unresolvable), '', 0);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
}
