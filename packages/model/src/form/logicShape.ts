/**
 * The stored shape of rules and steps (issue 31), for nodeSchema.ts: a rule group nests (a group in a group) at most
 * LOGIC_MAX_DEPTH deep, which the shape itself spells out; how many conditions, and their values, `logicProblem` checks.
 */
import { s, type Shape } from '../folio/shape.ts';
import { LOGIC_MAX_DEPTH, LOGIC_MAX_RULES, LOGIC_OPERATORS, ruleSize, type LogicGroup } from './logic.ts';

const CONDITION = s.object(
  {
    type: s.enum(['rule']),
    widgetId: s.string(),
    op: s.enum(LOGIC_OPERATORS),
    value: s.any,
  },
  ['value'],
);

/** A group nesting at most `levels` deep: its rules are conditions, or groups one level shallower. */
function groupShape(levels: number): Shape {
  const rule = levels > 1 ? s.oneOf('type', { rule: CONDITION, group: groupShape(levels - 1) }) : s.oneOf('type', { rule: CONDITION });
  return s.object({ type: s.enum(['group']), match: s.enum(['all', 'any']), rules: s.array(rule) });
}

export const LOGIC_GROUP_SHAPE: Shape = groupShape(LOGIC_MAX_DEPTH);

export const FORM_STEP_SHAPE: Shape = s.object({
  title: s.text(200),
  jumps: s.array(s.object({ when: LOGIC_GROUP_SHAPE, to: s.string() })),
});

/** What is wrong with a rule group beyond its shape (too deep, too many conditions, a value of the wrong kind), or null. */
export function logicProblem(group: LogicGroup, path: string): string | null {
  const { rules } = ruleSize(group);
  if (rules > LOGIC_MAX_RULES) return `${path} has more than ${LOGIC_MAX_RULES} conditions`;
  const bad = (g: LogicGroup): boolean =>
    g.rules.some((r) =>
      r.type === 'group'
        ? bad(r)
        : r.value !== undefined && r.value !== null && !(typeof r.value === 'string' && r.value.length <= 500) && !(typeof r.value === 'number' && Number.isFinite(r.value)) && !(Array.isArray(r.value) && r.value.length <= 100 && r.value.every((v) => typeof v === 'string' && v.length <= 500)),
    );
  return bad(group) ? `${path} has a value that is not text, a number or a list of options` : null;
}
