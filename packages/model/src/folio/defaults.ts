/** The spec's defaults (§3 Design defaults, widget metas, answer checking, type labels) and node factories. */
import { CURRENT_SCHEMA_VERSION } from './schemaVersion.ts';
import type {
  AccordionMeta,
  ButtonMeta,
  ColumnDesign,
  DateTimeMeta,
  FeedbackSettings,
  FolioDocument,
  FolioRoot,
  GalleryMeta,
  LogoMeta,
  MenuMeta,
  MultipleChoiceMeta,
  NodeKind,
  NodeOfKind,
  NumericMeta,
  PaddingDesign,
  BoxDesign,
  TextMeta,
  UploadMeta,
  WidgetKind,
  WidgetLabel,
} from './types.ts';

export type IdFactory = () => string;
export const randomId: IdFactory = () => globalThis.crypto.randomUUID();

// Design defaults (spec §3): page padding 0; tile padding 0 20px; layout padding 0; column alignY flex-start
// with equal width; block padding 8px.
export const PAGE_DESIGN: PaddingDesign = { padding: '0' };
export const TILE_DESIGN: BoxDesign = { padding: '0 20px' };
export const LAYOUT_DESIGN: PaddingDesign = { padding: '0' };
export const COLUMN_DESIGN: ColumnDesign = { alignY: 'flex-start', width: 'equal' };
export const BLOCK_DESIGN: BoxDesign = { padding: '8px' };

/** spec §3 Default answer-checking settings. */
export const DEFAULT_FEEDBACK: FeedbackSettings = {
  enabled: false,
  showCorrect: false,
  checkButton: { icon: 'check', text: 'Check Answer', useText: false },
  format: { type: 'iconText', iconSet: 'faces', correctText: '<p>Correct!</p>', incorrectText: '<p>Try again!</p>' },
};

// Widget meta defaults (spec §3).
export const TEXT_META: TextMeta = { dataValidationType: 'text', format: 'single', instructions: '' };
export const NUMERIC_META: NumericMeta = { display: 'input', format: 'integer', increment: 1, min: 0, max: 5 };
export const MULTIPLE_CHOICE_META: MultipleChoiceMeta = {
  acceptMultiple: false,
  display: 'checkbox',
  format: 'asEntered',
  options: [],
  randomize: false,
};
export const DATE_META: DateTimeMeta = { format: 'MM/DD/YYYY', useRange: false };
export const TIME_META: DateTimeMeta = { format: 'h:mm A', useRange: false };
export const UPLOAD_META: UploadMeta = { format: 'single', fileTypes: ['image', 'pdf'] };
export const GALLERY_META: GalleryMeta = { display: 'slideshow', format: 'contain', items: [] };
export const MENU_META: MenuMeta = {
  siteMenuId: null,
  direction: 'horizontal',
  align: 'left',
  mobileAlign: 'left',
  style: 'default',
  appearance: {},
};
export const LOGO_META: LogoMeta = { caption: '', linkTo: '', websitePartLogoId: null, height: 'auto', width: 'auto' };
export const ACCORDION_META: AccordionMeta = { panels: [], allowMultipleOpen: false };
export const BUTTON_META: ButtonMeta = {
  action: { click: { type: 'submit', status: 'idle', widgetIds: [] } },
  appearance: { text: 'Submit', icon: 'send', useText: true },
};

/** What a form shows in its place after a successful submit when its submit button sets no message of its own. */
export const DEFAULT_THANK_YOU = 'Thank you! Your answers have been sent.';

/** The longest thank-you message a form may have. */
export const THANK_YOU_MAX = 500;

/** The thank-you message of a submit button's form: its own (trimmed) or the default. */
export const thankYouMessage = (click: { thankYouMessage?: string }): string => click.thankYouMessage?.trim() || DEFAULT_THANK_YOU;

/** Time widget default and reset value: 12:00 AM (spec §4 Submit button, §9). */
export const DEFAULT_TIME = '00:00';

/** Element types of the block/element type labels (spec §3). */
export const ELEMENT_TYPE_LABELS = {
  text: 'Text',
  numeric: 'Numeric',
  multiple: 'Multiple Choice',
  date: 'Date',
  time: 'Time',
  upload: 'Images/PDF',
  hyperlink: 'Hyperlink',
  button: 'Button',
  accordion: 'Accordion',
  gallery: 'Gallery',
  visualization: 'Visualization',
  menu: 'Menu',
  logo: 'Logo',
  search: 'Search',
} as const;
export type ElementType = keyof typeof ELEMENT_TYPE_LABELS;

/** The label of an element type; null (no element) has the empty label. */
export function elementTypeLabel(type: ElementType | null): string {
  return type === null ? '' : ELEMENT_TYPE_LABELS[type];
}

export const WIDGET_ELEMENT_TYPE: Record<WidgetKind, ElementType> = {
  'text-widget': 'text',
  'numeric-widget': 'numeric',
  'multiple-choice-widget': 'multiple',
  'date-widget': 'date',
  'time-widget': 'time',
  'upload-widget': 'upload',
  'hyperlink-widget': 'hyperlink',
  'button-widget': 'button',
  'accordion-widget': 'accordion',
  'gallery-widget': 'gallery',
  'visualization-widget': 'visualization',
  'menu-widget': 'menu',
  'logo-widget': 'logo',
  'search-widget': 'search',
};

const label = (): WidgetLabel => ({ position: 'top', text: '' });
const widget = { name: '', required: false } as const;
// Fresh copies every time, so no two nodes ever share a nested object or array.
const clone = <T>(value: T): T => structuredClone(value);

type Factories = { [K in NodeKind]: (id: string) => NodeOfKind<K> };

const FACTORIES: Factories = {
  page: (id) => ({ id, kind: 'page', name: 'Page', children: [], design: clone(PAGE_DESIGN) }),
  tile: (id) => ({ id, kind: 'tile', children: [], interactions: [], design: clone(TILE_DESIGN) }),
  layout: (id) => ({ id, kind: 'layout', children: [], design: clone(LAYOUT_DESIGN) }),
  column: (id) => ({ id, kind: 'column', children: [], design: clone(COLUMN_DESIGN) }),
  block: (id) => ({ id, kind: 'block', interactions: [], design: clone(BLOCK_DESIGN) }),
  'text-resource': (id) => ({ id, kind: 'text-resource', html: '' }),
  'embed-resource': (id) => ({ id, kind: 'embed-resource', name: '', link: '', size: 'medium', autoplay: false }),
  'asset-resource': (id) => ({ id, kind: 'asset-resource', assetId: null, url: '', name: '' }),
  'text-widget': (id) => ({
    id,
    kind: 'text-widget',
    ...widget,
    label: label(),
    meta: clone(TEXT_META),
    state: { value: '' },
    feedback: clone(DEFAULT_FEEDBACK),
  }),
  'numeric-widget': (id) => ({
    id,
    kind: 'numeric-widget',
    ...widget,
    label: label(),
    meta: clone(NUMERIC_META),
    state: { value: 0 },
    feedback: clone(DEFAULT_FEEDBACK),
  }),
  'multiple-choice-widget': (id) => ({
    id,
    kind: 'multiple-choice-widget',
    ...widget,
    label: label(),
    meta: clone(MULTIPLE_CHOICE_META),
    state: { selected: [] },
    feedback: clone(DEFAULT_FEEDBACK),
  }),
  'date-widget': (id) => ({
    id,
    kind: 'date-widget',
    ...widget,
    label: label(),
    meta: clone(DATE_META),
    state: { value: null, isSet: false },
  }),
  'time-widget': (id) => ({
    id,
    kind: 'time-widget',
    ...widget,
    label: label(),
    meta: clone(TIME_META),
    state: { value: DEFAULT_TIME, isSet: false },
  }),
  'upload-widget': (id) => ({
    id,
    kind: 'upload-widget',
    ...widget,
    label: label(),
    meta: clone(UPLOAD_META),
    state: { files: [], pendingUploads: 0 },
  }),
  'hyperlink-widget': (id) => ({
    id,
    kind: 'hyperlink-widget',
    ...widget,
    label: label(),
    meta: {},
    state: { value: '', urlError: false },
  }),
  'gallery-widget': (id) => ({ id, kind: 'gallery-widget', ...widget, label: label(), meta: clone(GALLERY_META), state: {} }),
  'visualization-widget': (id) => ({
    id,
    kind: 'visualization-widget',
    ...widget,
    label: label(),
    meta: { visualizationId: null },
    state: {},
  }),
  'menu-widget': (id) => ({ id, kind: 'menu-widget', ...widget, label: label(), meta: clone(MENU_META), state: {} }),
  'logo-widget': (id) => ({ id, kind: 'logo-widget', ...widget, label: label(), meta: clone(LOGO_META), state: {} }),
  'search-widget': (id) => ({
    id,
    kind: 'search-widget',
    ...widget,
    label: label(),
    meta: { placeholder: 'Search' },
    state: { query: '' },
  }),
  'accordion-widget': (id) => ({
    id,
    kind: 'accordion-widget',
    ...widget,
    label: label(),
    meta: clone(ACCORDION_META),
    state: {},
  }),
  'button-widget': (id) => ({ id, kind: 'button-widget', ...widget, label: label(), meta: clone(BUTTON_META), state: {} }),
  'accordion-interaction': (id) => ({
    id,
    kind: 'accordion-interaction',
    settings: {
      initiallyCollapsed: true,
      editModeCollapsed: false,
      showingArrow: true,
      isTarget: false,
      name: '',
      appearance: {},
    },
  }),
  'slider-interaction': (id) => ({
    id,
    kind: 'slider-interaction',
    settings: {
      text: '',
      name: '',
      backgroundColour: '#ffffff',
      padding: '0',
      position: 'right',
      iconColour: '#000000',
      mode: 'overlay',
    },
  }),
  'swivel-interaction': (id) => ({
    id,
    kind: 'swivel-interaction',
    settings: {
      text: '',
      name: '',
      backgroundColour: '#ffffff',
      padding: '0',
      direction: 'horizontal',
      alignY: 'flex-start',
    },
  }),
  'link-interaction': (id) => ({
    id,
    kind: 'link-interaction',
    settings: { url: '', name: '', hoverDisplay: '', target: '_self' },
  }),
  'target-interaction': (id) => ({ id, kind: 'target-interaction', settings: { name: '' } }),
  'animation-effects-interaction': (id) => ({
    id,
    kind: 'animation-effects-interaction',
    settings: { action: 'onView', effect: 'fadeIn' },
  }),
};

/** A node of `kind` with every default of the spec; `overrides` replace top-level fields. */
export function createNode<K extends NodeKind>(
  kind: K,
  overrides: Partial<Omit<NodeOfKind<K>, 'kind'>> = {},
  newId: IdFactory = randomId,
): NodeOfKind<K> {
  const base = FACTORIES[kind](overrides.id ?? newId());
  return { ...base, ...overrides, kind };
}

export function defaultRoot(authorId: string): FolioRoot {
  return {
    authorId,
    name: 'Untitled folio',
    url: null,
    tags: [],
    summary: '',
    description: '',
    thumbnailId: null,
    thumbnailUrl: null,
    pageDisplay: 'default',
    hasCommentSection: false,
    showFolioInfoInHeader: false,
    commentSectionId: null,
    libraryId: null,
    libraryMenuType: null,
    websiteId: null,
    isPublic: false,
    switchScreen: false,
    editableSubmission: false,
    submissionReceiversVisualizationId: null,
    formatVisualizationAsSpreadsheet: false,
    submissionReceiversAccounts: [],
    submissionReceiversAccountGroups: [],
    submissionReceiversMail: 'answers',
    submissionLimit: null,
    purchaseReceiversAccounts: [],
    purchaseReceiversAccountGroups: [],
    version: 1,
    marketplaceFolio: false,
    isWebsitePart: false,
    websitePartType: null,
    pages: [],
    originalAuthorId: null,
  };
}

/**
 * A new folio: version 1, one empty page (spec §3, §9). `spamProtection` is set only when given: the server gives
 * every folio a person makes NEW_FOLIO_SPAM_PROTECTION (spamProtection.ts); without it the form has none.
 */
export function createFolio(
  authorId: string,
  options: { name?: string; newId?: IdFactory; spamProtection?: FolioRoot['spamProtection'] } = {},
): FolioDocument {
  const page = createNode('page', { name: 'Page 1' }, options.newId ?? randomId);
  const root = defaultRoot(authorId);
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    root: { ...root, name: options.name ?? root.name, pages: [page.id], ...(options.spamProtection ? { spamProtection: options.spamProtection } : {}) },
    nodes: { [page.id]: page },
  };
}
