/**
 * A folio's shared document read as the model's JSON and written from it (layout.ts says how it lies in Yjs).
 * Reading keeps every node object whose fields and lists did not change, so what a change touched is found by
 * identity, as the editor and the server's checks expect.
 */
import type { FolioDocument, FolioNode, FolioRoot, NodeMap, Slot } from '@folio/model';
import * as Y from 'yjs';
import { jsonEqual } from './equal.ts';
import {
  DERIVED_FIELDS,
  LISTS_OF,
  META_MAP,
  NODES_MAP,
  PAGES_PARENT,
  PLACE_KEY,
  ROOT_MAP,
  TEXT_KEY,
  UNSHARED_ROOT_FIELDS,
  isPlace,
  listOf,
  type Place,
} from './layout.ts';
import { keysBetween } from './order.ts';
import { fragmentHtml, writeFragment, type RichTextJson } from './richText/fragment.ts';

/** A rich text's ProseMirror JSON for its HTML (the browser parses with its DOM, the server on its threads). */
export type TextParser = (html: string) => RichTextJson;

type Fields = Record<string, unknown>;
const listKey = (parent: string, slot: Slot) => `${parent}\u0000${slot}`;

export class SharedFolio {
  readonly doc: Y.Doc;
  readonly nodes: Y.Map<Y.Map<unknown>>;
  readonly root: Y.Map<unknown>;
  readonly meta: Y.Map<unknown>;
  private readonly fields = new Map<string, Fields>();
  private readonly built = new Map<string, FolioNode>();
  private lists = new Map<string, string[]>();
  /** each node's place as last read (its list and sort key), and each list's members with their keys */
  private placeOf = new Map<string, { list: string; o: string }>();
  private members = new Map<string, Map<string, string>>();
  private dirty = new Set<string>();
  private allDirty = true;
  private structureDirty = true;
  private rootDirty = true;
  private last: FolioDocument | null = null;

  constructor(doc: Y.Doc) {
    this.doc = doc;
    this.nodes = doc.getMap(NODES_MAP);
    this.root = doc.getMap(ROOT_MAP);
    this.meta = doc.getMap(META_MAP);
    this.nodes.observeDeep((events) => {
      for (const event of events) {
        if (event.target === this.nodes) {
          for (const key of (event as Y.YMapEvent<unknown>).keysChanged) this.dirty.add(key);
          this.structureDirty = true;
          continue;
        }
        // The path from `nodes`: the node's id first (its own map, or a text inside it).
        const id = String(event.path[0]);
        this.dirty.add(id);
        if (event.path.length === 1 && (event as Y.YMapEvent<unknown>).keysChanged?.has(PLACE_KEY)) this.structureDirty = true;
      }
    });
    this.root.observe(() => (this.rootDirty = true));
    this.meta.observe(() => (this.rootDirty = true));
  }

  /** Whether the document holds a folio yet (a new shared document is empty until its first load fills it). */
  get isEmpty(): boolean {
    return this.nodes.size === 0 && this.root.size === 0;
  }

  /** The folio as the model's JSON; `version` is the caller's (the server keeps it). */
  read(version = 0): FolioDocument {
    if (this.last && !this.rootDirty && !this.structureDirty && this.dirty.size === 0 && !this.allDirty) {
      return this.last.root.version === version ? this.last : { ...this.last, root: { ...this.last.root, version } };
    }
    const changedIds = this.allDirty ? new Set(this.nodes.keys()) : this.dirty;
    for (const id of changedIds) {
      const map = this.nodes.get(id);
      if (map instanceof Y.Map) this.fields.set(id, this.fieldsOf(map));
      else this.fields.delete(id);
    }
    if (this.allDirty) for (const id of [...this.fields.keys()]) if (!this.nodes.has(id)) this.fields.delete(id);
    let listsChanged = new Set<string>();
    if (this.allDirty) listsChanged = this.readLists();
    else if (this.structureDirty) listsChanged = this.readListsOf(changedIds);
    const pages = this.lists.get(listKey(PAGES_PARENT, 'pages')) ?? [];
    // The nodes reachable from the pages; a node whose parent is gone (deleted while another person moved
    // something into it) is not part of the folio.
    const nodes: NodeMap = {};
    const visit = (id: string) => {
      const fields = this.fields.get(id);
      if (!fields || id in nodes) return;
      let node = this.built.get(id);
      const kind = fields.kind as FolioNode['kind'];
      const slots = LISTS_OF[kind] ?? [];
      if (!node || changedIds.has(id) || slots.some((slot) => listsChanged.has(listKey(id, slot)))) {
        const built: Fields = { ...fields, id };
        for (const slot of slots) {
          const list = this.lists.get(listKey(id, slot)) ?? [];
          if (slot === 'resource') {
            if (list.length > 0) built.resource = list[0];
          } else built[slot] = list;
        }
        node = built as unknown as FolioNode;
        this.built.set(id, node);
      }
      nodes[id] = node;
      for (const slot of slots) {
        const list = this.lists.get(listKey(id, slot)) ?? [];
        for (const child of slot === 'resource' ? list.slice(0, 1) : list) visit(child);
      }
    };
    for (const page of pages) visit(page);
    for (const id of [...this.built.keys()]) if (!this.fields.has(id)) this.built.delete(id);

    let root = this.last?.root;
    if (!root || this.rootDirty || this.allDirty || !jsonEqual(root.pages, pages)) {
      root = { ...(this.root.toJSON() as Omit<FolioRoot, 'version' | 'pages'>), pages } as FolioRoot;
    }
    root = root.version === version ? root : { ...root, version };
    const schemaVersion = Number(this.meta.get('schemaVersion') ?? 1);
    this.last = { schemaVersion, root, nodes };
    this.dirty = new Set();
    this.allDirty = false;
    this.structureDirty = false;
    this.rootDirty = false;
    return this.last;
  }

  private fieldsOf(map: Y.Map<unknown>): Fields {
    const fields: Fields = {};
    for (const [key, value] of map.entries()) {
      if (key === PLACE_KEY || key === TEXT_KEY || DERIVED_FIELDS.has(key)) continue;
      fields[key] = value;
    }
    if (fields.kind === 'text-resource') {
      const text = map.get(TEXT_KEY);
      fields.html = text instanceof Y.XmlFragment ? fragmentHtml(text) : '';
    }
    return fields;
  }

  /** Every list from the nodes' places, sorted by key (then id, for two keys made at once); answers which changed. */
  private readLists(): Set<string> {
    this.placeOf = new Map();
    this.members = new Map();
    for (const id of this.nodes.keys()) this.indexPlace(id);
    const changed = new Set<string>();
    for (const key of new Set([...this.members.keys(), ...this.lists.keys()])) this.sortList(key, changed);
    return changed;
  }

  /** The lists the nodes `ids` left or joined (a new place, a new key, added or removed), sorted again. */
  private readListsOf(ids: Iterable<string>): Set<string> {
    const touched = new Set<string>();
    for (const id of ids) {
      const before = this.placeOf.get(id);
      const after = this.indexPlace(id);
      if (before?.list === after?.list && before?.o === after?.o) continue;
      if (before) touched.add(before.list);
      if (after) touched.add(after.list);
    }
    const changed = new Set<string>();
    for (const key of touched) this.sortList(key, changed);
    return changed;
  }

  /** Reads node `id`'s place into the index (leaving its old list); its place, or null when it has none. */
  private indexPlace(id: string): { list: string; o: string } | null {
    const old = this.placeOf.get(id);
    if (old) this.members.get(old.list)?.delete(id);
    const map = this.nodes.get(id);
    const at = map instanceof Y.Map ? map.get(PLACE_KEY) : undefined;
    if (!isPlace(at)) {
      this.placeOf.delete(id);
      return null;
    }
    const place = { list: listKey(at.p, at.s), o: at.o };
    this.placeOf.set(id, place);
    let members = this.members.get(place.list);
    if (!members) this.members.set(place.list, (members = new Map()));
    members.set(id, at.o);
    return place;
  }

  /** List `key` in order from its members' keys; added to `changed` when it reads differently than before. */
  private sortList(key: string, changed: Set<string>): void {
    const members = this.members.get(key);
    const before = this.lists.get(key);
    if (!members || members.size === 0) {
      this.members.delete(key);
      if (before) {
        this.lists.delete(key);
        changed.add(key);
      }
      return;
    }
    const ids = [...members.keys()].sort((a, b) => {
      const oa = members.get(a)!;
      const ob = members.get(b)!;
      return oa < ob ? -1 : oa > ob ? 1 : a < b ? -1 : a > b ? 1 : 0;
    });
    if (before && jsonEqual(before, ids)) return;
    this.lists.set(key, ids);
    changed.add(key);
  }

  /**
   * Writes what differs between the shared document and `next` (in one transaction with `origin`): root fields,
   * nodes' fields, texts (rewritten with as few changes as possible), and the places of the nodes whose list
   * changed (only the moved nodes get new sort keys).
   */
  write(next: FolioDocument, parseText: TextParser, origin: unknown = null): void {
    this.doc.transact(() => {
      const current = this.read();
      if (this.meta.get('schemaVersion') !== next.schemaVersion) this.meta.set('schemaVersion', next.schemaVersion);
      const rootFields = next.root as unknown as Fields;
      for (const [key, value] of Object.entries(rootFields)) {
        if (UNSHARED_ROOT_FIELDS.has(key) || value === undefined) continue;
        if (!jsonEqual(this.root.get(key), value)) this.root.set(key, value);
      }
      for (const key of [...this.root.keys()]) if (rootFields[key] === undefined) this.root.delete(key);

      for (const id of [...this.nodes.keys()]) if (!(id in next.nodes)) this.nodes.delete(id);
      for (const node of Object.values(next.nodes)) {
        if (current.nodes[node.id] === node) continue;
        let map = this.nodes.get(node.id);
        if (!(map instanceof Y.Map) || map.get('kind') !== node.kind) {
          map = new Y.Map<unknown>();
          this.nodes.set(node.id, map);
        }
        this.writeFields(map, node, parseText);
      }

      if (!jsonEqual(current.root.pages, next.root.pages) || !next.root.pages.every((id) => this.isAt(id, PAGES_PARENT, 'pages'))) {
        this.place(PAGES_PARENT, 'pages', next.root.pages);
      }
      for (const node of Object.values(next.nodes)) {
        const before = current.nodes[node.id];
        // The same object as read: its lists are what the places say (a keystroke's write checks one node, not all).
        if (before === node) continue;
        for (const slot of LISTS_OF[node.kind] ?? []) {
          const list = listOf(node as unknown as Fields, slot);
          if (before && jsonEqual(listOf(before as unknown as Fields, slot), list) && list.every((child) => this.isAt(child, node.id, slot))) continue;
          this.place(node.id, slot, list);
        }
      }
    }, origin);
  }

  private writeFields(map: Y.Map<unknown>, node: FolioNode, parseText: TextParser): void {
    const fields = node as unknown as Fields;
    const isText = node.kind === 'text-resource';
    for (const [key, value] of Object.entries(fields)) {
      if (DERIVED_FIELDS.has(key) || value === undefined || (isText && key === 'html')) continue;
      if (!jsonEqual(map.get(key), value)) map.set(key, value);
    }
    for (const key of [...map.keys()]) {
      if (key === PLACE_KEY || key === TEXT_KEY) continue;
      if (fields[key] === undefined || DERIVED_FIELDS.has(key) || (isText && key === 'html')) map.delete(key);
    }
    if (isText) {
      let text = map.get(TEXT_KEY);
      if (!(text instanceof Y.XmlFragment)) {
        text = new Y.XmlFragment();
        map.set(TEXT_KEY, text);
      }
      const fragment = text as Y.XmlFragment;
      const html = (node as { html: string }).html;
      if (fragmentHtml(fragment) !== html) writeFragment(fragment, parseText(html));
    }
  }

  private isAt(id: string, parent: string, slot: Slot): boolean {
    const at = this.nodes.get(id)?.get(PLACE_KEY);
    return isPlace(at) && at.p === parent && at.s === slot;
  }

  /**
   * Gives the nodes of `list` places in `parent`'s `slot` in that order. The longest run of nodes already there in
   * increasing key order keeps its keys; the others get keys between their kept neighbours.
   */
  private place(parent: string, slot: Slot, list: readonly string[]): void {
    const keys = list.map((id) => {
      const at = this.nodes.get(id)?.get(PLACE_KEY);
      return isPlace(at) && at.p === parent && at.s === slot ? at.o : null;
    });
    const kept = longestIncreasing(keys);
    let i = 0;
    while (i < list.length) {
      if (kept.has(i)) {
        i++;
        continue;
      }
      let end = i;
      while (end < list.length && !kept.has(end)) end++;
      const before = i > 0 ? keys[i - 1]! : null;
      const after = end < list.length ? keys[end]! : null;
      const fresh = keysBetween(before, after, end - i);
      for (let k = i; k < end; k++) {
        keys[k] = fresh[k - i]!;
        const place: Place = { p: parent, s: slot, o: keys[k]! };
        this.nodes.get(list[k]!)?.set(PLACE_KEY, place);
      }
      i = end;
    }
  }
}

/** The indices of a longest strictly increasing run of the non-null keys (patience sorting). */
function longestIncreasing(keys: readonly (string | null)[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(keys.length).fill(-1);
  keys.forEach((key, i) => {
    if (key === null) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (keys[tails[mid]!]! < key) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}
