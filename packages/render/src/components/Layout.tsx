import { memo } from 'react';
import { nodeAttrs, useRenderOptions, wrapped } from '../context.ts';
import { paddingStyle } from '../design.ts';
import { useNode } from '../store.ts';
import { Column } from './Column.tsx';

/** A row of columns from the mobile breakpoint up; below it the columns stack (folio.css). */
export const Layout = memo(function Layout({ id }: { id: string }) {
  const node = useNode(id);
  const options = useRenderOptions();
  if (node?.kind !== 'layout') return null;
  const element = (
    <div className="fo-layout" style={paddingStyle(node.design)} {...nodeAttrs(options.mode, id)}>
      {node.children.map((childId) => (
        <Column key={childId} id={childId} />
      ))}
    </div>
  );
  return wrapped(options, node, element);
});
