/** Why the change in one field is not saved (store.save.problems), for the field to show with aria-invalid. */
import { useCallback, useSyncExternalStore } from 'react';
import { useOptionalEditorStore } from '../store/react.tsx';

const noSubscription = () => () => {};

/** The message for `field`, or null; null too outside an editor (a panel drawn on its own). */
export function useFieldProblem(field: string): string | null {
  const store = useOptionalEditorStore();
  const get = useCallback(() => store?.getState().save.problems.find((p) => p.field === field)?.message ?? null, [store, field]);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, get, get);
}

/** The id of the message that says why `field` is not saved (in SaveProblems), for the field's aria-describedby. */
export const problemId = (field: string) => `save-problem-${field.replace(/[^\w-]/g, '-')}`;
