import { memo, type ReactNode } from 'react';
import { isWidgetKind, type WidgetNode } from '@folio/model';
import { nodeAttrs, useRenderOptions, wrapped, type RenderOptions } from '../context.ts';
import { useNode, useWidgetState } from '../store.ts';
import { TextResource } from '../resources/TextResource.tsx';
import { EmbedResource } from '../resources/EmbedResource.tsx';
import { AssetResource } from '../resources/AssetResource.tsx';
import { TextWidget } from '../widgets/TextWidget.tsx';
import { ButtonWidget } from '../widgets/ButtonWidget.tsx';
import { AccordionWidget } from '../widgets/AccordionWidget.tsx';
import { NumericWidget } from '../widgets/NumericWidget.tsx';
import { MultipleChoiceWidget } from '../widgets/MultipleChoiceWidget.tsx';
import { DateWidget } from '../widgets/DateWidget.tsx';
import { TimeWidget } from '../widgets/TimeWidget.tsx';
import { UploadWidget } from '../widgets/UploadWidget.tsx';
import { HyperlinkWidget } from '../widgets/HyperlinkWidget.tsx';
import { GalleryWidget } from '../widgets/GalleryWidget.tsx';
import { VisualizationWidget } from '../widgets/VisualizationWidget.tsx';
import { MenuWidget } from '../widgets/MenuWidget.tsx';
import { LogoWidget } from '../widgets/LogoWidget.tsx';
import { SearchWidget } from '../widgets/SearchWidget.tsx';

function widgetElement(node: WidgetNode, live: object | undefined, options: RenderOptions): ReactNode {
  // Each case narrows node; state and onChange follow the node's own state type.
  const state = <S extends object>(own: S): S => (live ? { ...own, ...live } : own);
  const change = options.onWidgetChange;
  const onChange = change ? (next: object) => change(node.id, next) : undefined;
  const mode = options.mode;
  switch (node.kind) {
    case 'text-widget':
      return <TextWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'button-widget':
      return <ButtonWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'accordion-widget':
      return <AccordionWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'numeric-widget':
      return <NumericWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'multiple-choice-widget':
      return <MultipleChoiceWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'date-widget':
      return <DateWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'time-widget':
      return <TimeWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'upload-widget':
      return <UploadWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'hyperlink-widget':
      return <HyperlinkWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'gallery-widget':
      return <GalleryWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'visualization-widget':
      return <VisualizationWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'menu-widget':
      return <MenuWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'logo-widget':
      return <LogoWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
    case 'search-widget':
      return <SearchWidget node={node} state={state(node.state)} onChange={onChange} mode={mode} />;
  }
}

/** The block's single resource or widget. */
export const Resource = memo(function Resource({ id }: { id: string }) {
  const node = useNode(id);
  const live = useWidgetState(id);
  const options = useRenderOptions();
  if (!node) return null;
  let inner: ReactNode;
  if (node.kind === 'text-resource') inner = <TextResource node={node} sanitize={options.sanitize} mode={options.mode} />;
  else if (node.kind === 'embed-resource') inner = <EmbedResource node={node} mode={options.mode} />;
  else if (node.kind === 'asset-resource') inner = <AssetResource node={node} />;
  else if (isWidgetKind(node.kind)) inner = widgetElement(node as WidgetNode, live, options);
  else return null;
  const element = (
    <div className={`fo-resource fo-resource--${node.kind}`} {...nodeAttrs(options.mode, id)}>
      {inner}
    </div>
  );
  return wrapped(options, node, element);
});
