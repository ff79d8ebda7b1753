import type { RenderMode } from '../context.ts';
import type { WidgetNode } from '@folio/model';

/** What every widget component receives from Resource. */
export interface WidgetProps<N extends WidgetNode> {
  node: N;
  /** node.state with the host's live widgetState entry merged over it */
  state: N['state'];
  /** present when the host controls widget state (FolioPage onWidgetChange) */
  onChange: ((state: N['state']) => void) | undefined;
  mode: RenderMode;
}
