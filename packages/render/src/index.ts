export { FolioPage, type FolioPageProps } from './FolioPage.tsx';
export type { FormTarget } from './context.ts';
export {
  RenderOptionsContext,
  useRenderOptions,
  identitySanitize,
  type RenderMode,
  type RenderOptions,
  type AssetRef,
  type ResolvedAsset,
  type ResolveAsset,
  type RenderChart,
  type Sanitize,
  type WidgetChange,
  type WrapNode,
} from './context.ts';
export { createNodeStore, listenersById, useNode, useWidgetState, NodeStoreContext, type NodeStore, type WidgetStateMap } from './store.ts';
export { FOLIO_FONTS, DEFAULT_FONT, fontFamilyCss, isFolioFont, type FolioFont } from './fonts.ts';
export { THEME_COLOURS, BREAKPOINTS, type ThemeColour, type Breakpoint } from './theme.ts';
export { embedSource, EMBED_PROVIDERS, type EmbedProvider, type EmbedSource } from './embed.ts';
export { safeHref, safeSrc, targetAnchorId } from './url.ts';
export { boxStyle, columnStyle, columnClass, paddingStyle } from './design.ts';

export { Page } from './components/Page.tsx';
export { Tile } from './components/Tile.tsx';
export { Layout } from './components/Layout.tsx';
export { Column } from './components/Column.tsx';
export { Block } from './components/Block.tsx';
export { Resource } from './components/Resource.tsx';
export { Interaction, withInteractions } from './components/Interactions.tsx';

export { TextResource } from './resources/TextResource.tsx';
export { EmbedResource } from './resources/EmbedResource.tsx';
export {
  AssetResource,
  assetMediaType,
  type AssetMediaType,
  type AssetResourceExtras,
  type AssetResourceView,
} from './resources/AssetResource.tsx';

export type { WidgetProps } from './widgets/types.ts';
export { Field, FieldError, controlId, labelText } from './widgets/Field.tsx';
export { Feedback } from './widgets/Feedback.tsx';
export { Icon, ICON_NAMES } from './widgets/Icon.tsx';
export { TextWidget } from './widgets/TextWidget.tsx';
export { ButtonWidget } from './widgets/ButtonWidget.tsx';
export { AccordionWidget, initiallyOpenPanels } from './widgets/AccordionWidget.tsx';
export { NumericWidget } from './widgets/NumericWidget.tsx';
export { MultipleChoiceWidget, orderedOptions } from './widgets/MultipleChoiceWidget.tsx';
export { DateWidget } from './widgets/DateWidget.tsx';
export { TimeWidget } from './widgets/TimeWidget.tsx';
export { UploadWidget, acceptAttribute } from './widgets/UploadWidget.tsx';
export { HyperlinkWidget } from './widgets/HyperlinkWidget.tsx';
export { checkAnswer, correctAnswerText, isWebUrl } from './answers.ts';
export { GalleryWidget } from './widgets/GalleryWidget.tsx';
export { VisualizationWidget, type VisualizationMetaView } from './widgets/VisualizationWidget.tsx';
export { Chart, ChartSvg, type ChartProps } from './charts/Chart.tsx';
export { chartSeries, chartColours, describeChart, fillDays, formatNumber, niceScale, DEFAULT_CHART_COLOURS, type ChartPoint, type ChartSeries } from './charts/series.ts';
export { MenuWidget, type MenuItem, type MenuMetaView } from './widgets/MenuWidget.tsx';
export { LogoWidget, type LogoMetaView } from './widgets/LogoWidget.tsx';
export { SearchWidget } from './widgets/SearchWidget.tsx';

export type { InteractionProps } from './interactions/types.ts';
export { AccordionInteraction } from './interactions/AccordionInteraction.tsx';
export { SliderInteraction } from './interactions/SliderInteraction.tsx';
export { SwivelInteraction } from './interactions/SwivelInteraction.tsx';
export { LinkInteraction } from './interactions/LinkInteraction.tsx';
export { TargetInteraction } from './interactions/TargetInteraction.tsx';
export { AnimationEffectsInteraction, ANIMATION_EFFECTS } from './interactions/AnimationEffectsInteraction.tsx';

export { VISITOR_MESSAGES, VISITOR_LANGUAGES, visitorMessages, messagesScript, format as formatMessage, type VisitorMessages, type VisitorMessageKey } from './visitor/messages/index.ts';
