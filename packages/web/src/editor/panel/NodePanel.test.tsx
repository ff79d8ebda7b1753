// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FOLIO_TEXTS, type FolioDocument } from '@folio/model';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorStore, type EditorAction } from '../store/index.ts';
import { NodePanel } from './NodePanel.tsx';
import { add, idSequence, sampleFolio } from './testing.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no document.fonts; Mantine's autosizing textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function mount(doc: FolioDocument, nodeId: string, options: { templateMode?: boolean; onAction?: (a: EditorAction) => void } = {}) {
  const actions: EditorAction[] = [];
  const toasts: string[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // The file fields read the chosen asset; nothing is chosen in these documents, so nothing is fetched.
  const queryClient = new QueryClient();
  const render = (d: FolioDocument) =>
    act(() =>
      root!.render(
        <QueryClientProvider client={queryClient}>
          <MantineProvider env="test">
            <NodePanel
              doc={d}
              nodeId={nodeId}
              onAction={(a) => {
                actions.push(a);
                options.onAction?.(a);
              }}
              templateMode={options.templateMode ?? false}
              notify={(m) => toasts.push(m)}
              newId={idSequence('opt')}
            />
          </MantineProvider>
        </QueryClientProvider>,
      ),
    );
  render(doc);
  return { host, actions, toasts, render };
}

const byTestId = (host: ParentNode, id: string): HTMLElement => {
  const el = host.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no element with data-testid ${id}`);
  return el;
};
/** The input inside a Mantine field (the testid may sit on the input itself or on its wrapper). */
const inputOf = (el: HTMLElement): HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el : (el.querySelector('input, textarea') as HTMLInputElement);

function typeInto(el: HTMLElement, value: string) {
  const input = inputOf(el);
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (el: HTMLElement) => act(() => el.click());

function widgetFolio<K extends Parameters<typeof add>[2]>(kind: K) {
  return add(sampleFolio(), 'b2', kind, 'w1');
}

describe('side edit panel', () => {

  it('sends an image resource\'s alt text, and Decorative clears it and hides the field', () => {
    const doc = add(sampleFolio(), 'b2', 'asset-resource', 'a1', { url: '/blob/x', name: 'Roses' });
    const { host, actions, render } = mount(doc, 'a1');
    typeInto(byTestId(host, 'panel-asset-alt'), 'Red roses');
    expect(actions.at(-1)).toEqual({ type: 'update', nodeId: 'a1', kind: 'asset-resource', patch: { alt: 'Red roses' } });
    click(inputOf(byTestId(host, 'panel-asset-decorative')));
    expect(actions.at(-1)).toEqual({ type: 'update', nodeId: 'a1', kind: 'asset-resource', patch: { decorative: true, alt: '' } });
    render(add(sampleFolio(), 'b2', 'asset-resource', 'a1', { url: '/blob/x', name: 'Roses', decorative: true }));
    expect(host.querySelector('[data-testid="panel-asset-alt"]')).toBeNull();
  });

  it('sends a gallery item\'s alt text and decorative switch inside the item', () => {
    const doc = add(sampleFolio(), 'b2', 'gallery-widget', 'w1', { meta: { display: 'grid', format: 'contain', items: [{ assetId: 'x', url: '/blob/x', caption: '' }] } });
    const { host, actions } = mount(doc, 'w1');
    typeInto(byTestId(host, 'panel-meta-gallery-0-alt'), 'A bench');
    expect(actions.at(-1)).toMatchObject({ type: 'update', nodeId: 'w1', patch: { meta: { items: [{ assetId: 'x', url: '/blob/x', caption: '', alt: 'A bench' }] } } });
    click(inputOf(byTestId(host, 'panel-meta-gallery-0-decorative')));
    expect(actions.at(-1)).toMatchObject({ patch: { meta: { items: [{ assetId: 'x', decorative: true, alt: '' }] } } });
  });

  it('sends the logo\'s alt text into its meta', () => {
    const { host, actions } = mount(widgetFolio('logo-widget'), 'w1');
    typeInto(byTestId(host, 'panel-meta-logo-alt'), 'Garden club');
    expect(actions.at(-1)).toMatchObject({ type: 'update', nodeId: 'w1', patch: { meta: { alt: 'Garden club' } } });
    expect(host.querySelector('[data-testid="panel-meta-logo-decorative"]')).toBeNull();
  });
  it('marks a page noindex and back', () => {
    const { host, actions, render } = mount(sampleFolio(), 'p1');
    click(inputOf(byTestId(host, 'panel-page-noindex')));
    expect(actions.at(-1)).toEqual({ type: 'update', nodeId: 'p1', kind: 'page', patch: { noindex: true } });
    const doc = sampleFolio();
    render({ ...doc, nodes: { ...doc.nodes, p1: { ...doc.nodes.p1!, noindex: true } as FolioDocument['nodes'][string] } });
    click(inputOf(byTestId(host, 'panel-page-noindex')));
    expect(actions.at(-1)).toEqual({ type: 'update', nodeId: 'p1', kind: 'page', patch: { noindex: false } });
  });

  it('sends a widget name change as one update of the name field', () => {
    const { host, actions } = mount(widgetFolio('text-widget'), 'w1');
    typeInto(byTestId(host, 'panel-widget-name'), 'Email');
    expect(actions).toEqual([{ type: 'update', nodeId: 'w1', kind: 'text-widget', patch: { name: 'Email' } }]);
  });

  it('sends the label text with its position kept', () => {
    const { host, actions } = mount(widgetFolio('date-widget'), 'w1');
    typeInto(byTestId(host, 'panel-widget-label-text'), 'Birthday');
    expect(actions).toEqual([{ type: 'update', nodeId: 'w1', kind: 'date-widget', patch: { label: { position: 'top', text: 'Birthday' } } }]);
  });

  it('sends a text widget instruction change as the whole new meta', () => {
    const { host, actions } = mount(widgetFolio('text-widget'), 'w1');
    typeInto(byTestId(host, 'panel-meta-text-instructions'), 'Your work address');
    expect(actions).toEqual([
      { type: 'update', nodeId: 'w1', kind: 'text-widget', patch: { meta: { dataValidationType: 'text', format: 'single', instructions: 'Your work address' } } },
    ]);
  });

  it('sends a numeric maximum as a number', () => {
    const { host, actions } = mount(widgetFolio('numeric-widget'), 'w1');
    typeInto(byTestId(host, 'panel-meta-numeric-max'), '10');
    expect(actions.at(-1)).toEqual({
      type: 'update',
      nodeId: 'w1',
      kind: 'numeric-widget',
      patch: { meta: { display: 'input', format: 'integer', increment: 1, min: 0, max: 10 } },
    });
  });

  it('adds, reorders and removes multiple-choice options', () => {
    let doc = widgetFolio('multiple-choice-widget');
    const store = createEditorStore({ folioId: 'f', doc, version: 1 });
    const { host, actions, render } = mount(doc, 'w1', { onAction: (a) => store.dispatch(a) });
    const rerender = () => {
      doc = store.getState().doc;
      render(doc);
    };
    click(byTestId(host, 'panel-meta-choice-options-add'));
    rerender();
    click(byTestId(host, 'panel-meta-choice-options-add'));
    rerender();
    const options = () => {
      const node = store.getState().doc.nodes.w1;
      return node?.kind === 'multiple-choice-widget' ? node.meta.options.map((o) => (o.option.type === 'text' ? o.option.text : '')) : [];
    };
    expect(options()).toEqual(['Option 1', 'Option 2']);
    click(byTestId(host, 'panel-meta-choice-options-up-1'));
    rerender();
    expect(options()).toEqual(['Option 2', 'Option 1']);
    click(byTestId(host, 'panel-meta-choice-options-remove-0'));
    rerender();
    expect(options()).toEqual(['Option 1']);
    expect(actions.every((a) => a.type === 'update' && a.nodeId === 'w1')).toBe(true);
  });

  it('sends block padding as the block design, from the block or from its resource', () => {
    const { host, actions } = mount(sampleFolio(), 'r1');
    typeInto(byTestId(host, 'panel-design-padding'), '12px');
    expect(actions).toEqual([{ type: 'update', nodeId: 'b1', kind: 'block', patch: { design: { padding: '12px' } } }]);
  });

  it('sends a column set to a fixed width', () => {
    const { host, actions } = mount(sampleFolio(), 'c1');
    click(inputOf(byTestId(host, 'panel-design-width-equal')) as HTMLElement);
    expect(actions).toEqual([{ type: 'update', nodeId: 'c1', kind: 'column', patch: { design: { alignY: 'flex-start', width: '50%' } } }]);
  });

  it('sends an embed autoplay switch', () => {
    const { host, actions } = mount(widgetFolio('embed-resource'), 'w1');
    click(inputOf(byTestId(host, 'panel-embed-autoplay')) as HTMLElement);
    expect(actions).toEqual([{ type: 'update', nodeId: 'w1', kind: 'embed-resource', patch: { autoplay: true } }]);
  });

  it('turns answer checking on for a numeric widget', () => {
    const { host, actions } = mount(widgetFolio('numeric-widget'), 'w1');
    click(inputOf(byTestId(host, 'panel-feedback-enabled')) as HTMLElement);
    const action = actions.at(-1);
    expect(action?.type === 'update' && action.patch).toMatchObject({ feedback: { enabled: true, checkButton: { text: 'Check Answer' } } });
  });

  it('adds an interaction to the block, and in a template refuses the unsupported ones with the spec toast', () => {
    const first = mount(sampleFolio(), 'b2');
    click(byTestId(first.host, 'panel-interaction-add'));
    click(byTestId(document.body, 'panel-interaction-add-slider-interaction'));
    expect(first.actions).toEqual([{ type: 'insertNew', kind: 'slider-interaction', target: { parentId: 'b2' } }]);
    act(() => root?.unmount());
    document.body.innerHTML = '';

    const template = mount(sampleFolio(), 'b2', { templateMode: true });
    click(byTestId(template.host, 'panel-interaction-add'));
    click(byTestId(document.body, 'panel-interaction-add-swivel-interaction'));
    expect(template.actions).toEqual([]);
    expect(template.toasts).toEqual([FOLIO_TEXTS.templateInteractionUnsupported]);
  });

  it('edits and removes an interaction of a tile', () => {
    const doc = add(sampleFolio(), 't1', 'target-interaction', 'i1');
    const { host, actions } = mount(doc, 't1');
    typeInto(byTestId(host, 'panel-interaction-name-i1'), 'intro');
    click(byTestId(host, 'panel-interaction-remove-i1'));
    expect(actions).toEqual([
      { type: 'update', nodeId: 'i1', kind: 'target-interaction', patch: { settings: { name: 'intro' } } },
      { type: 'delete', nodeId: 'i1' },
    ]);
  });

  it('turns a submit button into a redirect button', () => {
    const { host, actions } = mount(widgetFolio('button-widget'), 'w1');
    const redirect = byTestId(host, 'panel-meta-button-action').querySelector<HTMLInputElement>('input[value="redirect"]')!;
    click(redirect);
    expect(actions.at(-1)).toEqual({
      type: 'update',
      nodeId: 'w1',
      kind: 'button-widget',
      patch: { meta: { action: { click: { type: 'redirect', url: '' } }, appearance: { text: 'Submit', icon: 'send', useText: true } } },
    });
  });

  it('merges quick typing in one field into one undo step through the store', () => {
    let doc = widgetFolio('text-widget');
    const store = createEditorStore({ folioId: 'f', doc, version: 1 });
    const { host, render } = mount(doc, 'w1', { onAction: (a) => store.dispatch(a) });
    for (const value of ['E', 'Em', 'Ema', 'Emai', 'Email']) {
      typeInto(byTestId(host, 'panel-widget-name'), value);
      doc = store.getState().doc;
      render(doc);
    }
    const node = store.getState().doc.nodes.w1;
    expect(node?.kind === 'text-widget' && node.name).toBe('Email');
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('shows a settings section for every widget kind', () => {
    const kinds = [
      ['text-widget', 'panel-meta-text'],
      ['numeric-widget', 'panel-meta-numeric'],
      ['multiple-choice-widget', 'panel-meta-choice'],
      ['accordion-widget', 'panel-meta-accordion'],
      ['date-widget', 'panel-meta-datetime'],
      ['time-widget', 'panel-meta-datetime'],
      ['upload-widget', 'panel-meta-upload'],
      ['gallery-widget', 'panel-meta-gallery'],
      ['menu-widget', 'panel-meta-menu'],
      ['logo-widget', 'panel-meta-logo'],
      ['search-widget', 'panel-meta-search'],
      ['visualization-widget', 'panel-meta-visualization'],
      ['button-widget', 'panel-meta-button'],
      ['hyperlink-widget', 'panel-widget-common'],
    ] as const;
    for (const [kind, testId] of kinds) {
      const { host } = mount(widgetFolio(kind), 'w1');
      expect(host.querySelector(`[data-testid="${testId}"]`), kind).not.toBeNull();
      expect(host.querySelector('[data-testid="panel-widget-common"]'), kind).not.toBeNull();
      act(() => root?.unmount());
      document.body.innerHTML = '';
    }
  });
});
