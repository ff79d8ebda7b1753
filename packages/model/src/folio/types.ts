/**
 * The folio document (spec §3 Folio root, Folio node kinds, widget metas, interactions) as plain typed JSON.
 *
 * Shape: a folio is `root` (the Folio root fields; `pages` holds the ordered page ids) plus one flat map
 * `nodes` keyed by node id. Parents hold their children by id:
 * - page.children → tile ids, tile.children → layout ids, layout.children → column ids, column.children → block ids;
 * - block.resource → the id of at most one resource (text/embed/asset resource or any widget);
 * - tile.interactions and block.interactions → ids of interaction nodes.
 * Interactions are nodes of their own (kinds `<name>-interaction`), so copy, paste, delete and the backfill
 * treat them like every other node. Each node carries its kind-specific settings in one object: `design` for
 * the structural kinds, `meta` (settings) and `state` (what a visitor entered) for widgets, `settings` for
 * interactions.
 */
import type { LogicGroup } from '../form/logic.ts';
import type { StepJump } from '../form/outline.ts';

// ---------------------------------------------------------------------------------------------------------------
// Kinds

export const STRUCTURAL_KINDS = ['page', 'tile', 'layout', 'column', 'block'] as const;
export type StructuralKind = (typeof STRUCTURAL_KINDS)[number];

export const PLAIN_RESOURCE_KINDS = ['text-resource', 'embed-resource', 'asset-resource'] as const;
export type PlainResourceKind = (typeof PLAIN_RESOURCE_KINDS)[number];

export const WIDGET_KINDS = [
  'text-widget',
  'button-widget',
  'accordion-widget',
  'numeric-widget',
  'multiple-choice-widget',
  'date-widget',
  'time-widget',
  'upload-widget',
  'hyperlink-widget',
  'gallery-widget',
  'visualization-widget',
  'menu-widget',
  'logo-widget',
  'search-widget',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Widgets that carry a visitor's answer, so a submit button can send them (spec §5 lists exactly these). */
export const INPUT_WIDGET_KINDS = [
  'text-widget',
  'numeric-widget',
  'multiple-choice-widget',
  'date-widget',
  'time-widget',
  'upload-widget',
  'hyperlink-widget',
] as const satisfies readonly WidgetKind[];
export type InputWidgetKind = (typeof INPUT_WIDGET_KINDS)[number];

export const INTERACTION_KINDS = [
  'accordion-interaction',
  'slider-interaction',
  'swivel-interaction',
  'link-interaction',
  'target-interaction',
  'animation-effects-interaction',
] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/** What a block's single `resource` slot may hold. */
export type ResourceKind = PlainResourceKind | WidgetKind;
export const RESOURCE_KINDS: readonly ResourceKind[] = [...PLAIN_RESOURCE_KINDS, ...WIDGET_KINDS];

export type NodeKind = StructuralKind | ResourceKind | InteractionKind;
export const NODE_KINDS: readonly NodeKind[] = [...STRUCTURAL_KINDS, ...RESOURCE_KINDS, ...INTERACTION_KINDS];

export const isWidgetKind = (kind: string): kind is WidgetKind => (WIDGET_KINDS as readonly string[]).includes(kind);
export const isInputWidgetKind = (kind: string): kind is InputWidgetKind =>
  (INPUT_WIDGET_KINDS as readonly string[]).includes(kind);
export const isInteractionKind = (kind: string): kind is InteractionKind =>
  (INTERACTION_KINDS as readonly string[]).includes(kind);
export const isResourceKind = (kind: string): kind is ResourceKind => (RESOURCE_KINDS as readonly string[]).includes(kind);
export const isNodeKind = (kind: string): kind is NodeKind => (NODE_KINDS as readonly string[]).includes(kind);

// ---------------------------------------------------------------------------------------------------------------
// Design (spec §3 Design defaults: column, block and tile carry alignment, width and height)

export type AlignY = 'flex-start' | 'center' | 'flex-end' | 'stretch';
export type AlignX = 'flex-start' | 'center' | 'flex-end' | 'stretch';

export interface PaddingDesign {
  /** CSS padding shorthand, e.g. '0 20px' */
  padding: string;
}
export interface BoxDesign extends PaddingDesign {
  alignX?: AlignX;
  alignY?: AlignY;
  /** CSS width; absent = automatic (columns: equal share of the layout) */
  width?: string;
  height?: string;
}
export interface ColumnDesign {
  alignY: AlignY;
  alignX?: AlignX;
  /** 'equal' = the layout's width split evenly between its columns; otherwise a CSS width */
  width: 'equal' | string;
  height?: string;
  padding?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Structural nodes

export interface PageNode {
  id: string;
  kind: 'page';
  name: string;
  children: string[];
  design: PaddingDesign;
  /** published page asks search engines not to index it (`<meta name="robots" content="noindex">`) */
  noindex?: boolean;
}
export interface TileNode {
  id: string;
  kind: 'tile';
  children: string[];
  interactions: string[];
  design: BoxDesign;
  /** shown only when these answers hold (issue 31); a step tile is skipped otherwise */
  showIf?: LogicGroup;
  /** a step of a form across several steps: shown alone, with Back/Next (issue 31) */
  step?: FormStepSettings;
}

/** A form step's settings: its title in the progress line, and where it jumps by answers. */
export interface FormStepSettings {
  title: string;
  jumps: StepJump[];
}
export interface LayoutNode {
  id: string;
  kind: 'layout';
  children: string[];
  design: PaddingDesign;
}
export interface ColumnNode {
  id: string;
  kind: 'column';
  children: string[];
  design: ColumnDesign;
}
export interface BlockNode {
  id: string;
  kind: 'block';
  /** at most one resource or widget */
  resource?: string;
  interactions: string[];
  design: BoxDesign;
  /** shown only when these answers hold (issue 31) */
  showIf?: LogicGroup;
}

// ---------------------------------------------------------------------------------------------------------------
// Plain resources

export interface TextResourceNode {
  id: string;
  kind: 'text-resource';
  /** sanitized HTML */
  html: string;
}
/** spec §3 Text embed: name, link, size, autoplay */
export interface EmbedResourceNode {
  id: string;
  kind: 'embed-resource';
  name: string;
  link: string;
  size: string;
  autoplay: boolean;
}
export interface AssetResourceNode {
  id: string;
  kind: 'asset-resource';
  assetId: string | null;
  url: string;
  name: string;
  /** what the image shows, read by screen readers (issue 27); absent or empty = none written yet */
  alt?: string;
  /** the image only decorates: published with alt="" and never flagged for missing alt text */
  decorative?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Answer checking (spec §3 Default answer-checking settings), on text, numeric and multiple-choice widgets

export interface FeedbackSettings {
  enabled: boolean;
  showCorrect: boolean;
  checkButton: { icon: string; text: string; useText: boolean };
  format: { type: 'iconText'; iconSet: string; correctText: string; incorrectText: string };
  /** the correct answer the check compares against; absent until the author sets one */
  correctAnswer?: unknown;
}

// ---------------------------------------------------------------------------------------------------------------
// Widgets

export type LabelPosition = 'top' | 'left' | 'right' | 'bottom' | 'hidden';
export interface WidgetLabel {
  position: LabelPosition;
  text: string;
}

interface WidgetBase<K extends WidgetKind, Meta, State> {
  id: string;
  kind: K;
  name: string;
  required: boolean;
  label: WidgetLabel;
  meta: Meta;
  state: State & {
    /** set when a submission found this widget invalid (spec §5) */
    error?: boolean;
  };
  /** shown (and asked) only when these answers hold (issue 31) */
  showIf?: LogicGroup;
}

export type TextDataValidationType = 'text' | 'email' | 'tel';
export interface TextMeta {
  dataValidationType: TextDataValidationType;
  format: 'single' | 'multiple';
  instructions: string;
}
export type TextWidget = WidgetBase<'text-widget', TextMeta, { value: string }> & { feedback: FeedbackSettings };

export interface NumericMeta {
  display: 'input' | 'slider';
  format: 'integer' | 'decimal';
  increment: number;
  min: number;
  max: number;
}
export type NumericWidget = WidgetBase<'numeric-widget', NumericMeta, { value: number }> & { feedback: FeedbackSettings };

export interface ChoiceOption {
  /** the key stored in a submission */
  value: string;
  option: { type: 'text'; text: string } | { type: 'asset'; assetId: string; url: string; alt?: string };
}
export interface MultipleChoiceMeta {
  acceptMultiple: boolean;
  display: 'checkbox' | 'dropdown' | 'button';
  format: 'asEntered' | 'alphabetical';
  options: ChoiceOption[];
  randomize: boolean;
}
export type MultipleChoiceWidget = WidgetBase<'multiple-choice-widget', MultipleChoiceMeta, { selected: string[] }> & {
  feedback: FeedbackSettings;
};

export interface DateTimeMeta {
  format: string;
  useRange: boolean;
}
/** `isSet` tells a value the visitor chose from the shown default (spec §5: "a value that was actually set") */
export interface DateState {
  /** 'YYYY-MM-DD' */
  value: string | null;
  end?: string | null;
  isSet: boolean;
}
export interface TimeState {
  /** 'HH:MM', 24-hour; '00:00' is 12:00 AM */
  value: string;
  end?: string;
  isSet: boolean;
}
export type DateWidget = WidgetBase<'date-widget', DateTimeMeta, DateState>;
export type TimeWidget = WidgetBase<'time-widget', DateTimeMeta, TimeState>;

export type UploadFileType = 'image' | 'pdf';
export interface UploadMeta {
  format: 'single' | 'multiple';
  fileTypes: UploadFileType[];
}
export interface UploadedFile {
  uuid: string;
  name: string;
  url: string;
}
export interface UploadState {
  files: UploadedFile[];
  /** files still being uploaded; a submit waits for them (spec §5) */
  pendingUploads: number;
}
export type UploadWidget = WidgetBase<'upload-widget', UploadMeta, UploadState>;

export type HyperlinkWidget = WidgetBase<'hyperlink-widget', Record<string, never>, { value: string; urlError: boolean }>;

export interface GalleryItem {
  assetId: string;
  url: string;
  caption?: string;
  /** what the image shows (issue 27); the caption stands in when this is empty */
  alt?: string;
  /** the image only decorates: alt="" and never flagged */
  decorative?: boolean;
}
export interface GalleryMeta {
  display: 'slideshow' | 'grid';
  format: string;
  items: GalleryItem[];
}
export type GalleryWidget = WidgetBase<'gallery-widget', GalleryMeta, Record<string, never>>;

export type VisualizationWidget = WidgetBase<
  'visualization-widget',
  { visualizationId: string | null },
  Record<string, never>
>;

export interface MenuMeta {
  siteMenuId: string | null;
  direction: 'horizontal' | 'vertical';
  align: 'left' | 'center' | 'right';
  mobileAlign: 'left' | 'center' | 'right';
  style: string;
  appearance: Record<string, string>;
}
export type MenuWidget = WidgetBase<'menu-widget', MenuMeta, Record<string, never>>;

export interface LogoMeta {
  caption: string;
  /** what the logo says, e.g. the organisation's name (issue 27) */
  alt?: string;
  linkTo: string;
  websitePartLogoId: string | null;
  height: string;
  width: string;
}
export type LogoWidget = WidgetBase<'logo-widget', LogoMeta, Record<string, never>>;

export type SearchWidget = WidgetBase<'search-widget', { placeholder: string }, { query: string }>;

export interface AccordionPanel {
  id: string;
  title: string;
  content: string;
  collapsedByDefault: boolean;
  arrowColor: string;
  titleBgColor: string;
  contentBgColor: string;
}
export interface AccordionMeta {
  panels: AccordionPanel[];
  allowMultipleOpen: boolean;
}
export type AccordionWidget = WidgetBase<'accordion-widget', AccordionMeta, Record<string, never>>;

export type SubmitStatus = 'idle' | 'rejected' | 'fulfilled';
export interface SubmitAction {
  type: 'submit';
  status: SubmitStatus;
  /** the input widgets this button sends */
  widgetIds: string[];
  /** after a successful submit: go here ('Preparing to redirect...') */
  redirectUrl?: string;
  /** after a successful submit: mail the submission ('Sending email...') */
  sendEmail?: boolean;
  /** where sendEmail mails the submission; empty = the folio author's address */
  emailTo?: string;
  /** shown in place of the form after a successful submit; absent or empty = DEFAULT_THANK_YOU */
  thankYouMessage?: string;
  /** the thank-you message as rich text (wins over thankYouMessage); `{{Field label}}` or `{{widget id}}` quote the answers sent (formThanks.ts) */
  thankYouHtml?: string;
  /** whether the thank-you message offers "Send another answer"; absent = true */
  allowAnother?: boolean;
  /** names of values read from the page's address (`?ref=…`) and stored with the submission (hiddenFields.ts) */
  hiddenFields?: string[];
  /** visible fields take their first value from the page's address, by the widget's name or id; absent = no */
  prefill?: boolean;
}
export interface RedirectAction {
  type: 'redirect';
  url: string;
}
export interface ButtonMeta {
  action: { click: SubmitAction | RedirectAction };
  appearance: { text: string; icon: string; useText: boolean };
}
export type ButtonWidget = WidgetBase<'button-widget', ButtonMeta, Record<string, never>>;

export type WidgetNode =
  | TextWidget
  | ButtonWidget
  | AccordionWidget
  | NumericWidget
  | MultipleChoiceWidget
  | DateWidget
  | TimeWidget
  | UploadWidget
  | HyperlinkWidget
  | GalleryWidget
  | VisualizationWidget
  | MenuWidget
  | LogoWidget
  | SearchWidget;

// ---------------------------------------------------------------------------------------------------------------
// Interactions (spec §3 Interactions)

export interface AccordionInteractionSettings {
  initiallyCollapsed: boolean;
  editModeCollapsed: boolean;
  showingArrow: boolean;
  isTarget: boolean;
  name: string;
  appearance: Record<string, string>;
}
export interface SliderInteractionSettings {
  text: string;
  name: string;
  backgroundColour: string;
  padding: string;
  position: 'left' | 'right' | 'top' | 'bottom';
  iconColour: string;
  mode: 'push' | 'overlay';
}
export interface SwivelInteractionSettings {
  text: string;
  name: string;
  backgroundColour: string;
  padding: string;
  direction: 'horizontal' | 'vertical';
  alignY: AlignY;
}
export interface LinkInteractionSettings {
  url: string;
  name: string;
  hoverDisplay: string;
  target: '_self' | '_blank';
}
export interface TargetInteractionSettings {
  name: string;
}
export interface AnimationEffectsInteractionSettings {
  action: string;
  effect: string;
}

interface InteractionBase<K extends InteractionKind, S> {
  id: string;
  kind: K;
  settings: S;
}
export type InteractionNode =
  | InteractionBase<'accordion-interaction', AccordionInteractionSettings>
  | InteractionBase<'slider-interaction', SliderInteractionSettings>
  | InteractionBase<'swivel-interaction', SwivelInteractionSettings>
  | InteractionBase<'link-interaction', LinkInteractionSettings>
  | InteractionBase<'target-interaction', TargetInteractionSettings>
  | InteractionBase<'animation-effects-interaction', AnimationEffectsInteractionSettings>;

// ---------------------------------------------------------------------------------------------------------------
// The union and the document

export type FolioNode =
  | PageNode
  | TileNode
  | LayoutNode
  | ColumnNode
  | BlockNode
  | TextResourceNode
  | EmbedResourceNode
  | AssetResourceNode
  | WidgetNode
  | InteractionNode;

/** The node type of one kind: `NodeOfKind<'text-widget'>` is `TextWidget`. */
export type NodeOfKind<K extends NodeKind> = Extract<FolioNode, { kind: K }>;

export type NodeMap = Record<string, FolioNode>;

/** Licence rights carried by a purchased or shared folio (spec §6). */
export interface LicenseDetails {
  canEdit: boolean;
  copyShare?: 'copy' | 'share' | null;
  folioSubmissions?: boolean;
  folioShare?: boolean;
  folioCopy?: boolean;
  folioCopyTransfer?: boolean;
  folioCopyTransferType?: string | null;
}

/** spec §3 Folio root. */
export interface FolioRoot {
  authorId: string;
  name: string;
  url: string | null;
  tags: string[];
  summary: string;
  description: string;
  thumbnailId: string | null;
  thumbnailUrl: string | null;
  pageDisplay: string;
  hasCommentSection: boolean;
  showFolioInfoInHeader: boolean;
  commentSectionId: string | null;
  libraryId: string | null;
  libraryMenuType: string | null;
  websiteId: string | null;
  isPublic: boolean;
  switchScreen: boolean;
  editableSubmission: boolean;
  submissionReceiversVisualizationId: string | null;
  formatVisualizationAsSpreadsheet: boolean;
  submissionReceiversAccounts: string[];
  submissionReceiversAccountGroups: string[];
  /** what receivers' mails carry: the answers, or only a link to the submissions (the owner's choice) */
  submissionReceiversMail: 'answers' | 'link';
  /** the most submissions the form takes; null = no limit */
  submissionLimit: number | null;
  purchaseReceiversAccounts: string[];
  purchaseReceiversAccountGroups: string[];
  /** 1 at creation; the server increments it on every saved change */
  version: number;
  marketplaceFolio: boolean;
  isWebsitePart: boolean;
  websitePartType: string | null;
  /** ordered page ids */
  pages: string[];
  originalAuthorId: string | null;
  /** the language of the folio's text, a BCP 47 tag ('en', 'pt-BR'); absent = 'en'. A website's language wins on its pages. */
  language?: string;
  /** the direction of the folio's text; absent = the usual direction of `language` */
  direction?: 'ltr' | 'rtl';
  /** translations of the folio's texts (issue 32, translations.ts): language tag → text id → text; absent = none */
  translations?: Record<string, Record<string, string>>;
  /** other sites may show the published pages in a frame (issue 30, the owner's choice); absent = no */
  embeddable?: boolean;
  /** the form offers "Continue later": its answers kept behind a link (issue 31, form/drafts.ts); absent = no */
  resumeLater?: boolean;
  /** how many days a "Continue later" link lasts; absent = 7 */
  resumeDays?: number;
  /** the page keeps answers as the visitor goes from step to step; the owner sees those never sent; absent = no */
  collectPartials?: boolean;
  /** the visitor gets a copy of their answers at the address the form's email question holds (issue 31); absent = no */
  confirmationMail?: boolean;
  /** how the published form keeps spam out (issue 31, spamProtection.ts): 'proofOfWork' (new folios) or 'none'; absent = 'none' */
  spamProtection?: 'proofOfWork' | 'none';
  /** the form takes answers from this instant (ISO 8601; published with the folio); absent or null = already open */
  opensAt?: string | null;
  /** the form takes no answers from this instant (ISO 8601; published with the folio); absent or null = never closes */
  closesAt?: string | null;
  /** what visitors read in place of a closed or full form (plain text); absent or empty = formWindow.ts's defaults */
  closedMessage?: string;
}

/** What is stored and sent: the root, the flat node map and the schema version of this shape. */
export interface FolioDocument {
  schemaVersion: number;
  root: FolioRoot;
  nodes: NodeMap;
}
