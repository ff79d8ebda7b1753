/** The ProseMirror schema of rich texts, made once from the editor's extensions. */
import { getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { createRichTextExtensions } from './extensions.ts';

let schema: Schema | null = null;

export const richTextSchema = (): Schema => (schema ??= getSchema(createRichTextExtensions()));
