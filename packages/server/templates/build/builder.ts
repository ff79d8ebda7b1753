/**
 * A small builder of folio documents for the built-in templates (build.ts): pages of sections (a tile, a layout and
 * its columns), blocks holding one resource or widget each, made with the model's node factories so every node has
 * the spec's defaults. Node ids are UUIDs derived from the template's slug, so a rebuild writes the same files.
 */
import { createHash } from 'node:crypto';
import {
  CURRENT_SCHEMA_VERSION,
  createNode,
  defaultRoot,
  type AccordionPanel,
  type BoxDesign,
  type FolioDocument,
  type FolioNode,
  type FolioRoot,
  type NodeKind,
  type NodeMap,
  type NodeOfKind,
  type VisualizationRoot,
} from '@folio/model';

import { CHART_REF, IMAGE_REF } from '../../src/services/templates/templateFile.ts';

type Overrides<K extends NodeKind> = Partial<Omit<NodeOfKind<K>, 'kind'>>;

/** One block's content: a node of a resource or widget kind (its id is given when the block is placed). */
export interface Item {
  kind: NodeKind;
  overrides: Record<string, unknown>;
  /** a submit button: the names of the page's input widgets it sends */
  sends?: string[];
  /** a chart: the name of the widget it counts */
  counts?: string;
  /** the block's design beyond the default padding (e.g. a portrait's width) */
  block?: Partial<BoxDesign>;
}

const item = <K extends NodeKind>(kind: K, overrides: Overrides<K>, extra: Partial<Item> = {}): Item => ({ kind, overrides: overrides as Record<string, unknown>, ...extra });

export const text = (html: string): Item => item('text-resource', { html });

export const image = (key: string, alt: string, block?: Partial<BoxDesign>): Item =>
  item('asset-resource', { assetId: IMAGE_REF + key, url: IMAGE_REF + key, name: alt, alt }, block ? { block } : {});

export const gallery = (display: 'grid' | 'slideshow', items: Array<{ key: string; alt: string; caption?: string }>): Item =>
  item('gallery-widget', {
    name: 'gallery',
    meta: {
      display,
      format: 'cover',
      items: items.map((i) => ({ assetId: IMAGE_REF + i.key, url: IMAGE_REF + i.key, alt: i.alt, ...(i.caption ? { caption: i.caption } : {}) })),
    },
  });

export const accordion = (panels: Array<{ title: string; html: string; open?: boolean }>): Item =>
  item('accordion-widget', {
    name: 'accordion',
    meta: {
      allowMultipleOpen: true,
      panels: panels.map(
        (p, i): AccordionPanel => ({ id: `panel-${i + 1}`, title: p.title, content: p.html, collapsedByDefault: !p.open, arrowColor: '', titleBgColor: '', contentBgColor: '' }),
      ),
    },
  });

export interface FieldOptions {
  required?: boolean;
  instructions?: string;
  multiline?: boolean;
}

export const textField = (name: string, label: string, type: 'text' | 'email' | 'tel' = 'text', o: FieldOptions = {}): Item =>
  item('text-widget', {
    name,
    required: o.required ?? false,
    label: { position: 'top', text: label },
    meta: { dataValidationType: type, format: o.multiline ? 'multiple' : 'single', instructions: o.instructions ?? '' },
  });

export const choice = (name: string, label: string, options: string[], o: { required?: boolean; multiple?: boolean; display?: 'checkbox' | 'dropdown' | 'button' } = {}): Item =>
  item('multiple-choice-widget', {
    name,
    required: o.required ?? false,
    label: { position: 'top', text: label },
    meta: {
      acceptMultiple: o.multiple ?? false,
      display: o.display ?? 'checkbox',
      format: 'asEntered',
      randomize: false,
      options: options.map((text, i) => ({ value: `${name}-${i + 1}`, option: { type: 'text' as const, text } })),
    },
  });

export const numberField = (name: string, label: string, min: number, max: number, o: { required?: boolean; slider?: boolean; value?: number } = {}): Item =>
  item('numeric-widget', {
    name,
    required: o.required ?? false,
    label: { position: 'top', text: label },
    meta: { display: o.slider ? 'slider' : 'input', format: 'integer', increment: 1, min, max },
    state: { value: o.value ?? min },
  });

export const submit = (label: string, sends: string[], thankYouMessage: string): Item =>
  item(
    'button-widget',
    {
      name: 'submit',
      meta: {
        action: { click: { type: 'submit', status: 'idle', widgetIds: [], thankYouMessage } },
        appearance: { text: label, icon: 'send', useText: true },
      },
    },
    { sends },
  );

export const linkButton = (label: string, url: string, icon = ''): Item =>
  item('button-widget', { name: 'link', meta: { action: { click: { type: 'redirect', url } }, appearance: { text: label, icon, useText: true } } });

export const chart = (key: string, counts: string): Item =>
  item('visualization-widget', { name: `chart-${key}`, meta: { visualizationId: CHART_REF + key } }, { counts });

/** A column's blocks; `width` (a CSS width, from the mobile breakpoint up) instead of an equal share. */
export type ColumnItems = Item[] & { width?: string };
/** A column of a set width, e.g. a portrait's beside the text that takes the rest. */
export const narrow = (width: string, ...items: Item[]): ColumnItems => Object.assign(items, { width });

/** A section: one tile holding one layout of columns; each column a list of blocks. */
export interface Section {
  columns: ColumnItems[];
}
export const section = (...columns: ColumnItems[]): Section => ({ columns });

export interface BuiltFolio {
  key: string;
  name: string;
  document: FolioDocument;
}

export interface ChartSpec {
  key: string;
  root: Omit<VisualizationRoot, 'widgetId'>;
}

/** Builds one folio: its pages of sections, with ids derived from `seed`. */
export function buildFolio(
  seed: string,
  spec: { key: string; name: string; summary: string; tags: string[]; pages: Array<{ name: string; sections: Section[] }> },
  charts: ChartSpec[] = [],
): { folio: BuiltFolio; chartWidgets: Map<string, string> } {
  let n = 0;
  const id = () => {
    const h = createHash('sha256').update(`${seed}/${spec.key}/${n++}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  const nodes: NodeMap = {};
  const put = <K extends NodeKind>(kind: K, overrides: Overrides<K> = {}): NodeOfKind<K> => {
    const node = createNode(kind, { ...overrides, id: id() } as Overrides<K>);
    nodes[node.id] = node as FolioNode;
    return node;
  };
  const pages: string[] = [];
  const chartWidgets = new Map<string, string>();
  for (const pageSpec of spec.pages) {
    const page = put('page', { name: pageSpec.name });
    pages.push(page.id);
    const byName = new Map<string, string>();
    const buttons: Array<{ id: string; sends: string[] }> = [];
    for (const s of pageSpec.sections) {
      const tile = put('tile');
      const layout = put('layout');
      tile.children.push(layout.id);
      page.children.push(tile.id);
      for (const blocks of s.columns) {
        const column = put('column', blocks.width ? { design: { alignY: 'flex-start', width: blocks.width } } : {});
        layout.children.push(column.id);
        for (const content of blocks) {
          const block = put('block', content.block ? { design: { padding: '8px', ...content.block } } : {});
          column.children.push(block.id);
          const resource = put(content.kind, content.overrides as Overrides<typeof content.kind>);
          block.resource = resource.id;
          if ('name' in resource && typeof resource.name === 'string' && resource.name && content.kind !== 'asset-resource') byName.set(resource.name, resource.id);
          if (content.sends) buttons.push({ id: resource.id, sends: content.sends });
          if (content.counts) chartWidgets.set((content.overrides.meta as { visualizationId: string }).visualizationId.slice(CHART_REF.length), content.counts);
        }
      }
    }
    for (const b of buttons) {
      const button = nodes[b.id] as NodeOfKind<'button-widget'>;
      const widgetIds = b.sends.map((name) => {
        const found = byName.get(name);
        if (!found) throw new Error(`${seed}: the button sends ${name}, which is not a widget of its page`);
        return found;
      });
      if (button.meta.action.click.type === 'submit') button.meta.action.click.widgetIds = widgetIds;
    }
    for (const [chartKey, name] of chartWidgets) {
      const found = byName.get(name);
      if (found) chartWidgets.set(chartKey, found);
    }
  }
  for (const c of charts) if (!chartWidgets.has(c.key)) throw new Error(`${seed}: chart ${c.key} is shown by no widget`);
  const root: FolioRoot = {
    ...defaultRoot(''),
    name: spec.name,
    summary: spec.summary,
    description: spec.summary,
    tags: spec.tags,
    pages,
    language: 'en',
  };
  return { folio: { key: spec.key, name: spec.name, document: { schemaVersion: CURRENT_SCHEMA_VERSION, root, nodes } }, chartWidgets };
}
