/**
 * The folio's accessibility problems, recomputed when the document changes. The check reads every node of the
 * folio (parsing each text's HTML): on a large folio it takes longer than the rest of a keystroke, and a good part
 * of drawing the editor the first time. So it runs once the browser is idle after the change: the edit (or the
 * editor's first drawing) is drawn first, and fast typing checks only the document it ends with.
 */
import { useEffect, useState } from 'react';
import { useEditorStore } from '../store/react.tsx';
import { accessibilityProblems, type A11yProblem } from './model.ts';

/** Runs `task` when the browser is next idle (after the frame now due is drawn), at the latest `timeout` ms later. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(handle);
}

/** The problems of the document as last checked; null until the first check. */
export function useA11yProblems(): A11yProblem[] | null {
  const store = useEditorStore();
  const [problems, setProblems] = useState<A11yProblem[] | null>(null);
  // Listening to the store itself: an edit re-renders nothing here until its check is done.
  useEffect(() => {
    let doc = store.getState().doc;
    const check = () => whenIdle(() => setProblems(accessibilityProblems(doc)), 300);
    let cancel = check();
    const unsubscribe = store.subscribe(() => {
      const next = store.getState().doc;
      if (next === doc) return;
      doc = next;
      cancel();
      cancel = check();
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [store]);
  return problems;
}
