import { memo, type MouseEvent } from 'react';
import { nodeAttrs, useRenderOptions, wrapped } from '../context.ts';
import { paddingStyle, cx } from '../design.ts';
import { useNode } from '../store.ts';
import { Tile } from './Tile.tsx';

// The editor canvas must not navigate away when an author clicks a link, a link interaction or a redirect button.
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as Element | null;
  if (target?.closest?.('a[href]')) event.preventDefault();
}

export const Page = memo(function Page({ id }: { id: string }) {
  const node = useNode(id);
  const options = useRenderOptions();
  const edit = options.mode === 'edit';
  if (node?.kind !== 'page') {
    return <div className={cx('fo-page', 'fo-page--missing', `fo-page--${options.mode}`)} />;
  }
  const element = (
    <div
      className={cx('fo-page', `fo-page--${options.mode}`)}
      style={paddingStyle(node.design)}
      onClickCapture={edit ? preventNavigation : undefined}
      {...nodeAttrs(options.mode, id)}
    >
      {node.children.map((childId) => (
        <Tile key={childId} id={childId} />
      ))}
    </div>
  );
  return wrapped(options, node, element);
});
