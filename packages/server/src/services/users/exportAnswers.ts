/** Submissions for "Download my data": each answer under its field's label as the form shows it, the ids kept too. */
import { answerText, labelOf, type NodeMap } from '@folio/model';

/** A label once per submission: a second field with the same label is "Label (2)", and so on. */
function uniqueLabel(taken: Set<string>, label: string): string {
  let name = label;
  for (let n = 2; taken.has(name); n++) name = `${label} (${n})`;
  taken.add(name);
  return name;
}

/** The rows with `answers` (label → answer text) beside `data` (widget id → answer); the folio's nodes dropped. */
export function labelledAnswers(rows: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return rows.map(({ folio_nodes, ...row }) => {
    const nodes = (folio_nodes ?? {}) as NodeMap;
    const data = (row.data ?? {}) as Record<string, unknown>;
    const taken = new Set<string>();
    const answers: Record<string, string> = {};
    for (const [widgetId, answer] of Object.entries(data)) {
      const node = nodes[widgetId];
      answers[uniqueLabel(taken, node ? labelOf(node) : widgetId)] = answerText(node, answer);
    }
    return { ...row, answers };
  });
}
