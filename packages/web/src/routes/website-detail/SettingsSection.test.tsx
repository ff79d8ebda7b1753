// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { WEBSITE_TEXTS, type SessionGrant } from '@folio/model';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { websiteKeys, type Website } from '../../api/websites.ts';
import { reloadSession, storeGrant } from '../../session/store.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { website } from './testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no document.fonts; Mantine's autosizing textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}

const grant: SessionGrant = {
  accessToken: 'token',
  currentUserId: 'u1',
  isSuperAdmin: false,
  accountType: 1,
  showTipOfTheDay: false,
  showWelcomeMessage: false,
  showMgMiniVideo: false,
  timeSinceLastAuth: Date.now(),
  expiresOn: Date.now() + 3_600_000,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: an empty image list, and PATCH answered by `patched` (recording each body). */
function server(patched: (body: Partial<Website>) => Response) {
  const patches: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<Website>;
      patches.push(body);
      return patched(body);
    }
    if (url.startsWith('/api/assets')) return json(200, { items: [], total: 0 });
    return json(404, { error: 'Not Found', message: url });
  });
  return patches;
}

let root: Root | null = null;
beforeEach(() => {
  localStorage.clear();
  reloadSession();
  storeGrant(grant);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The form fed from the query cache, as the detail screen feeds it: a saved website replaces the cached one. */
function Harness({ site }: { site: Website }) {
  const cached = useQuery({ queryKey: websiteKeys.one(site.id), queryFn: () => site, initialData: site, staleTime: Infinity });
  return <SettingsSection website={cached.data} />;
}

function mount(site: Website) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root!.render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <Harness site={site} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  return host;
}

const byTestId = (host: ParentNode, id: string): HTMLElement => {
  const el = host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid ${id}`);
  return el;
};
const inputOf = (el: HTMLElement): HTMLInputElement => (el instanceof HTMLInputElement ? el : (el.querySelector('input') as HTMLInputElement));

function typeInto(el: HTMLElement, value: string) {
  const input = inputOf(el);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const saveButton = (host: HTMLElement) => byTestId(host, 'website-settings-save') as HTMLButtonElement;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));

describe('the website settings form', () => {
  it('shows the tag manager rule under the field as the user types, and saves only a valid change', async () => {
    const patches = server((body) => json(200, { ...website(), ...body }));
    const host = mount(website());
    expect(saveButton(host).disabled).toBe(true);

    typeInto(byTestId(host, 'website-settings-tag-manager'), 'GTM-12');
    expect(host.textContent).toContain(WEBSITE_TEXTS.tagManagerId);
    expect(inputOf(byTestId(host, 'website-settings-tag-manager')).getAttribute('aria-invalid')).toBe('true');
    expect(saveButton(host).disabled).toBe(true);

    typeInto(byTestId(host, 'website-settings-tag-manager'), 'GTM-AB12CD3');
    expect(host.textContent).not.toContain(WEBSITE_TEXTS.tagManagerId);
    expect(saveButton(host).disabled).toBe(false);

    act(() => saveButton(host).click());
    await settle();
    expect(patches).toEqual([{ tagManagerId: 'GTM-AB12CD3' }]);
    expect(saveButton(host).disabled).toBe(true);
  });

  it('checks the custom domain with the model rule', () => {
    server(() => json(500, {}));
    const host = mount(website());
    typeInto(byTestId(host, 'website-settings-domain'), 'https://example.com/');
    expect(host.textContent).toContain(WEBSITE_TEXTS.customDomain);
    expect(saveButton(host).disabled).toBe(true);
    typeInto(byTestId(host, 'website-settings-domain'), 'www.Example.com');
    expect(host.textContent).not.toContain(WEBSITE_TEXTS.customDomain);
    expect(saveButton(host).disabled).toBe(false);
  });

  it('puts a server refusal under the field it is about, until the field is edited', async () => {
    server(() => json(409, { error: 'Conflict', message: 'This domain is already used by another website' }));
    const host = mount(website());
    typeInto(byTestId(host, 'website-settings-domain'), 'www.example.com');
    act(() => saveButton(host).click());
    await settle();
    expect(host.textContent).toContain('This domain is already used by another website');
    expect(host.textContent).not.toContain('Conflict:');
    typeInto(byTestId(host, 'website-settings-domain'), 'www.example.org');
    expect(host.textContent).not.toContain('This domain is already used by another website');
  });
});
