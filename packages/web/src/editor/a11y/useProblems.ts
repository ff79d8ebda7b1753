/** The folio's accessibility problems, recomputed when the document changes. */
import { useMemo } from 'react';
import { useEditor } from '../store/react.tsx';
import { accessibilityProblems, type A11yProblem } from './model.ts';

export function useA11yProblems(): A11yProblem[] {
  const doc = useEditor((s) => s.doc);
  return useMemo(() => accessibilityProblems(doc), [doc]);
}
