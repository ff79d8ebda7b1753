/**
 * Submission validation (spec §5), the submit button's status and reset (spec §4 Submit button), the submission
 * toasts (spec §8) and the template support check (spec §4 Folio, §8).
 */
import { DEFAULT_TIME } from './defaults.ts';
import { FOLIO_TEXTS } from './errors.ts';
import { getNode, isSubmitButton, submitButtons, type SubmitButton } from './tree.ts';
import {
  isInteractionKind,
  isResourceKind,
  type FolioDocument,
  type FolioNode,
  type NodeKind,
  type NodeMap,
  type SubmitStatus,
} from './types.ts';

/** A simple address: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** North American phone: optional +1, then 3, 3 and 4 digits, with optional brackets, dashes, dots or spaces. */
export const TEL_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Whether one widget's answer is invalid for a submission. Non-input widgets are never invalid. */
export function isWidgetInvalid(node: FolioNode): boolean {
  switch (node.kind) {
    case 'text-widget': {
      const value = node.state.value.trim();
      if (value === '') return node.required;
      if (node.meta.dataValidationType === 'email') return !EMAIL_PATTERN.test(value);
      if (node.meta.dataValidationType === 'tel') return !TEL_PATTERN.test(value);
      return false;
    }
    case 'numeric-widget':
      return node.required && !node.state.value;
    case 'multiple-choice-widget':
      return node.required && node.state.selected.length === 0;
    case 'date-widget':
    case 'time-widget':
      return node.required && !(node.state.isSet && node.state.value);
    // A file still on its way counts: the submit then waits for it (the uploads-pending toast), rather than
    // telling the visitor who just chose one that it is missing.
    case 'upload-widget':
      return node.required && node.state.files.length === 0 && !(node.state.pendingUploads > 0);
    case 'hyperlink-widget':
      return (node.required && node.state.value.trim() === '') || node.state.urlError;
    default:
      return false;
  }
}

export interface SubmissionCheck {
  ok: boolean;
  /** the listed widgets whose answers are invalid; they get the error flag */
  invalidIds: string[];
  /** files are still uploading: the submit waits */
  uploadsPending: boolean;
  /** the toast to show when the check fails */
  toast: string | null;
}

/** Checks the widgets a submit button lists (ids that name nothing are skipped). */
export function checkSubmission(nodes: NodeMap, widgetIds: readonly string[]): SubmissionCheck {
  const widgets = widgetIds.map((id) => nodes[id]).filter((n): n is FolioNode => n !== undefined);
  const invalidIds = widgets.filter(isWidgetInvalid).map((n) => n.id);
  const uploadsPending = widgets.some((n) => n.kind === 'upload-widget' && n.state.pendingUploads > 0);
  const toast = invalidIds.length
    ? FOLIO_TEXTS.submissionInvalid
    : uploadsPending
      ? FOLIO_TEXTS.submissionUploadsPending
      : null;
  return { ok: toast === null, invalidIds, uploadsPending, toast };
}

export function checkButtonSubmission(doc: FolioDocument, buttonId: string): SubmissionCheck {
  const button = getNode(doc, buttonId);
  if (!isSubmitButton(button)) throw new Error(`${buttonId} is not a submit button`);
  return checkSubmission(doc.nodes, button.meta.action.click.widgetIds);
}

/** The submission body's `data`, keyed by widget id (spec §3 Submission). */
export function submissionData(nodes: NodeMap, widgetIds: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const id of widgetIds) {
    const node = nodes[id];
    if (!node) continue;
    switch (node.kind) {
      case 'text-widget':
      case 'numeric-widget':
      case 'hyperlink-widget':
        data[id] = node.state.value;
        break;
      case 'multiple-choice-widget':
        data[id] = node.state.selected;
        break;
      case 'date-widget':
      case 'time-widget':
        data[id] = node.state.isSet ? node.state.value : null;
        break;
      case 'upload-widget':
        data[id] = node.state.files;
        break;
    }
  }
  return data;
}

const withState = (node: FolioNode, state: object): FolioNode => ({ ...node, state: { ...('state' in node ? node.state : {}), ...state } }) as FolioNode;

/** Sets the error flag on the invalid widgets and clears it on the other listed widgets (spec §5). */
export function markInvalid(doc: FolioDocument, widgetIds: readonly string[], invalidIds: readonly string[]): FolioDocument {
  const nodes = { ...doc.nodes };
  for (const id of widgetIds) {
    const node = nodes[id];
    if (node && 'state' in node) nodes[id] = withState(node, { error: invalidIds.includes(id) });
  }
  return { ...doc, nodes };
}

/** The status is set on all submit buttons at once (spec §4 Submit button). */
export function setSubmitStatus(doc: FolioDocument, status: SubmitStatus): FolioDocument {
  const nodes = { ...doc.nodes };
  for (const button of submitButtons(doc.nodes)) {
    const updated: SubmitButton = { ...button, meta: { ...button.meta, action: { click: { ...button.meta.action.click, status } } } };
    nodes[button.id] = updated;
  }
  return { ...doc, nodes };
}

/**
 * The answers after a successful submit: text and hyperlink empty, numeric 0, multiple-choice unselected, date
 * today (`today` as 'YYYY-MM-DD'), time 12:00 AM, upload no files. Error flags are cleared.
 */
export function resetWidgets(doc: FolioDocument, widgetIds: readonly string[], today: string): FolioDocument {
  const nodes = { ...doc.nodes };
  for (const id of widgetIds) {
    const node = nodes[id];
    if (!node) continue;
    const reset: Partial<Record<NodeKind, object>> = {
      'text-widget': { value: '' },
      'hyperlink-widget': { value: '', urlError: false },
      'numeric-widget': { value: 0 },
      'multiple-choice-widget': { selected: [] },
      'date-widget': { value: today, isSet: false },
      'time-widget': { value: DEFAULT_TIME, isSet: false },
      'upload-widget': { files: [], pendingUploads: 0 },
    };
    const state = reset[node.kind];
    if (state) nodes[id] = withState(node, { ...state, error: false });
  }
  return { ...doc, nodes };
}

/** The success toast: 'Submission successfully received!' plus what happens next, if anything. */
export function submissionSuccessToast(button: SubmitButton): string {
  const click = button.meta.action.click;
  if (click.redirectUrl) return `${FOLIO_TEXTS.submissionReceived} ${FOLIO_TEXTS.submissionRedirecting}`;
  if (click.sendEmail) return `${FOLIO_TEXTS.submissionReceived} ${FOLIO_TEXTS.submissionSendingEmail}`;
  return FOLIO_TEXTS.submissionReceived;
}

/**
 * The folio after the server accepted a submission from `buttonId`: the widgets are reset; every submit button
 * becomes fulfilled, unless this button redirects or sends an email (then the status stays, so that proceeds).
 */
export function afterSubmissionSuccess(doc: FolioDocument, buttonId: string, today: string): FolioDocument {
  const button = getNode(doc, buttonId);
  if (!isSubmitButton(button)) throw new Error(`${buttonId} is not a submit button`);
  const reset = resetWidgets(doc, button.meta.action.click.widgetIds, today);
  const proceeds = Boolean(button.meta.action.click.redirectUrl || button.meta.action.click.sendEmail);
  return proceeds ? reset : setSubmitStatus(reset, 'fulfilled');
}

/** The folio after a refused submission: error flags set and every submit button rejected. */
export function afterSubmissionRejected(doc: FolioDocument, buttonId: string, check: SubmissionCheck): FolioDocument {
  const button = getNode(doc, buttonId);
  if (!isSubmitButton(button)) throw new Error(`${buttonId} is not a submit button`);
  return setSubmitStatus(markInvalid(doc, button.meta.action.click.widgetIds, check.invalidIds), 'rejected');
}

// ---------------------------------------------------------------------------------------------------------------
// Templates

/** Resources a template may hold; "text" is read as both the text resource and the text widget. */
export const TEMPLATE_RESOURCE_KINDS: readonly NodeKind[] = [
  'text-resource',
  'text-widget',
  'multiple-choice-widget',
  'button-widget',
  'gallery-widget',
  'asset-resource',
];
/** Interactions a template may hold: the accordion ones. */
export const TEMPLATE_INTERACTION_KINDS: readonly NodeKind[] = ['accordion-interaction'];

/** The §8 toast for a node kind a template cannot hold, or null when templates support it. */
export function templateSupportError(kind: NodeKind): string | null {
  if (isInteractionKind(kind) && !TEMPLATE_INTERACTION_KINDS.includes(kind)) return FOLIO_TEXTS.templateInteractionUnsupported;
  if (isResourceKind(kind) && !TEMPLATE_RESOURCE_KINDS.includes(kind)) return FOLIO_TEXTS.templateResourceUnsupported;
  return null;
}

/** The first unsupported node's toast, or null when every node is supported in templates. */
export function checkTemplateSupport(nodes: NodeMap): string | null {
  for (const node of Object.values(nodes)) {
    const error = templateSupportError(node.kind);
    if (error) return error;
  }
  return null;
}

