/** Why the change in one field is not saved (store.save.problems), for the field to show with aria-invalid. */
import { useEditor } from '../store/react.tsx';

export function useFieldProblem(field: string): string | null {
  return useEditor((s) => s.save.problems.find((p) => p.field === field)?.message ?? null);
}

/** The id of the message that says why `field` is not saved (in SaveProblems), for the field's aria-describedby. */
export const problemId = (field: string) => `save-problem-${field.replace(/[^\w-]/g, '-')}`;
