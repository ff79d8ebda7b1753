import { memo } from 'react';
import { nodeAttrs, useRenderOptions, wrapped } from '../context.ts';
import { columnClass, columnStyle } from '../design.ts';
import { useNode } from '../store.ts';
import { Block } from './Block.tsx';

export const Column = memo(function Column({ id }: { id: string }) {
  const node = useNode(id);
  const options = useRenderOptions();
  if (node?.kind !== 'column') return null;
  const element = (
    <div className={columnClass(node.design)} style={columnStyle(node.design)} {...nodeAttrs(options.mode, id)}>
      {node.children.map((childId) => (
        <Block key={childId} id={childId} />
      ))}
    </div>
  );
  return wrapped(options, node, element);
});
