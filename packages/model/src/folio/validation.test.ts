import { describe, expect, it } from 'vitest';
import { createNode } from './defaults.ts';
import { updateNode } from './edits/updateNode.ts';
import { add, addWidgetBlock, basicFolio } from './testing.ts';
import { getNode } from './tree.ts';
import type { FolioDocument, FolioNode, NodeKind, NodeOfKind } from './types.ts';
import {
  EMAIL_PATTERN,
  TEL_PATTERN,
  afterSubmissionRejected,
  afterSubmissionSuccess,
  checkButtonSubmission,
  checkSubmission,
  checkTemplateSupport,
  isWidgetInvalid,
  submissionData,
  submissionSuccessToast,
  templateSupportError,
} from './validation.ts';
import { INTERACTION_KINDS, RESOURCE_KINDS } from './types.ts';

const widget = <K extends NodeKind>(kind: K, overrides: Partial<Omit<NodeOfKind<K>, 'kind'>> = {}) =>
  createNode(kind, overrides) as FolioNode;

describe('submission validation per widget (spec §5)', () => {
  it('text: required and empty is invalid; optional and empty is fine', () => {
    expect(isWidgetInvalid(widget('text-widget', { required: true, state: { value: '  ' } }))).toBe(true);
    expect(isWidgetInvalid(widget('text-widget', { required: false, state: { value: '' } }))).toBe(false);
    expect(isWidgetInvalid(widget('text-widget', { required: true, state: { value: 'anything' } }))).toBe(false);
  });

  it('text with data type email must look like an address', () => {
    const email = (value: string) => widget('text-widget', { meta: { dataValidationType: 'email', format: 'single', instructions: '' }, state: { value } });
    expect(isWidgetInvalid(email('ann@example.com'))).toBe(false);
    for (const bad of ['ann', 'ann@', 'ann@example', 'a nn@example.com', '@example.com']) expect(isWidgetInvalid(email(bad))).toBe(true);
    expect(isWidgetInvalid(email(''))).toBe(false);
    expect(EMAIL_PATTERN.test('x@y.z')).toBe(true);
  });

  it('text with data type tel must be a North American number', () => {
    for (const good of ['5551234567', '555-123-4567', '(555) 123-4567', '555.123.4567', '555 123 4567', '+1 555 123 4567', '1-555-123-4567', '+1(555)123-4567']) {
      expect(TEL_PATTERN.test(good), good).toBe(true);
    }
    for (const bad of ['555-1234', '22345678901', '+44 20 7946 0958', '555-123-45678', 'phone']) {
      expect(TEL_PATTERN.test(bad), bad).toBe(false);
    }
    const tel = widget('text-widget', { meta: { dataValidationType: 'tel', format: 'single', instructions: '' }, state: { value: '555-1234' } });
    expect(isWidgetInvalid(tel)).toBe(true);
  });

  it('numeric: required and falsy, including 0, is invalid', () => {
    expect(isWidgetInvalid(widget('numeric-widget', { required: true, state: { value: 0 } }))).toBe(true);
    expect(isWidgetInvalid(widget('numeric-widget', { required: true, state: { value: 3 } }))).toBe(false);
    expect(isWidgetInvalid(widget('numeric-widget', { required: false, state: { value: 0 } }))).toBe(false);
  });

  it('multiple choice: required needs at least one selected key', () => {
    expect(isWidgetInvalid(widget('multiple-choice-widget', { required: true, state: { selected: [] } }))).toBe(true);
    expect(isWidgetInvalid(widget('multiple-choice-widget', { required: true, state: { selected: ['a'] } }))).toBe(false);
  });

  it('date and time: required needs a value that was actually set', () => {
    expect(isWidgetInvalid(widget('date-widget', { required: true, state: { value: '2026-01-01', isSet: false } }))).toBe(true);
    expect(isWidgetInvalid(widget('date-widget', { required: true, state: { value: '2026-01-01', isSet: true } }))).toBe(false);
    expect(isWidgetInvalid(widget('time-widget', { required: true }))).toBe(true);
    expect(isWidgetInvalid(widget('time-widget', { required: true, state: { value: '00:00', isSet: true } }))).toBe(false);
  });

  it('upload: required needs at least one file', () => {
    expect(isWidgetInvalid(widget('upload-widget', { required: true }))).toBe(true);
    expect(isWidgetInvalid(widget('upload-widget', { required: true, state: { files: [{ uuid: 'u', name: 'a.pdf', url: '/blob/u' }], pendingUploads: 0 } }))).toBe(false);
  });

  it('hyperlink: required and empty, or its error flag set, is invalid', () => {
    expect(isWidgetInvalid(widget('hyperlink-widget', { required: true }))).toBe(true);
    expect(isWidgetInvalid(widget('hyperlink-widget', { required: false, state: { value: 'htp:/x', urlError: true } }))).toBe(true);
    expect(isWidgetInvalid(widget('hyperlink-widget', { required: true, state: { value: 'https://x.com', urlError: false } }))).toBe(false);
  });

  it('widgets that carry no answer are never invalid', () => {
    expect(isWidgetInvalid(widget('gallery-widget', { required: true }))).toBe(false);
  });
});

/** A form: required text w1, numeric w2, upload w3, and the submit button btn listing them. */
function form(): FolioDocument {
  let doc = add(basicFolio(), 'b1', 'text-widget', 'w1', { required: true });
  doc = add(doc, 'b2', 'numeric-widget', 'w2', { required: true });
  doc = add(doc, 'b3', 'upload-widget', 'w3');
  return addWidgetBlock(doc, 'c2', 'b4', 'button-widget', 'btn');
}
const fill = (doc: FolioDocument) => {
  doc = updateNode(doc, 'w1', 'text-widget', { state: { value: 'Ann' } });
  return updateNode(doc, 'w2', 'numeric-widget', { state: { value: 4 } });
};

describe('checking a submission', () => {
  it('returns the invalid widget ids and the invalid-submission toast', () => {
    const check = checkButtonSubmission(form(), 'btn');
    expect(check).toEqual({
      ok: false,
      invalidIds: ['w1', 'w2'],
      uploadsPending: false,
      toast: 'There was an error in your submission; please review your entries.',
    });
  });

  it('waits for the file of a required upload still uploading, rather than calling it missing', () => {
    let doc = updateNode(fill(form()), 'w3', 'upload-widget', { required: true, state: { files: [], pendingUploads: 1 } });
    expect(checkButtonSubmission(doc, 'btn')).toEqual({
      ok: false,
      invalidIds: [],
      uploadsPending: true,
      toast: 'Please wait a moment, there are files waiting to be uploaded.',
    });
    doc = updateNode(doc, 'w3', 'upload-widget', { state: { files: [], pendingUploads: 0 } });
    expect(checkButtonSubmission(doc, 'btn').invalidIds).toEqual(['w3']);
  });

  it('waits for files still uploading', () => {
    const doc = updateNode(fill(form()), 'w3', 'upload-widget', { state: { files: [], pendingUploads: 1 } });
    expect(checkButtonSubmission(doc, 'btn')).toMatchObject({
      ok: false,
      uploadsPending: true,
      toast: 'Please wait a moment, there are files waiting to be uploaded.',
    });
  });

  it('passes a complete form and builds its data keyed by widget id', () => {
    const doc = fill(form());
    expect(checkButtonSubmission(doc, 'btn')).toEqual({ ok: true, invalidIds: [], uploadsPending: false, toast: null });
    expect(submissionData(doc.nodes, ['w1', 'w2', 'w3'])).toEqual({ w1: 'Ann', w2: 4, w3: [] });
  });

  it('checks only the widgets the button lists', () => {
    expect(checkSubmission(form().nodes, ['w3']).ok).toBe(true);
  });

  it('refuses a node that is not a submit button', () => {
    expect(() => checkButtonSubmission(form(), 'w1')).toThrow('w1 is not a submit button');
  });
});

describe('after a submission', () => {
  const status = (doc: FolioDocument, id: string) => (getNode(doc, id) as NodeOfKind<'button-widget'>).meta.action.click;

  it('a rejection flags the invalid widgets and sets every submit button to rejected', () => {
    let doc = addWidgetBlock(form(), 'c2', 'b5', 'button-widget', 'btn2');
    doc = afterSubmissionRejected(doc, 'btn', checkButtonSubmission(doc, 'btn'));
    expect(getNode(doc, 'w1')).toMatchObject({ state: { error: true } });
    expect(getNode(doc, 'w3')).toMatchObject({ state: { error: false } });
    expect(status(doc, 'btn')).toMatchObject({ status: 'rejected' });
    expect(status(doc, 'btn2')).toMatchObject({ status: 'rejected' });
  });

  it('a success resets the widgets and sets every submit button to fulfilled', () => {
    let doc = add(fill(form()), 'c2', 'block', 'b5');
    doc = add(doc, 'b5', 'date-widget', 'd1', { state: { value: '2020-02-02', isSet: true } });
    doc = add(add(doc, 'c2', 'block', 'b6'), 'b6', 'time-widget', 't9', { state: { value: '13:30', isSet: true } });
    doc = add(add(doc, 'c2', 'block', 'b7'), 'b7', 'multiple-choice-widget', 'm1', { state: { selected: ['a'] } });
    doc = add(add(doc, 'c2', 'block', 'b8'), 'b8', 'hyperlink-widget', 'h1', { state: { value: 'https://x.com', urlError: false } });
    doc = afterSubmissionSuccess(doc, 'btn', '2026-11-22');
    expect(getNode(doc, 'w1')).toMatchObject({ state: { value: '' } });
    expect(getNode(doc, 'w2')).toMatchObject({ state: { value: 0 } });
    expect(getNode(doc, 'w3')).toMatchObject({ state: { files: [] } });
    expect(getNode(doc, 'd1')).toMatchObject({ state: { value: '2026-11-22', isSet: false } });
    expect(getNode(doc, 't9')).toMatchObject({ state: { value: '00:00', isSet: false } });
    expect(getNode(doc, 'm1')).toMatchObject({ state: { selected: [] } });
    expect(getNode(doc, 'h1')).toMatchObject({ state: { value: '' } });
    expect(status(doc, 'btn')).toMatchObject({ status: 'fulfilled' });
  });

  it('a button that redirects or sends an email keeps its status, so that proceeds', () => {
    let doc = fill(form());
    const button = getNode(doc, 'btn') as NodeOfKind<'button-widget'>;
    const click = { type: 'submit' as const, status: 'idle' as const, widgetIds: ['w1', 'w2'], redirectUrl: 'https://x.com' };
    doc = updateNode(doc, 'btn', 'button-widget', { meta: { ...button.meta, action: { click } } });
    doc = afterSubmissionSuccess(doc, 'btn', '2026-11-22');
    expect(status(doc, 'btn')).toMatchObject({ status: 'idle' });
    expect(getNode(doc, 'w1')).toMatchObject({ state: { value: '' } });
  });

  it('the success toast names what happens next', () => {
    const button = (click: object) => createNode('button-widget', { meta: { action: { click: { type: 'submit', status: 'idle', widgetIds: [], ...click } }, appearance: { text: '', icon: '', useText: true } } }) as Parameters<typeof submissionSuccessToast>[0];
    expect(submissionSuccessToast(button({}))).toBe('Submission successfully received!');
    expect(submissionSuccessToast(button({ redirectUrl: '/x' }))).toBe('Submission successfully received! Preparing to redirect...');
    expect(submissionSuccessToast(button({ sendEmail: true }))).toBe('Submission successfully received! Sending email...');
  });
});

describe('templates (spec §4 Folio, §8)', () => {
  it('support only accordion interactions', () => {
    for (const kind of INTERACTION_KINDS) {
      expect(templateSupportError(kind)).toBe(kind === 'accordion-interaction' ? null : 'Current interaction is not supported in templates');
    }
  });

  it('support only text, multiple-choice, button, gallery and asset resources', () => {
    const supported = ['text-resource', 'text-widget', 'multiple-choice-widget', 'button-widget', 'gallery-widget', 'asset-resource'];
    for (const kind of RESOURCE_KINDS) {
      expect(templateSupportError(kind), kind).toBe(supported.includes(kind) ? null : 'Current resource is not supported in templates');
    }
  });

  it('structural nodes are always fine', () => {
    expect(checkTemplateSupport(basicFolio().nodes)).toBeNull();
  });

  it('a folio with an unsupported node gets the toast text', () => {
    expect(checkTemplateSupport(add(basicFolio(), 'b1', 'numeric-widget', 'n').nodes)).toBe('Current resource is not supported in templates');
    expect(checkTemplateSupport(add(basicFolio(), 'b1', 'slider-interaction', 's').nodes)).toBe('Current interaction is not supported in templates');
  });
});
