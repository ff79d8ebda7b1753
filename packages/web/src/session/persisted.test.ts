// @vitest-environment happy-dom
import { CLIENT_STATE_PERSIST_TIMEOUT_MS } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persisted } from './persisted.ts';
import { siteSession } from './siteSession.ts';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  siteSession.flush();
  vi.useRealTimers();
});

describe('the persisted client state (spec §4, §9: persistence time-out 5000 ms)', () => {
  it('is 5000 ms', () => {
    expect(CLIENT_STATE_PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('the site session reaches localStorage 5000 ms after it changed, the last value of the changes in between', () => {
    siteSession.set({ id: 's1', accountId: null });
    expect(siteSession.get()).toEqual({ id: 's1', accountId: null });
    expect(stored('siteSession')).toBeNull();
    vi.advanceTimersByTime(3000);
    siteSession.set({ id: 's1', accountId: 'u1' });
    vi.advanceTimersByTime(1999);
    expect(stored('siteSession')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(stored('siteSession')).toEqual({ id: 's1', accountId: 'u1' });
    // A wipe waits the same way.
    siteSession.set(null);
    vi.advanceTimersByTime(4999);
    expect(stored('siteSession')).toEqual({ id: 's1', accountId: 'u1' });
    vi.advanceTimersByTime(1);
    expect(stored('siteSession')).toBeNull();
  });

  it('is written at once when the page is left or hidden', () => {
    siteSession.set({ id: 's2', accountId: null });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('siteSession')).toEqual({ id: 's2', accountId: null });
    siteSession.set({ id: 's3', accountId: null });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored('siteSession')).toEqual({ id: 's3', accountId: null });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    // Nothing pending: leaving writes nothing over what another tab stored meanwhile.
    localStorage.setItem('siteSession', JSON.stringify({ id: 'other-tab', accountId: null }));
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('siteSession')).toEqual({ id: 'other-tab', accountId: null });
  });

  it('starts from what is stored; unreadable content is no value', () => {
    localStorage.setItem('k1', JSON.stringify({ id: 'kept', accountId: 'u9' }));
    localStorage.setItem('k2', '{broken');
    const parse = (v: unknown) => (v && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }) : null);
    expect(persisted('k1', parse).get()).toEqual({ id: 'kept', accountId: 'u9' });
    expect(persisted('k2', parse).get()).toBeNull();
  });
});
