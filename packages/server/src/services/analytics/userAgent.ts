/**
 * What analytics keeps of a user agent (issue 14): device class, browser family and OS family — never the string
 * itself. Bots (the `isbot` list, maintained upstream) are not counted at all.
 */
import { isbot } from 'isbot';

export interface AgentFacts {
  device: 'desktop' | 'mobile' | 'tablet';
  browser: string;
  os: string;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export const isBot = (userAgent: string): boolean => !userAgent || isbot(userAgent);

export function agentFacts(userAgent: string): AgentFacts {
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  const device = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? 'tablet' : /Mobi|iPhone|iPod/.test(ua) ? 'mobile' : 'desktop';
  return { device, browser, os };
}

/** Do-Not-Track or Global Privacy Control: nothing is recorded. */
export const optedOut = (headers: Record<string, string | string[] | undefined>): boolean => headers.dnt === '1' || headers['sec-gpc'] === '1';

/** The referrer's host, or '' (none, or the site itself). */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return host === ownHost.toLowerCase().replace(/^www\./, '') ? '' : host.slice(0, 200);
  } catch {
    return '';
  }
}
