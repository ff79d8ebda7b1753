/**
 * The rich-text editor's extensions, one list for the editor (Tiptap in the browser) and for the shared document
 * (the ProseMirror schema that rich texts follow in Yjs, on the server as in the browser).
 */
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, TextStyle } from '@tiptap/extension-text-style';

/** `history: false` for an editor bound to the shared document, whose history undoes only one's own changes. */
export function createRichTextExtensions({ history = true }: { history?: boolean } = {}) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      ...(history ? {} : { undoRedo: false as const }),
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
    }),
    TextStyle,
    Color,
    FontFamily,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
  ];
}
