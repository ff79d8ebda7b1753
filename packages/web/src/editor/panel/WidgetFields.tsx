/**
 * Widget settings (spec §3 Widget common fields and the type-specific metas of all 14 widget kinds). Each section
 * takes the widget and `onPatch`, a partial of the widget's top-level fields (the model's NodePatch).
 */
import { Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import {
  MULTIPLE_CHOICE_DISPLAYS,
  choiceDisplayLabel,
  isInputWidgetKind,
  type AccordionPanel,
  type ChoiceOption,
  type DateTimeMeta,
  type FolioDocument,
  type GalleryItem,
  type LabelPosition,
  type NodeOfKind,
  type NodePatch,
  type UploadFileType,
  type WidgetKind,
  type WidgetNode,
} from '@folio/model';
import { AssetField } from '../../assets-picker/AssetField.tsx';
import { AltFields } from '../a11y/AltFields.tsx';
import { WORDS_ON_BACKGROUND } from '../a11y/contrast.ts';
import { kindName } from '../layout/nodeLabel.ts';
import { useOptionalEditorStore } from '../store/react.tsx';
import { ChartBuilder } from './ChartBuilder.tsx';
import { EmailToStatus } from './EmailToStatus.tsx';
import { ListEditor } from './ListEditor.tsx';
import { widgetNames } from './widgetNames.ts';
import { ColourField, NumberField, SegmentedField, SelectField, SwitchField, TextField, type Choice } from './fields.tsx';
import { SubmitFormFields } from './SubmitFormFields.tsx';

export interface WidgetSectionProps<K extends WidgetKind> {
  node: NodeOfKind<K>;
  onPatch: (patch: NodePatch<K>) => void;
  doc: FolioDocument;
  newId: () => string;
}

const LABEL_POSITIONS: Choice<LabelPosition>[] = [
  { value: 'top', label: 'Top' },
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'hidden', label: 'Hidden' },
];

/** name, label (position and text) and required: the fields every widget shares. */
export function WidgetCommonFields({
  node,
  onPatch,
  nameTaken = false,
}: {
  node: WidgetNode;
  onPatch: (patch: Partial<Pick<WidgetNode, 'name' | 'label' | 'required'>>) => void;
  /** another widget of the folio has this name (submissions are keyed by it) */
  nameTaken?: boolean;
}) {
  return (
    <Stack gap="xs" data-testid="panel-widget-common">
      <TextField
        label="Name"
        description="Shown in submissions and the widget list"
        value={node.name}
        onChange={(name) => onPatch({ name })}
        error={nameTaken ? 'Another widget in this folio has this name; give each one its own, as submissions list them by name.' : undefined}
        testId="panel-widget-name"
      />
      <TextField label="Label" value={node.label.text} onChange={(text) => onPatch({ label: { ...node.label, text } })} testId="panel-widget-label-text" />
      <SelectField
        label="Label position"
        data={LABEL_POSITIONS}
        value={node.label.position}
        onChange={(position) => onPatch({ label: { ...node.label, position } })}
        testId="panel-widget-label-position"
      />
      {isInputWidgetKind(node.kind) && (
        <SwitchField label="Required" value={node.required} onChange={(required) => onPatch({ required })} testId="panel-widget-required" />
      )}
    </Stack>
  );
}

export function TextWidgetFields({ node, onPatch }: WidgetSectionProps<'text-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-text">
      <SelectField
        label="Validation"
        data={[
          { value: 'text', label: 'Any text' },
          { value: 'email', label: 'Email address' },
          { value: 'tel', label: 'Phone number' },
        ]}
        value={node.meta.dataValidationType}
        onChange={(dataValidationType) => set({ dataValidationType })}
        testId="panel-meta-text-validation"
      />
      <SegmentedField
        label="Format"
        data={[
          { value: 'single', label: 'Single line' },
          { value: 'multiple', label: 'Multiple lines' },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-text-format"
      />
      <TextField label="Instructions" multiline value={node.meta.instructions} onChange={(instructions) => set({ instructions })} testId="panel-meta-text-instructions" />
    </Stack>
  );
}

export function NumericWidgetFields({ node, onPatch }: WidgetSectionProps<'numeric-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  const decimal = node.meta.format === 'decimal';
  return (
    <Stack gap="xs" data-testid="panel-meta-numeric">
      <SegmentedField
        label="Display"
        data={[
          { value: 'input', label: 'Input' },
          { value: 'slider', label: 'Slider' },
        ]}
        value={node.meta.display}
        onChange={(display) => set({ display })}
        testId="panel-meta-numeric-display"
      />
      <SegmentedField
        label="Format"
        data={[
          { value: 'integer', label: 'Integer' },
          { value: 'decimal', label: 'Decimal' },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-numeric-format"
      />
      <Group grow gap="xs">
        <NumberField label="Increment" allowDecimal={decimal} min={0} value={node.meta.increment} onChange={(increment) => set({ increment })} testId="panel-meta-numeric-increment" />
        <NumberField label="Minimum" allowDecimal={decimal} value={node.meta.min} onChange={(min) => set({ min })} testId="panel-meta-numeric-min" />
        <NumberField label="Maximum" allowDecimal={decimal} value={node.meta.max} onChange={(max) => set({ max })} testId="panel-meta-numeric-max" />
      </Group>
      {node.meta.min > node.meta.max && (
        <Text size="xs" c="red" role="alert">
          The minimum is larger than the maximum.
        </Text>
      )}
    </Stack>
  );
}

/** An option's words when it turns from image back to text: none, as an image has no words. */
const optionText = (option: ChoiceOption) => (option.option.type === 'text' ? option.option.text : '');

export function MultipleChoiceFields({ node, onPatch, newId }: WidgetSectionProps<'multiple-choice-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-choice">
      <ListEditor<ChoiceOption>
        items={node.meta.options}
        onChange={(options) => set({ options })}
        create={() => ({ value: newId(), option: { type: 'text', text: `Option ${node.meta.options.length + 1}` } })}
        itemKey={(o) => o.value}
        itemName="Option"
        testId="panel-meta-choice-options"
        renderItem={(option, update, i) => (
          <Stack gap={4}>
            <SegmentedField
              label="Shows"
              data={[
                { value: 'text', label: 'Text' },
                { value: 'asset', label: 'Image' },
              ]}
              value={option.option.type}
              onChange={(type) =>
                update({ ...option, option: type === 'text' ? { type: 'text', text: optionText(option) } : { type: 'asset', assetId: '', url: '' } })
              }
              testId={`panel-meta-choice-option-type-${i}`}
            />
            {option.option.type === 'text' ? (
              <TextField label="Text" value={option.option.text} onChange={(text) => update({ ...option, option: { type: 'text', text } })} testId={`panel-meta-choice-option-text-${i}`} />
            ) : (
              <>
                <AssetField
                  label="Image"
                  value={{ assetId: option.option.assetId || null, url: option.option.url }}
                  onChange={(choice) => update({ ...option, option: { type: 'asset', assetId: choice?.assetId ?? '', url: choice?.url ?? '', alt: option.option.type === 'asset' ? option.option.alt : undefined } })}
                  kind="image"
                  allowAddress
                  pickerTitle="Choose an image"
                  testId={`panel-meta-choice-option-image-${i}`}
                />
                <AltFields
                  value={{ alt: option.option.alt }}
                  onChange={({ alt }) => option.option.type === 'asset' && update({ ...option, option: { ...option.option, alt } })}
                  allowDecorative={false}
                  hint="What the image shows: the answer people choose"
                  testId={`panel-meta-choice-option-${i}`}
                  field={`meta.options.${i}.option.alt`}
                />
              </>
            )}
          </Stack>
        )}
      />
      <SwitchField label="Accept multiple answers" value={node.meta.acceptMultiple} onChange={(acceptMultiple) => set({ acceptMultiple })} testId="panel-meta-choice-accept-multiple" />
      <SelectField
        label="Display"
        data={MULTIPLE_CHOICE_DISPLAYS.map((value) => ({ value, label: choiceDisplayLabel(value, node.meta.acceptMultiple) }))}
        value={node.meta.display}
        onChange={(display) => set({ display })}
        testId="panel-meta-choice-display"
      />
      <SegmentedField
        label="Order"
        data={[
          { value: 'asEntered', label: 'As entered' },
          { value: 'alphabetical', label: 'Alphabetical' },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-choice-format"
      />
      <SwitchField label="Randomize order" value={node.meta.randomize} onChange={(randomize) => set({ randomize })} testId="panel-meta-choice-randomize" />
    </Stack>
  );
}

export function AccordionWidgetFields({ node, onPatch, newId }: WidgetSectionProps<'accordion-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-accordion">
      <SwitchField
        label="Allow several panels open"
        description="Off: only the first open panel stays open"
        value={node.meta.allowMultipleOpen}
        onChange={(allowMultipleOpen) => set({ allowMultipleOpen })}
        testId="panel-meta-accordion-multiple-open"
      />
      <ListEditor<AccordionPanel>
        items={node.meta.panels}
        onChange={(panels) => set({ panels })}
        create={() => ({
          id: newId(),
          title: `Panel ${node.meta.panels.length + 1}`,
          content: '',
          collapsedByDefault: true,
          arrowColor: '#000000',
          titleBgColor: '#ffffff',
          contentBgColor: '#ffffff',
        })}
        itemKey={(p) => p.id}
        itemName="Panel"
        testId="panel-meta-accordion-panels"
        renderItem={(panel, update, i) => (
          <Stack gap={4}>
            <TextField label="Title" value={panel.title} onChange={(title) => update({ ...panel, title })} testId={`panel-meta-accordion-title-${i}`} />
            <TextField label="Content" multiline value={panel.content} onChange={(content) => update({ ...panel, content })} testId={`panel-meta-accordion-content-${i}`} />
            <SwitchField
              label="Collapsed by default"
              value={panel.collapsedByDefault}
              onChange={(collapsedByDefault) => update({ ...panel, collapsedByDefault })}
              testId={`panel-meta-accordion-collapsed-${i}`}
            />
            <ColourField label="Arrow colour" value={panel.arrowColor} onChange={(arrowColor) => update({ ...panel, arrowColor })} testId={`panel-meta-accordion-arrow-colour-${i}`} />
            <ColourField label="Title background" textOn={WORDS_ON_BACKGROUND} fixField={`meta.panels.${i}.titleBgColor`} value={panel.titleBgColor} onChange={(titleBgColor) => update({ ...panel, titleBgColor })} testId={`panel-meta-accordion-title-bg-${i}`} />
            <ColourField
              label="Content background"
              textOn={WORDS_ON_BACKGROUND}
              fixField={`meta.panels.${i}.contentBgColor`}
              value={panel.contentBgColor}
              onChange={(contentBgColor) => update({ ...panel, contentBgColor })}
              testId={`panel-meta-accordion-content-bg-${i}`}
            />
          </Stack>
        )}
      />
    </Stack>
  );
}

const DATE_FORMATS: Choice<string>[] = [
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY' },
  { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY' },
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD' },
  { value: 'MMMM D, YYYY', label: 'Month D, YYYY' },
];
const TIME_FORMATS: Choice<string>[] = [
  { value: 'h:mm A', label: '12-hour (h:mm AM)' },
  { value: 'HH:mm', label: '24-hour (HH:mm)' },
];

export function DateTimeFields({ kind, meta, onChange }: { kind: 'date-widget' | 'time-widget'; meta: DateTimeMeta; onChange: (meta: DateTimeMeta) => void }) {
  const formats = kind === 'date-widget' ? DATE_FORMATS : TIME_FORMATS;
  const data = formats.some((f) => f.value === meta.format) ? formats : [...formats, { value: meta.format, label: meta.format }];
  return (
    <Stack gap="xs" data-testid="panel-meta-datetime">
      <SelectField label="Format" data={data} value={meta.format} onChange={(format) => onChange({ ...meta, format })} testId="panel-meta-datetime-format" />
      <SwitchField label="Ask for a range (start and end)" value={meta.useRange} onChange={(useRange) => onChange({ ...meta, useRange })} testId="panel-meta-datetime-use-range" />
    </Stack>
  );
}

const FILE_TYPES: Choice<UploadFileType>[] = [
  { value: 'image', label: 'Images' },
  { value: 'pdf', label: 'PDF' },
];

export function UploadFields({ node, onPatch }: WidgetSectionProps<'upload-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-upload">
      <SegmentedField
        label="Files"
        data={[
          { value: 'single', label: 'One file' },
          { value: 'multiple', label: 'Several files' },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-upload-format"
      />
      <Checkbox.Group
        label="Accepted file types"
        size="xs"
        value={node.meta.fileTypes}
        onChange={(values) => {
          const fileTypes = FILE_TYPES.map((t) => t.value).filter((t) => values.includes(t));
          if (fileTypes.length > 0) set({ fileTypes });
        }}
        data-testid="panel-meta-upload-file-types"
      >
        <Group gap="md" mt={4}>
          {FILE_TYPES.map((t) => (
            <Checkbox key={t.value} value={t.value} label={t.label} data-testid={`panel-meta-upload-file-type-${t.value}`} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

export function GalleryFields({ node, onPatch }: WidgetSectionProps<'gallery-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-gallery">
      <SegmentedField
        label="Display"
        data={[
          { value: 'slideshow', label: 'Slideshow' },
          { value: 'grid', label: 'Grid' },
        ]}
        value={node.meta.display}
        onChange={(display) => set({ display })}
        testId="panel-meta-gallery-display"
      />
      <SegmentedField
        label="Image fit"
        data={[
          { value: 'contain', label: 'Whole image' },
          { value: 'cover', label: 'Fill the frame' },
        ]}
        value={node.meta.format === 'cover' ? 'cover' : 'contain'}
        onChange={(format) => set({ format })}
        testId="panel-meta-gallery-format"
      />
      <ListEditor<GalleryItem>
        items={node.meta.items}
        onChange={(items) => set({ items })}
        create={() => ({ assetId: '', url: '', caption: '' })}
        itemName="Image"
        testId="panel-meta-gallery-items"
        empty="No images yet"
        renderItem={(item, update, i) => (
          <Stack gap={4}>
            <AssetField
              label="Image"
              value={{ assetId: item.assetId || null, url: item.url }}
              onChange={(choice) => update({ ...item, assetId: choice?.assetId ?? '', url: choice?.url ?? '' })}
              kind="image"
              allowAddress
              pickerTitle="Choose an image"
              testId={`panel-meta-gallery-image-${i}`}
            />
            <TextField label="Caption" value={item.caption ?? ''} onChange={(caption) => update({ ...item, caption })} testId={`panel-meta-gallery-caption-${i}`} />
            <AltFields value={{ alt: item.alt, decorative: item.decorative }} onChange={(alt) => update({ ...item, ...alt })} testId={`panel-meta-gallery-${i}`} field={`meta.items.${i}.alt`} />
          </Stack>
        )}
      />
    </Stack>
  );
}

const ALIGNS: Choice<'left' | 'center' | 'right'>[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

export function MenuFields({ node, onPatch }: WidgetSectionProps<'menu-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-menu">
      <TextField
        label="Site menu"
        description="On a website, the menu lists the pages of the website's menu"
        value={node.meta.siteMenuId ?? ''}
        onChange={(id) => set({ siteMenuId: id.trim() === '' ? null : id })}
        testId="panel-meta-menu-site-menu"
      />
      <SegmentedField
        label="Direction"
        data={[
          { value: 'horizontal', label: 'Horizontal' },
          { value: 'vertical', label: 'Vertical' },
        ]}
        value={node.meta.direction}
        onChange={(direction) => set({ direction })}
        testId="panel-meta-menu-direction"
      />
      <SegmentedField label="Alignment" data={ALIGNS} value={node.meta.align} onChange={(align) => set({ align })} testId="panel-meta-menu-align" />
      <SegmentedField label="Alignment on mobile" data={ALIGNS} value={node.meta.mobileAlign} onChange={(mobileAlign) => set({ mobileAlign })} testId="panel-meta-menu-mobile-align" />
      <SelectField
        label="Style"
        data={[
          { value: 'default', label: 'Default' },
          { value: 'underline', label: 'Underline' },
          { value: 'pills', label: 'Pills' },
        ]}
        value={['default', 'underline', 'pills'].includes(node.meta.style) ? node.meta.style : 'default'}
        onChange={(style) => set({ style })}
        testId="panel-meta-menu-style"
      />
    </Stack>
  );
}

export function LogoFields({ node, onPatch }: WidgetSectionProps<'logo-widget'>) {
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-logo">
      <AssetField
        label="Logo image"
        description="Without one, the logo of the website the folio belongs to"
        value={node.meta.websitePartLogoId ? { assetId: node.meta.websitePartLogoId, url: '' } : null}
        onChange={(choice) => set({ websitePartLogoId: choice?.assetId ?? null })}
        kind="image"
        allowAddress={false}
        pickerTitle="Choose a logo"
        testId="panel-meta-logo-image"
      />
      <TextField label="Caption" value={node.meta.caption} onChange={(caption) => set({ caption })} testId="panel-meta-logo-caption" />
      <AltFields value={{ alt: node.meta.alt }} onChange={({ alt }) => set({ alt })} allowDecorative={false} hint="What the logo says, such as the organisation's name" testId="panel-meta-logo" field="meta.alt" />
      <TextField label="Link to" placeholder="https://" value={node.meta.linkTo} onChange={(linkTo) => set({ linkTo })} testId="panel-meta-logo-link" />
      <Group grow gap="xs">
        <TextField label="Width" value={node.meta.width} onChange={(width) => set({ width })} testId="panel-meta-logo-width" />
        <TextField label="Height" value={node.meta.height} onChange={(height) => set({ height })} testId="panel-meta-logo-height" />
      </Group>
    </Stack>
  );
}

export function SearchFields({ node, onPatch }: WidgetSectionProps<'search-widget'>) {
  return (
    <Stack gap="xs" data-testid="panel-meta-search">
      <TextField label="Placeholder" value={node.meta.placeholder} onChange={(placeholder) => onPatch({ meta: { placeholder } })} testId="panel-meta-search-placeholder" />
    </Stack>
  );
}

export function VisualizationFields({ node, onPatch, doc }: WidgetSectionProps<'visualization-widget'>) {
  const store = useOptionalEditorStore();
  return (
    <Stack gap="xs" data-testid="panel-meta-visualization">
      <ChartBuilder
        visualizationId={node.meta.visualizationId}
        folioId={store?.getState().folioId ?? null}
        onLink={(visualizationId) => onPatch({ meta: { visualizationId } })}
        root={doc.root}
        onReceiversChart={(id) => store?.dispatch({ type: 'updateRoot', patch: { submissionReceiversVisualizationId: id } })}
      />
    </Stack>
  );
}

const BUTTON_ICONS: Choice<string>[] = [
  { value: 'send', label: 'Send' },
  { value: 'check', label: 'Check' },
  { value: 'arrow-right', label: 'Arrow' },
  { value: 'link', label: 'Link' },
  { value: 'download', label: 'Download' },
  { value: 'mail', label: 'Mail' },
];

export function ButtonFields({ node, onPatch, doc }: WidgetSectionProps<'button-widget'>) {
  const store = useOptionalEditorStore();
  const click = node.meta.action.click;
  const setClick = (next: typeof click) => onPatch({ meta: { ...node.meta, action: { click: next } } });
  const setAppearance = (patch: Partial<typeof node.meta.appearance>) => onPatch({ meta: { ...node.meta, appearance: { ...node.meta.appearance, ...patch } } });
  const names = widgetNames(doc);
  const inputs = Object.values(doc.nodes).filter((n) => isInputWidgetKind(n.kind));
  return (
    <Stack gap="xs" data-testid="panel-meta-button">
      <SegmentedField
        label="On click"
        data={[
          { value: 'submit', label: 'Submit the form' },
          { value: 'redirect', label: 'Go to a page' },
        ]}
        value={click.type}
        onChange={(type) =>
          setClick(
            type === 'submit'
              ? { type: 'submit', status: 'idle', widgetIds: inputs.map((n) => n.id) }
              : { type: 'redirect', url: click.type === 'submit' ? (click.redirectUrl ?? '') : click.url },
          )
        }
        testId="panel-meta-button-action"
      />
      {click.type === 'submit' ? (
        <>
          <MultiSelect
            label="Fields it sends"
            size="xs"
            data={inputs.map((n) => ({ value: n.id, label: names.get(n.id) ?? kindName(n.kind) }))}
            value={click.widgetIds.filter((id) => doc.nodes[id])}
            onChange={(widgetIds) => setClick({ ...click, widgetIds })}
            data-testid="panel-meta-button-widgets"
            comboboxProps={{ withinPortal: true }}
          />
          <TextField
            label="After submitting, go to"
            placeholder="https:// (optional)"
            value={click.redirectUrl ?? ''}
            onChange={(url) => {
              const { redirectUrl: _old, ...rest } = click;
              setClick(url.trim() === '' ? rest : { ...rest, redirectUrl: url });
            }}
            testId="panel-meta-button-redirect-after"
          />
          <SubmitFormFields key={node.id} click={click} setClick={setClick} doc={doc} />
          <SwitchField label="Email the submission" value={click.sendEmail ?? false} onChange={(sendEmail) => setClick({ ...click, sendEmail })} testId="panel-meta-button-send-email" />
          {click.sendEmail ? (
            <TextField
              label="Email it to"
              placeholder="Your own address when empty"
              value={click.emailTo ?? ''}
              onChange={(emailTo) => {
                const { emailTo: _old, ...rest } = click;
                setClick(emailTo.trim() === '' ? rest : { ...rest, emailTo });
              }}
              testId="panel-meta-button-email-to"
            />
          ) : null}
          {click.sendEmail && click.emailTo ? <EmailToStatus folioId={store?.getState().folioId ?? null} address={click.emailTo} /> : null}
        </>
      ) : (
        <TextField label="Address" placeholder="https://" value={click.url} onChange={(url) => setClick({ ...click, url })} testId="panel-meta-button-url" />
      )}
      <SwitchField label="Show text" value={node.meta.appearance.useText} onChange={(useText) => setAppearance({ useText })} testId="panel-meta-button-use-text" />
      <TextField label="Text" value={node.meta.appearance.text} onChange={(text) => setAppearance({ text })} testId="panel-meta-button-text" />
      <SelectField
        label="Icon"
        data={BUTTON_ICONS.some((i) => i.value === node.meta.appearance.icon) ? BUTTON_ICONS : [...BUTTON_ICONS, { value: node.meta.appearance.icon, label: node.meta.appearance.icon }]}
        value={node.meta.appearance.icon}
        onChange={(icon) => setAppearance({ icon })}
        testId="panel-meta-button-icon"
      />
    </Stack>
  );
}
