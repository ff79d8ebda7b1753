import type { ReactNode } from 'react';
import type { InteractionKind, NodeOfKind } from '@folio/model';

export interface InteractionProps<K extends InteractionKind> {
  node: NodeOfKind<K>;
  /** the tile's or block's content this interaction wraps */
  children: ReactNode;
}
