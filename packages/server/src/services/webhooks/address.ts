/**
 * Where a webhook may be sent (issue 30): an https address on the public internet. Private, loopback, link-local and
 * other special addresses are refused when the webhook is made and again when each attempt connects — the socket
 * connects to the very address that was checked (a DNS answer that changes in between gains nothing). The setting
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES lets an instance (and the tests) send to its own network, over http too.
 */
import { WEBHOOK_URL_MAX } from '@folio/model';
import dns from 'node:dns';
import net from 'node:net';
import { unprocessable } from '../../errors.ts';

const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
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
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
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
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/** Whether an address is one a webhook may not reach (an IPv4 address written as IPv6 is judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const ADDRESS_TEXTS = {
  bad: 'url: give the full address of your endpoint, starting with https://',
  https: 'url: webhooks are sent over https only; give an address starting with https://',
  credentials: 'url: put no user name or password in the address; check the signature instead',
  tooLong: `url: at most ${WEBHOOK_URL_MAX} characters`,
  unresolved: (host: string) => `url: ${host} could not be found; check the address`,
  private: (host: string) => `url: ${host} is a private, loopback or link-local address; webhooks go only to addresses on the public internet`,
} as const;

/** The address checked for its form (not yet its host's addresses): a URL, or a 422 saying what to fix. */
export function parseEndpoint(value: string, allowPrivate: boolean): URL {
  if (value.length > WEBHOOK_URL_MAX) throw unprocessable(ADDRESS_TEXTS.tooLong);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw unprocessable(ADDRESS_TEXTS.bad);
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw unprocessable(url.protocol === 'http:' ? ADDRESS_TEXTS.https : ADDRESS_TEXTS.bad);
  if (url.username || url.password) throw unprocessable(ADDRESS_TEXTS.credentials);
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address the endpoint's host resolves to must be public (unless allowed); else a 422 naming the host. */
export async function checkEndpoint(value: string, allowPrivate: boolean): Promise<URL> {
  const url = parseEndpoint(value, allowPrivate);
  if (allowPrivate) return url;
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw unprocessable(ADDRESS_TEXTS.unresolved(host));
  }
  if (!addresses.length || addresses.some(isPrivateAddress)) throw unprocessable(ADDRESS_TEXTS.private(host));
  return url;
}

/** Thrown by the pinned lookup when the host resolves to a refused address at delivery time. */
export class PrivateAddressError extends Error {}

/**
 * The `lookup` an attempt's socket uses: it resolves the host and hands the socket only an address that passed the
 * check, so what is connected to is what was checked.
 */
export function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, found) => {
      if (err) return callback(err, '', 0);
      const list = found as unknown as dns.LookupAddress[];
      const usable = allowPrivate ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (!usable.length || usable.length < list.length) {
        return callback(new PrivateAddressError(ADDRESS_TEXTS.private(hostname).replace(/^url: /, '')), '', 0);
      }
      if ((options as dns.LookupAllOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      const first = usable[0]!;
      callback(null, first.address, first.family);
    });
  };
}
