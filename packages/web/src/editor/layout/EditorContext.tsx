/**
 * What the editor screen shares beyond the store: how edits are kept (the shared document's session, or an autosave;
 * retry, held changes), the shared document itself (presence), the preview width and the zoom.
 */
import { createContext, useContext } from 'react';
import type { CollabSession } from '../collab/session.ts';
import type { Autosave } from '../save/autosave.ts';
import type { Breakpoint } from './breakpoints.ts';
import { DEFAULT_ZOOM, type Zoom } from './zoom.ts';

export interface EditorScreen {
  autosave: Autosave | null;
  collab: CollabSession | null;
  breakpoint: Breakpoint;
  setBreakpoint: (value: Breakpoint) => void;
  zoom: Zoom;
  setZoom: (value: Zoom) => void;
}

export const EditorScreenContext = createContext<EditorScreen>({
  autosave: null,
  collab: null,
  breakpoint: 'laptop',
  setBreakpoint: () => {},
  zoom: DEFAULT_ZOOM,
  setZoom: () => {},
});

export const useEditorScreen = () => useContext(EditorScreenContext);
