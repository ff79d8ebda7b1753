/**
 * Typing on the canvas (issue 29): a text resource opened for typing (double-click, or Enter on it) becomes a Tiptap
 * editor bound to the text's own `Y.XmlFragment` in the shared document (Tiptap's Collaboration extension), so two
 * people typing in one text merge letter by letter, and each sees where the others' carets are. Escape, or moving
 * focus away, ends typing; the text is then drawn as it is published.
 */
import type { FolioNode } from '@folio/model';
import { Suspense, cloneElement, isValidElement, lazy, type ReactElement, type ReactNode } from 'react';
import { useEditorScreen } from '../layout/EditorContext.tsx';
import { useEditor as useEditorState } from '../store/react.tsx';
import { useTypingOn } from './canvasTyping.ts';

// The live editor (Tiptap bound to the shared text) is loaded the first time someone types on the canvas.
const LiveText = lazy(() => import('./LiveText.tsx'));

type ElementProps = { children?: ReactNode; 'data-typing'?: string };

/** The canvas element of a text resource: drawn as published, or the live editor while it is typed in. */
export function textOnCanvas(node: FolioNode, element: ReactNode): ReactNode {
  if (node.kind !== 'text-resource' || !isValidElement(element)) return element;
  return <CanvasText key={node.id} id={node.id} element={element as ReactElement<ElementProps>} />;
}

function CanvasText({ id, element }: { id: string; element: ReactElement<ElementProps> }) {
  const typing = useTypingOn(id);
  const { collab } = useEditorScreen();
  const mayType = useEditorState((s) => s.canEditContent && !s.connecting);
  if (!typing || !collab || !mayType) return element;
  return cloneElement(element, {
    'data-typing': 'true',
    children: (
      <Suspense fallback={element.props.children}>
        <LiveText id={id} collab={collab} />
      </Suspense>
    ),
  });
}

