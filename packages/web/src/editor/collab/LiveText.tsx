/** The text being typed on the canvas: Tiptap bound to the text's `Y.XmlFragment`, with the others' carets (CanvasText). */
import { Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor } from '@tiptap/react';
import { yCursorPlugin, ySyncPluginKey } from '@tiptap/y-tiptap';
import { createRichTextExtensions } from '@folio/collab';
import { useEffect, useMemo, useRef } from 'react';
import * as Y from 'yjs';
import type { CollabSession } from './session.ts';
import { translate } from '../../i18n/i18n.ts';
import { setTyping } from './canvasTyping.ts';

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

export default function LiveText({ id, collab }: { id: string; collab: CollabSession }) {
  const held = collab.shared.nodes.get(id)?.get('text');
  return held instanceof Y.XmlFragment ? <BoundText id={id} collab={collab} fragment={held} /> : null;
}

function BoundText({ id, collab, fragment }: { id: string; collab: CollabSession; fragment: Y.XmlFragment }) {
  // Made once per text: a new extension list on a later render (another person's change redraws the page) would make
  // a new editor, which takes the focus at the end and loses the caret.
  // The shared text reaches the editor in its first render, a moment after the editor is made: the caret waits for it.
  const rendered = useRef(false);
  const extensions = useMemo(
    () => [...createRichTextExtensions({ history: false }), Collaboration.configure({ fragment, onFirstRender: () => (rendered.current = true) }), OthersCarets(collab)],
    [fragment, collab],
  );
  const focused = useRef(false);
  // Typing is this person's own change: the top bar's Undo takes it back as it does any other edit.
  useEffect(() => collab.undoAlso(ySyncPluginKey), [collab]);
  const editor = useEditor(
    {
    extensions,
    editorProps: {
      attributes: { class: 'fo-text fe-typing', role: 'textbox', 'aria-multiline': 'true', 'aria-label': translate('editor:richtext.text'), 'data-testid': 'canvas-typing' },
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
  // The caret goes to the end the first time, once the editor's view is in the page (its commands need it).
  useEffect(() => {
    if (!editor || focused.current) return;
    let frames = 0;
    let frame = 0;
    const place = () => {
      if (editor.isDestroyed || focused.current) return;
      let mounted = false;
      try {
        mounted = editor.view.dom.isConnected;
      } catch {
        mounted = false;
      }
      if (mounted && rendered.current) {
        focused.current = true;
        // A caret already placed (the double-click's) stays where it is.
        if (!editor.isFocused) editor.commands.focus('end');
        // Keys typed from now on go where the caret is (tests wait for this).
        editor.view.dom.setAttribute('data-ready', 'true');
      } else if (frames++ < 120) frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [editor]);
  return <EditorContent editor={editor} />;
}
