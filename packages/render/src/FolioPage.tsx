import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isSubmitButton, renderableNode, resumeDaysOf, usesProofOfWork, type FolioDocument } from '@folio/model';
import {
  RenderOptionsContext,
  identitySanitize,
  type RenderMode,
  type ResolveAsset,
  type RenderChart,
  type RenderOptions,
  type Sanitize,
  type WidgetChange,
  type WrapNode,
  type FormTarget,
} from './context.ts';
import { NodeStoreContext, createNodeStore, type WidgetStateMap } from './store.ts';
import { Page } from './components/Page.tsx';
import { FormChrome } from './components/FormChrome.tsx';
import type { VisitorMessages } from './visitor/messages/en.ts';

export interface FolioPageProps {
  doc: FolioDocument;
  pageId: string;
  mode: RenderMode;
  /** edit mode: wraps each node's element (page, tile, layout, column, block, resource); keep it stable */
  wrapNode?: WrapNode;
  /**
   * Makes widgets controlled: a visitor's change calls onWidgetChange(widgetId, nextState) and the widget shows
   * node.state merged with widgetState[widgetId]. Without it widgets keep their own state (published pages).
   * The latest function is always called; changing it re-renders nothing.
   */
  onWidgetChange?: WidgetChange;
  /** live widget states keyed by widget id, merged over each widget's stored state */
  widgetState?: WidgetStateMap;
  /**
   * Applied to every piece of stored HTML before it is inserted (text resources, accordion panels, feedback).
   * Default: unchanged, because the server sanitizes on every write; published pages (issue 5) pass DOMPurify
   * here to sanitize again at render. Keep it stable.
   */
  sanitize?: Sanitize;
  /** describes the files nodes show (the editor canvas); published pages pass none. Keep it stable. */
  resolveAsset?: ResolveAsset;
  /**
   * Published pages (mode "view"): where the page's submit buttons send their answers. With it, a page that has a
   * submit button also carries the form's honeypot and toast regions for the visitor script.
   */
  formTarget?: FormTarget;
  /** draws visualization widgets' charts in the editor canvas; published pages pass none. Keep it stable. */
  renderChart?: RenderChart;
  /** the page's fixed words in its language (visitor/messages: the server passes the page's set); absent = English */
  messages?: VisitorMessages;
}

/** Whether the page's document has a submit button that will be drawn (a stored node that does not fit is skipped). */
const hasSubmitButton = (doc: FolioDocument) =>
  Object.values(doc.nodes).some((node) => {
    const fit = renderableNode(node);
    return fit !== null && isSubmitButton(fit);
  });

// Layout effects do not run on the server; the store is filled from props during render there.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Draws one page of a folio. Each node component subscribes to its own node in a store keyed by id, so an edit
 * that replaces a single node (as the model's pure edits do) re-renders only that node's component.
 */
export function FolioPage({ doc, pageId, mode, wrapNode, onWidgetChange, widgetState, sanitize, resolveAsset, formTarget, renderChart, messages }: FolioPageProps) {
  const [store] = useState(() => createNodeStore(doc.nodes, widgetState));
  // Reads during this render see the new document; subscribers of changed ids hear of it after commit.
  store.set(doc.nodes, widgetState);
  useIsomorphicLayoutEffect(() => store.flush());

  const changeRef = useRef(onWidgetChange);
  useIsomorphicLayoutEffect(() => {
    changeRef.current = onWidgetChange;
  });
  const controlled = onWidgetChange !== undefined;
  const proofOfWork = usesProofOfWork(doc.root);
  const { resumeLater, collectPartials } = doc.root;
  const limited = typeof doc.root.submissionLimit === 'number';
  const resumeDays = resumeLater ? resumeDaysOf(doc.root) : 0;
  const options = useMemo<RenderOptions>(
    () => ({
      mode,
      wrapNode,
      sanitize: sanitize ?? identitySanitize,
      onWidgetChange: controlled ? (id, state) => changeRef.current?.(id, state) : undefined,
      resolveAsset,
      formTarget:
        mode === 'view' && formTarget
          ? {
              ...formTarget,
              ...(proofOfWork ? { proofOfWork } : {}),
              ...(resumeDays || collectPartials ? { drafts: { resumeDays, collectPartials: collectPartials === true } } : {}),
              ...(limited ? { limited } : {}),
            }
          : undefined,
      renderChart,
      ...(messages ? { messages } : {}),
    }),
    [mode, wrapNode, sanitize, controlled, resolveAsset, formTarget, renderChart, proofOfWork, resumeDays, collectPartials, limited, messages],
  );

  return (
    <NodeStoreContext.Provider value={store}>
      <RenderOptionsContext.Provider value={options}>
        <Page id={pageId} />
        {formTarget && mode === 'view' && hasSubmitButton(doc) ? <FormChrome /> : null}
      </RenderOptionsContext.Provider>
    </NodeStoreContext.Provider>
  );
}
