import { memo } from 'react';
import { nodeAttrs, useRenderOptions, wrapped } from '../context.ts';
import { logicAttrs, stepAttrs } from './logicAttrs.ts';
import { boxStyle } from '../design.ts';
import { useNode } from '../store.ts';
import { withInteractions } from './Interactions.tsx';
import { Layout } from './Layout.tsx';

export const Tile = memo(function Tile({ id }: { id: string }) {
  const node = useNode(id);
  const options = useRenderOptions();
  if (node?.kind !== 'tile') return null;
  const layouts = node.children.map((childId) => <Layout key={childId} id={childId} />);
  const element = (
    <div className="fo-tile" style={boxStyle(node.design)} {...nodeAttrs(options.mode, id)} {...(node.step ? stepAttrs(options.mode, node) : logicAttrs(options.mode, [node.showIf]))}>
      {withInteractions(node.interactions ?? [], layouts)}
    </div>
  );
  return wrapped(options, node, element);
});
