/**
 * The one description of every node kind's fields (types.ts as data): the server refuses a node that does not fit
 * (400 naming the node and field, on save and on publish), and the renderer skips a stored node that does not fit
 * rather than fail the page. Keep it in step with types.ts; `nodeSchema.test.ts` checks every default node fits.
 */
import { backfillNode } from './backfill.ts';
import { THANK_YOU_MAX } from './defaults.ts';
import { HIDDEN_FIELDS_MAX, HIDDEN_FIELD_NAME } from './hiddenFields.ts';
import { s, shapeProblem, type Shape } from './shape.ts';
import { FORM_STEP_SHAPE, LOGIC_GROUP_SHAPE, logicProblem } from '../form/logicShape.ts';
import type { LogicGroup } from '../form/logic.ts';
import { isNodeKind, type FolioDocument, type FolioNode, type NodeKind, type NodeMap } from './types.ts';

const str = s.string();
const ids = s.array(str);
const strings = s.record(str);
const align = s.enum(['flex-start', 'center', 'flex-end', 'stretch']);
/** 'YYYY-MM-DD' */
const date = s.string(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
/** 'HH:MM', 24-hour */
const time = s.string(/^\d{2}:\d{2}$/, 'a time as HH:MM');

const padding = s.object({ padding: str });
const box = s.object({ padding: str, alignX: align, alignY: align, width: str, height: str }, ['alignX', 'alignY', 'width', 'height']);
const columnDesign = s.object({ alignY: align, alignX: align, width: str, height: str, padding: str }, ['alignX', 'height', 'padding']);

const feedback = s.object(
  {
    enabled: s.boolean,
    showCorrect: s.boolean,
    checkButton: s.object({ icon: str, text: str, useText: s.boolean }),
    format: s.object({ type: s.enum(['iconText']), iconSet: str, correctText: str, incorrectText: str }),
    correctAnswer: s.any,
  },
  ['correctAnswer'],
);

/** A widget: the common fields, its meta and state (state may carry the submission's error flag). */
function widget(meta: Record<string, Shape>, state: Record<string, Shape>, extra: Record<string, Shape> = {}, optional: { meta?: string[]; state?: string[] } = {}): Shape {
  return s.object(
    {
      id: str,
      kind: str,
      name: str,
      required: s.boolean,
      label: s.object({ position: s.enum(['top', 'left', 'right', 'bottom', 'hidden']), text: str }),
      meta: s.object(meta, optional.meta),
      state: s.object({ ...state, error: s.boolean }, ['error', ...(optional.state ?? [])]),
      showIf: LOGIC_GROUP_SHAPE,
      ...extra,
    },
    ['showIf'],
  );
}

const node = (fields: Record<string, Shape>, optional: string[] = []) => s.object({ id: str, kind: str, ...fields }, optional);
const interaction = (settings: Record<string, Shape>) => node({ settings: s.object(settings) });

/** A multiple-choice option: its stored key and what the visitor sees, a text or an image. */
export const CHOICE_OPTION_SHAPE = s.object({
  value: str,
  option: s.oneOf('type', {
    text: s.object({ type: str, text: str }),
    asset: s.object({ type: str, assetId: str, url: str, alt: str }, ['alt']),
  }),
});

export const MULTIPLE_CHOICE_DISPLAYS = ['checkbox', 'dropdown', 'button'] as const;

/**
 * The control a choice list draws: one answer is radio buttons, several are checkboxes. The stored display
 * 'checkbox' (the spec's name) means "a list of options", so a one-answer list never draws square boxes.
 */
export const choiceControl = (acceptMultiple: boolean): 'radio' | 'checkbox' => (acceptMultiple ? 'checkbox' : 'radio');

/** The name the editor gives each display: the list is named after the control it draws. */
export function choiceDisplayLabel(display: (typeof MULTIPLE_CHOICE_DISPLAYS)[number], acceptMultiple: boolean): string {
  if (display === 'dropdown') return 'Dropdown';
  if (display === 'button') return 'Buttons';
  return acceptMultiple ? 'Checkboxes' : 'Radio buttons';
}

const submitAction = s.object(
  {
    type: str,
    status: s.enum(['idle', 'rejected', 'fulfilled']),
    widgetIds: ids,
    redirectUrl: str,
    sendEmail: s.boolean,
    emailTo: str,
    thankYouMessage: s.text(THANK_YOU_MAX),
    thankYouHtml: str,
    allowAnother: s.boolean,
    hiddenFields: s.array(s.string(HIDDEN_FIELD_NAME, 'a name of letters, digits and _ that starts with a letter (at most 40)'), HIDDEN_FIELDS_MAX),
    prefill: s.boolean,
  },
  ['redirectUrl', 'sendEmail', 'emailTo', 'thankYouMessage', 'thankYouHtml', 'allowAnother', 'hiddenFields', 'prefill'],
);

export const NODE_SHAPES: Readonly<Record<NodeKind, Shape>> = {
  page: node({ name: str, children: ids, design: padding, noindex: s.boolean }, ['noindex']),
  tile: node({ children: ids, interactions: ids, design: box, showIf: LOGIC_GROUP_SHAPE, step: FORM_STEP_SHAPE }, ['showIf', 'step']),
  layout: node({ children: ids, design: padding }),
  column: node({ children: ids, design: columnDesign }),
  block: node({ resource: str, interactions: ids, design: box, showIf: LOGIC_GROUP_SHAPE }, ['resource', 'showIf']),
  'text-resource': node({ html: str }),
  'embed-resource': node({ name: str, link: str, size: str, autoplay: s.boolean }),
  'asset-resource': node({ assetId: s.nullable(str), url: str, name: str, alt: str, decorative: s.boolean }, ['alt', 'decorative']),
  'text-widget': widget(
    { dataValidationType: s.enum(['text', 'email', 'tel']), format: s.enum(['single', 'multiple']), instructions: str },
    { value: str },
    { feedback },
  ),
  'numeric-widget': widget(
    { display: s.enum(['input', 'slider']), format: s.enum(['integer', 'decimal']), increment: s.number, min: s.number, max: s.number },
    { value: s.number },
    { feedback },
  ),
  'multiple-choice-widget': widget(
    {
      acceptMultiple: s.boolean,
      display: s.enum(MULTIPLE_CHOICE_DISPLAYS),
      format: s.enum(['asEntered', 'alphabetical']),
      options: s.array(CHOICE_OPTION_SHAPE),
      randomize: s.boolean,
    },
    { selected: ids },
    { feedback },
  ),
  'date-widget': widget({ format: str, useRange: s.boolean }, { value: s.nullable(date), end: s.nullable(date), isSet: s.boolean }, {}, { state: ['end'] }),
  'time-widget': widget({ format: str, useRange: s.boolean }, { value: time, end: time, isSet: s.boolean }, {}, { state: ['end'] }),
  'upload-widget': widget(
    { format: s.enum(['single', 'multiple']), fileTypes: s.array(s.enum(['image', 'pdf'])) },
    { files: s.array(s.object({ uuid: str, name: str, url: str })), pendingUploads: s.number },
  ),
  'hyperlink-widget': widget({}, { value: str, urlError: s.boolean }),
  'gallery-widget': widget(
    { display: s.enum(['slideshow', 'grid']), format: str, items: s.array(s.object({ assetId: str, url: str, caption: str, alt: str, decorative: s.boolean }, ['caption', 'alt', 'decorative'])) },
    {},
  ),
  'visualization-widget': widget({ visualizationId: s.nullable(str) }, {}),
  'menu-widget': widget(
    {
      siteMenuId: s.nullable(str),
      direction: s.enum(['horizontal', 'vertical']),
      align: s.enum(['left', 'center', 'right']),
      mobileAlign: s.enum(['left', 'center', 'right']),
      style: str,
      appearance: strings,
    },
    {},
  ),
  'logo-widget': widget({ caption: str, linkTo: str, websitePartLogoId: s.nullable(str), height: str, width: str, alt: str }, {}, {}, { meta: ['alt'] }),
  'search-widget': widget({ placeholder: str }, { query: str }),
  'accordion-widget': widget(
    {
      panels: s.array(
        s.object({ id: str, title: str, content: str, collapsedByDefault: s.boolean, arrowColor: str, titleBgColor: str, contentBgColor: str }),
      ),
      allowMultipleOpen: s.boolean,
    },
    {},
  ),
  'button-widget': widget(
    {
      action: s.object({ click: s.oneOf('type', { submit: submitAction, redirect: s.object({ type: str, url: str }) }) }),
      appearance: s.object({ text: str, icon: str, useText: s.boolean }),
    },
    {},
  ),
  'accordion-interaction': interaction({
    initiallyCollapsed: s.boolean,
    editModeCollapsed: s.boolean,
    showingArrow: s.boolean,
    isTarget: s.boolean,
    name: str,
    appearance: strings,
  }),
  'slider-interaction': interaction({
    text: str,
    name: str,
    backgroundColour: str,
    padding: str,
    position: s.enum(['left', 'right', 'top', 'bottom']),
    iconColour: str,
    mode: s.enum(['push', 'overlay']),
  }),
  'swivel-interaction': interaction({
    text: str,
    name: str,
    backgroundColour: str,
    padding: str,
    direction: s.enum(['horizontal', 'vertical']),
    alignY: align,
  }),
  'link-interaction': interaction({ url: str, name: str, hoverDisplay: str, target: s.enum(['_self', '_blank']) }),
  'target-interaction': interaction({ name: str }),
  'animation-effects-interaction': interaction({ action: str, effect: str }),
};

/**
 * Where a node (as stored, before the backfill) does not fit its kind: `nodes.<id>.<field> …`, or null when it
 * fits. Missing parts the backfill fills in from the defaults are not problems.
 */
export function nodeProblem(id: string, raw: unknown): string | null {
  return nodeFit(id, raw).problem;
}

/** nodeProblem, with the backfilled node it checked (null when the stored value is not a node of a known kind). */
function nodeFit(id: string, raw: unknown): { problem: string | null; filled: FolioNode | null } {
  const at = `nodes.${id}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: `${at} must be an object`, filled: null };
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !isNodeKind(kind)) return { problem: `${at}.kind must be a node kind, not ${JSON.stringify(kind ?? null)}`, filled: null };
  const filled = backfillNode(raw as FolioNode);
  return { problem: shapeProblem(NODE_SHAPES[kind], filled, at) ?? logicProblemOf(filled, at), filled };
}

/** The rules a node carries, checked beyond their shape (depth, count, values). */
function logicProblemOf(node: FolioNode, at: string): string | null {
  const n = node as { showIf?: LogicGroup; step?: { jumps: Array<{ when: LogicGroup }> } };
  if (n.showIf) {
    const problem = logicProblem(n.showIf, `${at}.showIf`);
    if (problem) return problem;
  }
  for (const [i, jump] of (n.step?.jumps ?? []).entries()) {
    const problem = logicProblem(jump.when, `${at}.step.jumps.${i}.when`);
    if (problem) return problem;
  }
  return null;
}

const RENDERABLE = new WeakMap<object, FolioNode | null>();

/**
 * The node, backfilled, when it fits its kind; null when it does not (drawn as nothing, so one bad stored node
 * never breaks a page). Remembered per node object, so a renderer may ask on every read.
 */
export function renderableNode(raw: FolioNode | undefined): FolioNode | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const known = RENDERABLE.get(raw);
  if (known !== undefined) return known;
  const fit = nodeFit(String(raw.id), raw);
  const filled = fit.problem === null ? fit.filled : null;
  RENDERABLE.set(raw, filled);
  return filled;
}

/** The document with only the nodes that fit their kinds (each backfilled): what visitors' pages are drawn from. */
export function renderableDocument(doc: FolioDocument): FolioDocument {
  const nodes: NodeMap = {};
  let dropped = false;
  for (const [id, node] of Object.entries(doc.nodes)) {
    const fit = renderableNode(node);
    if (fit) nodes[id] = fit;
    else dropped = true;
    if (fit !== node) dropped = true;
  }
  return dropped ? { ...doc, nodes } : doc;
}
