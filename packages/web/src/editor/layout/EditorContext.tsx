/** What the editor screen shares beyond the store: the autosave (conflict choices, retry) and the preview width. */
import { createContext, useContext } from 'react';
import type { Autosave } from '../save/autosave.ts';
import type { Breakpoint } from './breakpoints.ts';

export interface EditorScreen {
  autosave: Autosave | null;
  breakpoint: Breakpoint;
  setBreakpoint: (value: Breakpoint) => void;
}

export const EditorScreenContext = createContext<EditorScreen>({ autosave: null, breakpoint: 'laptop', setBreakpoint: () => {} });

export const useEditorScreen = () => useContext(EditorScreenContext);
