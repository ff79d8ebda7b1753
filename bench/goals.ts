// Every figure the bench checks against a goal (issue 28) is printed with that goal beside it, and collected here so
// `npm run bench` ends with one table of what holds and what does not.
export type Op = '<' | '<=' | '>=' | '>';

export interface GoalRow {
  name: string;
  figure: number;
  op: Op;
  target: number;
  unit: string;
  met: boolean;
}

const rows: GoalRow[] = [];

const holds = (figure: number, op: Op, target: number): boolean =>
  op === '<' ? figure < target : op === '<=' ? figure <= target : op === '>=' ? figure >= target : figure > target;

const show = (n: number): string => (Number.isInteger(n) ? n.toLocaleString('en') : n.toFixed(n < 1 ? 3 : 1));

/** Records a figure with its goal and answers the text to print beside it: `(goal < 50 ms) ok` or `... MISSED`. */
export function goal(name: string, figure: number, op: Op, target: number, unit = ''): string {
  const met = Number.isFinite(figure) && holds(figure, op, target);
  rows.push({ name, figure, op, target, unit, met });
  return `(goal ${op} ${show(target)}${unit ? ` ${unit}` : ''}) ${met ? 'ok' : 'MISSED'}`;
}

/** Every goal recorded so far, in the order measured. */
export function goalRows(): readonly GoalRow[] {
  return rows;
}

/** The closing table: one line per goal, then how many hold. */
export function printGoals(): void {
  if (!rows.length) return;
  console.log('\nGoals');
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const unit = r.unit ? ` ${r.unit}` : '';
    console.log(`${r.met ? 'ok    ' : 'MISSED'}  ${r.name.padEnd(width)}  ${show(r.figure).padStart(10)}${unit}  goal ${r.op} ${show(r.target)}${unit}`);
  }
  console.log(`${rows.filter((r) => r.met).length} of ${rows.length} goals hold`);
}
