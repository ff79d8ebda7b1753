import type { Config } from '../config.ts';

/** host[:port] of an origin, lower-cased, as browsers send it in the Host header. */
export const hostOf = (origin: string): string => new URL(origin).host.toLowerCase();

/** The sites origin's host, or null when it is the same as the app origin's (then nothing can be told apart). */
export function sitesHost(config: Config): string | null {
  const sites = hostOf(config.SITES_ORIGIN);
  return sites === hostOf(config.APP_ORIGIN) ? null : sites;
}
