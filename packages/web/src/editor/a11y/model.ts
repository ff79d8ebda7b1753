/** The model's accessibility rules (packages/model/src/a11y), the one place the editor takes them from. */
export { AA_NORMAL, PAGE_TEXT, accessibilityProblems, contrastRatio, publishBlockers, readableTextOn, type A11yProblem } from '@folio/model';
