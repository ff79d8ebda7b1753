/** Render options shared by every node component. The value only changes when the host changes an option. */
import { createContext, useContext, type ReactNode } from 'react';
import type { FolioNode, FormWindowRoot } from '@folio/model';
import { en, type VisitorMessages } from './visitor/messages/en.ts';

export type RenderMode = 'view' | 'edit';

/**
 * Lets the editor wrap a node's element (selection outline, drag handle). Called in 'edit' mode for the page,
 * tiles, layouts, columns, blocks and resources/widgets. Keep it stable (useCallback) and let the element it
 * returns subscribe to the selection itself: a new function re-renders the whole page.
 */
export type WrapNode = (node: FolioNode, element: ReactNode) => ReactNode;

/** Turns stored HTML into HTML safe to insert. Default: unchanged (the server sanitizes on every write). */
export type Sanitize = (html: string) => string;

export type WidgetChange = (id: string, state: object) => void;

export type AssetMediaType = 'image' | 'video' | 'audio' | 'file';

/** A file a node shows, as the host knows it: `assetId` when it was chosen as an asset, `url` as stored. */
export interface AssetRef {
  assetId: string | null;
  url: string;
  /** 'logo': a logo widget's image; naming no asset, it is the logo of the website the folio belongs to */
  role?: 'logo';
}

/** What the host knows of that file: its kind and size, and the address to draw it from (never stored). */
export interface ResolvedAsset {
  type: AssetMediaType;
  mime?: string;
  width?: number;
  height?: number;
  src: string;
}

/**
 * Describes the files nodes show (asset resources, gallery images, logos), so the editor canvas draws them as a
 * visitor's page does. Published pages pass none: the server describes files into the document before rendering.
 */
export type ResolveAsset = (ref: AssetRef) => ResolvedAsset | undefined;

/** Published pages: the folio (and website) a page's submit buttons send their answers to. */
export interface FormTarget {
  folioId: string;
  /** set on a website's page: the submission records it */
  websiteId?: string;
  /** the folio's form window and closed message (issue 31): outside it the form is drawn closed (FormClosedNote) */
  window?: FormWindowRoot;
  /** the instant the page is drawn at (ms); absent = now */
  now?: number;
  /** the published form asks for a proof of work (issue 31): its submit buttons say so (data-fo-pow) */
  proofOfWork?: boolean;
  /** the published form keeps answers (issue 31): "Continue later" for resumeDays (0: not offered), partials */
  drafts?: { resumeDays: number; collectPartials: boolean };
  /** the published form takes at most so many answers: the page asks, as it opens, whether it is full (issue 31) */
  limited?: boolean;
}

export interface RenderOptions {
  mode: RenderMode;
  wrapNode: WrapNode | undefined;
  sanitize: Sanitize;
  /** present when the host passed onWidgetChange: widgets are then controlled by node state + widgetState */
  onWidgetChange: WidgetChange | undefined;
  resolveAsset: ResolveAsset | undefined;
  formTarget?: FormTarget;
  /** draws a chart by visualization id in the editor canvas (published pages get theirs filled in by the server) */
  renderChart: RenderChart | undefined;
  /** the page's fixed words (required markers, default button texts, field errors) in its language; absent = English */
  messages?: VisitorMessages;
}

/** The editor's chart of a visualization widget, or null while there is none to draw (the placeholder shows). */
export type RenderChart = (visualizationId: string) => ReactNode;

export const identitySanitize: Sanitize = (html) => html;

export const RenderOptionsContext = createContext<RenderOptions>({
  mode: 'view',
  wrapNode: undefined,
  sanitize: identitySanitize,
  onWidgetChange: undefined,
  resolveAsset: undefined,
  renderChart: undefined,
});

export const useRenderOptions = (): RenderOptions => useContext(RenderOptionsContext);

/** The page's fixed words in its language (issue 32). */
export const useMessages = (): VisitorMessages => useContext(RenderOptionsContext).messages ?? en;

/** Attributes every node element carries: data-node-id in edit mode. */
export function nodeAttrs(mode: RenderMode, id: string): { 'data-node-id'?: string } {
  return mode === 'edit' ? { 'data-node-id': id } : {};
}

/** Applies wrapNode in edit mode. */
export function wrapped(options: RenderOptions, node: FolioNode, element: ReactNode): ReactNode {
  return options.mode === 'edit' && options.wrapNode ? options.wrapNode(node, element) : element;
}
