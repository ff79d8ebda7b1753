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
  const resource = useNode(node?.kind === 'block' && node.resource ? node.resource : '') as { showIf?: LogicGroup } | undefined;
  const options = useRenderOptions();
  if (node?.kind !== 'block') return null;
  const content = node.resource ? <Resource id={node.resource} /> : null;
  const element = (
    <div className="fo-block" style={boxStyle(node.design)} {...nodeAttrs(options.mode, id)} {...logicAttrs(options.mode, [node.showIf, resource?.showIf])}>
      {withInteractions(node.interactions ?? [], content)}
    </div>
  );
  return wrapped(options, node, element);
});
