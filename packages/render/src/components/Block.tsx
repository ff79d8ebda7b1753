import { memo } from 'react';
import type { LogicGroup } from '@folio/model';
import { nodeAttrs, useRenderOptions, wrapped } from '../context.ts';
import { logicAttrs } from './logicAttrs.ts';
import { boxStyle } from '../design.ts';
import { useNode } from '../store.ts';
import { withInteractions } from './Interactions.tsx';
import { Resource } from './Resource.tsx';

export const Block = memo(function Block({ id }: { id: string }) {
  const node = useNode(id);
  const options = useRenderOptions();
  // Published pages carry the widget's rules on its block; the editor's canvas does not listen to the widget here
  // (an edit of a text re-renders only that text).
  const resource = useNode(options.mode === 'view' && node?.kind === 'block' && node.resource ? node.resource : '') as { showIf?: LogicGroup } | undefined;
  if (node?.kind !== 'block') return null;
  const content = node.resource ? <Resource id={node.resource} /> : null;
  const element = (
    <div className="fo-block" style={boxStyle(node.design)} {...nodeAttrs(options.mode, id)} {...logicAttrs(options.mode, [node.showIf, resource?.showIf])}>
      {withInteractions(node.interactions ?? [], content)}
    </div>
  );
  return wrapped(options, node, element);
});
