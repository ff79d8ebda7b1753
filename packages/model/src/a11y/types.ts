/** One accessibility problem of a folio (issue 27), as the editor's panel, the publish dialog and the publish API show it. */
export type A11yRule = 'image-alt' | 'field-label' | 'contrast' | 'heading-order' | 'link-name' | 'button-name';

export interface A11yProblem {
  rule: A11yRule;
  /** 'error' blocks publishing; 'warning' is only shown */
  severity: 'error' | 'warning';
  /** the node to select to fix it; null when it is about the folio as a whole */
  nodeId: string | null;
  /** the page the node sits on; null when the node is on no page */
  pageId: string | null;
  /** where on the node to fix it, a path into the node ('alt', 'meta.items.2.alt', 'label.text') */
  field?: string;
  /** contrast problems: the measured ratio, rounded to 2 decimals */
  ratio?: number;
  /** plain words telling what to fix */
  message: string;
}
