/**
 * Typing on the canvas (issue 29): a text resource opened for typing (double-click, or Enter on it) becomes a Tiptap
 * editor bound to the text's own `Y.XmlFragment` in the shared document (Tiptap's Collaboration extension), so two
 * people typing in one text merge letter by letter, and each sees where the others' carets are. Escape, or moving
 * focus away, ends typing; the text is then drawn as it is published.
 */
import { Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor } from '@tiptap/react';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import { createRichTextExtensions } from '@folio/collab';
import type { FolioNode } from '@folio/model';
import { cloneElement, isValidElement, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import * as Y from 'yjs';
import { useEditorScreen } from '../layout/EditorContext.tsx';
import { useEditor as useEditorState } from '../store/react.tsx';
import type { CollabSession } from './session.ts';
import { setTyping, useTypingOn } from './canvasTyping.ts';

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
  const fragment = collab?.shared.nodes.get(id)?.get('text');
  if (!typing || !collab || !mayType || !(fragment instanceof Y.XmlFragment)) return element;
  return cloneElement(element, { 'data-typing': 'true', children: <LiveText id={id} collab={collab} fragment={fragment} /> });
}

/** Where the others' carets are in this text (their colour and name), from the shared awareness. */
const OthersCarets = (collab: CollabSession) =>
  Extension.create({
    name: 'folioCarets',
    addProseMirrorPlugins: () => (collab.provider.awareness ? [yCursorPlugin(collab.provider.awareness, { cursorBuilder: caret })] : []),
  });

function caret(user: { name?: string; colour?: string; color?: string }): HTMLElement {
  const colour = user.colour ?? user.color ?? '#1c6dd0';
  const mark = document.createElement('span');
  mark.className = 'fe-caret';
  mark.style.borderColor = colour;
  const label = document.createElement('span');
  label.className = 'fe-caret-name';
  label.style.background = colour;
  label.textContent = user.name ?? '';
  mark.append(label);
  return mark;
}

function LiveText({ id, collab, fragment }: { id: string; collab: CollabSession; fragment: Y.XmlFragment }) {
  // Made once per text: a new extension list on a later render (another person's change redraws the page) would make
  // a new editor, which takes the focus at the end and loses the caret.
  const extensions = useMemo(() => [...createRichTextExtensions({ history: false }), Collaboration.configure({ fragment }), OthersCarets(collab)], [fragment, collab]);
  const focused = useRef(false);
  const editor = useEditor(
    {
    extensions,
    editorProps: {
      attributes: { class: 'fo-text fe-typing', role: 'textbox', 'aria-multiline': 'true', 'aria-label': 'Text', 'data-testid': 'canvas-typing' },
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape') return false;
        setTyping(null);
        document.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"]`)?.focus();
        return true;
      },
    },
    onBlur: () => setTyping(null),
    },
    [extensions],
  );
  useEffect(() => {
    if (!editor || focused.current) return;
    focused.current = true;
    editor.commands.focus('end');
  }, [editor]);
  return <EditorContent editor={editor} />;
}
