/**
 * Widget settings (spec §3 Widget common fields and the type-specific metas of all 14 widget kinds). Each section
 * takes the widget and `onPatch`, a partial of the widget's top-level fields (the model's NodePatch).
 */
import { Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import {
  MULTIPLE_CHOICE_DISPLAYS,
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
import { useTranslation } from '../../i18n/react.tsx';
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

const LABEL_POSITIONS: readonly LabelPosition[] = ['top', 'left', 'right', 'bottom', 'hidden'];

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
  const { t } = useTranslation('editorPanel');
  return (
    <Stack gap="xs" data-testid="panel-widget-common">
      <TextField
        label={t('widget.name')}
        description={t('widget.nameHint')}
        value={node.name}
        onChange={(name) => onPatch({ name })}
        error={nameTaken ? t('widget.nameTaken') : undefined}
        testId="panel-widget-name"
      />
      <TextField label={t('widget.label')} value={node.label.text} onChange={(text) => onPatch({ label: { ...node.label, text } })} testId="panel-widget-label-text" />
      <SelectField
        label={t('widget.labelPosition')}
        data={LABEL_POSITIONS.map((value) => ({ value, label: t(`widget.labelPositions.${value}`) }))}
        value={node.label.position}
        onChange={(position) => onPatch({ label: { ...node.label, position } })}
        testId="panel-widget-label-position"
      />
      {isInputWidgetKind(node.kind) && (
        <SwitchField label={t('widget.required')} value={node.required} onChange={(required) => onPatch({ required })} testId="panel-widget-required" />
      )}
    </Stack>
  );
}

export function TextWidgetFields({ node, onPatch }: WidgetSectionProps<'text-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-text">
      <SelectField
        label={t('text.validation')}
        data={[
          { value: 'text', label: t('text.anyText') },
          { value: 'email', label: t('text.email') },
          { value: 'tel', label: t('text.phone') },
        ]}
        value={node.meta.dataValidationType}
        onChange={(dataValidationType) => set({ dataValidationType })}
        testId="panel-meta-text-validation"
      />
      <SegmentedField
        label={t('text.format')}
        data={[
          { value: 'single', label: t('text.single') },
          { value: 'multiple', label: t('text.multiple') },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-text-format"
      />
      <TextField label={t('text.instructions')} multiline value={node.meta.instructions} onChange={(instructions) => set({ instructions })} testId="panel-meta-text-instructions" />
    </Stack>
  );
}

export function NumericWidgetFields({ node, onPatch }: WidgetSectionProps<'numeric-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  const decimal = node.meta.format === 'decimal';
  return (
    <Stack gap="xs" data-testid="panel-meta-numeric">
      <SegmentedField
        label={t('numeric.display')}
        data={[
          { value: 'input', label: t('numeric.input') },
          { value: 'slider', label: t('numeric.slider') },
        ]}
        value={node.meta.display}
        onChange={(display) => set({ display })}
        testId="panel-meta-numeric-display"
      />
      <SegmentedField
        label={t('numeric.format')}
        data={[
          { value: 'integer', label: t('numeric.integer') },
          { value: 'decimal', label: t('numeric.decimal') },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-numeric-format"
      />
      <Group grow gap="xs">
        <NumberField label={t('numeric.increment')} allowDecimal={decimal} min={0} value={node.meta.increment} onChange={(increment) => set({ increment })} testId="panel-meta-numeric-increment" />
        <NumberField label={t('numeric.min')} allowDecimal={decimal} value={node.meta.min} onChange={(min) => set({ min })} testId="panel-meta-numeric-min" />
        <NumberField label={t('numeric.max')} allowDecimal={decimal} value={node.meta.max} onChange={(max) => set({ max })} testId="panel-meta-numeric-max" />
      </Group>
      {node.meta.min > node.meta.max && (
        <Text size="xs" c="red" role="alert">
          {t('numeric.minAboveMax')}
        </Text>
      )}
    </Stack>
  );
}

/** An option's words when it turns from image back to text: none, as an image has no words. */
const optionText = (option: ChoiceOption) => (option.option.type === 'text' ? option.option.text : '');

export function MultipleChoiceFields({ node, onPatch, newId }: WidgetSectionProps<'multiple-choice-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-choice">
      <ListEditor<ChoiceOption>
        items={node.meta.options}
        onChange={(options) => set({ options })}
        create={() => ({ value: newId(), option: { type: 'text', text: t('list.option.title', { number: node.meta.options.length + 1 }) } })}
        itemKey={(o) => o.value}
        item="option"
        testId="panel-meta-choice-options"
        renderItem={(option, update, i) => (
          <Stack gap={4}>
            <SegmentedField
              label={t('choice.shows')}
              data={[
                { value: 'text', label: t('choice.text') },
                { value: 'asset', label: t('choice.image') },
              ]}
              value={option.option.type}
              onChange={(type) =>
                update({ ...option, option: type === 'text' ? { type: 'text', text: optionText(option) } : { type: 'asset', assetId: '', url: '' } })
              }
              testId={`panel-meta-choice-option-type-${i}`}
            />
            {option.option.type === 'text' ? (
              <TextField label={t('choice.text')} value={option.option.text} onChange={(text) => update({ ...option, option: { type: 'text', text } })} testId={`panel-meta-choice-option-text-${i}`} />
            ) : (
              <>
                <AssetField
                  label={t('choice.image')}
                  value={{ assetId: option.option.assetId || null, url: option.option.url }}
                  onChange={(choice) => update({ ...option, option: { type: 'asset', assetId: choice?.assetId ?? '', url: choice?.url ?? '', alt: option.option.type === 'asset' ? option.option.alt : undefined } })}
                  kind="image"
                  allowAddress
                  pickerTitle={t('choice.chooseImage')}
                  testId={`panel-meta-choice-option-image-${i}`}
                />
                <AltFields
                  value={{ alt: option.option.alt }}
                  onChange={({ alt }) => option.option.type === 'asset' && update({ ...option, option: { ...option.option, alt } })}
                  allowDecorative={false}
                  hint={t('choice.imageHint')}
                  testId={`panel-meta-choice-option-${i}`}
                  field={`meta.options.${i}.option.alt`}
                />
              </>
            )}
          </Stack>
        )}
      />
      <SwitchField label={t('choice.acceptMultiple')} value={node.meta.acceptMultiple} onChange={(acceptMultiple) => set({ acceptMultiple })} testId="panel-meta-choice-accept-multiple" />
      <SelectField
        label={t('choice.display')}
        data={MULTIPLE_CHOICE_DISPLAYS.map((value) => ({
          value,
          label: value === 'checkbox' ? (node.meta.acceptMultiple ? t('choice.checkboxes') : t('choice.radios')) : t(`choice.displays.${value}`),
        }))}
        value={node.meta.display}
        onChange={(display) => set({ display })}
        testId="panel-meta-choice-display"
      />
      <SegmentedField
        label={t('choice.order')}
        data={[
          { value: 'asEntered', label: t('choice.asEntered') },
          { value: 'alphabetical', label: t('choice.alphabetical') },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-choice-format"
      />
      <SwitchField label={t('choice.randomize')} value={node.meta.randomize} onChange={(randomize) => set({ randomize })} testId="panel-meta-choice-randomize" />
    </Stack>
  );
}

export function AccordionWidgetFields({ node, onPatch, newId }: WidgetSectionProps<'accordion-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-accordion">
      <SwitchField
        label={t('accordion.multipleOpen')}
        description={t('accordion.multipleOpenHint')}
        value={node.meta.allowMultipleOpen}
        onChange={(allowMultipleOpen) => set({ allowMultipleOpen })}
        testId="panel-meta-accordion-multiple-open"
      />
      <ListEditor<AccordionPanel>
        items={node.meta.panels}
        onChange={(panels) => set({ panels })}
        create={() => ({
          id: newId(),
          title: t('list.panel.title', { number: node.meta.panels.length + 1 }),
          content: '',
          collapsedByDefault: true,
          arrowColor: '#000000',
          titleBgColor: '#ffffff',
          contentBgColor: '#ffffff',
        })}
        itemKey={(p) => p.id}
        item="panel"
        testId="panel-meta-accordion-panels"
        renderItem={(panel, update, i) => (
          <Stack gap={4}>
            <TextField label={t('accordion.title')} value={panel.title} onChange={(title) => update({ ...panel, title })} testId={`panel-meta-accordion-title-${i}`} />
            <TextField label={t('accordion.content')} multiline value={panel.content} onChange={(content) => update({ ...panel, content })} testId={`panel-meta-accordion-content-${i}`} />
            <SwitchField
              label={t('accordion.collapsed')}
              value={panel.collapsedByDefault}
              onChange={(collapsedByDefault) => update({ ...panel, collapsedByDefault })}
              testId={`panel-meta-accordion-collapsed-${i}`}
            />
            <ColourField label={t('accordion.arrowColour')} value={panel.arrowColor} onChange={(arrowColor) => update({ ...panel, arrowColor })} testId={`panel-meta-accordion-arrow-colour-${i}`} />
            <ColourField label={t('accordion.titleBackground')} textOn={WORDS_ON_BACKGROUND} fixField={`meta.panels.${i}.titleBgColor`} value={panel.titleBgColor} onChange={(titleBgColor) => update({ ...panel, titleBgColor })} testId={`panel-meta-accordion-title-bg-${i}`} />
            <ColourField
              label={t('accordion.contentBackground')}
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

/** The formats offered, each with its name's message key (editorPanel:dateTime.formats.…). */
const DATE_FORMATS = [
  ['MM/DD/YYYY', 'mdy'],
  ['DD/MM/YYYY', 'dmy'],
  ['YYYY-MM-DD', 'ymd'],
  ['MMMM D, YYYY', 'long'],
] as const;
const TIME_FORMATS = [
  ['h:mm A', 'h12'],
  ['HH:mm', 'h24'],
] as const;

export function DateTimeFields({ kind, meta, onChange }: { kind: 'date-widget' | 'time-widget'; meta: DateTimeMeta; onChange: (meta: DateTimeMeta) => void }) {
  const { t } = useTranslation('editorPanel');
  const formats: Choice<string>[] = (kind === 'date-widget' ? DATE_FORMATS : TIME_FORMATS).map(([value, key]) => ({ value, label: t(`dateTime.formats.${key}`) }));
  const data = formats.some((f) => f.value === meta.format) ? formats : [...formats, { value: meta.format, label: meta.format }];
  return (
    <Stack gap="xs" data-testid="panel-meta-datetime">
      <SelectField label={t('dateTime.format')} data={data} value={meta.format} onChange={(format) => onChange({ ...meta, format })} testId="panel-meta-datetime-format" />
      <SwitchField label={t('dateTime.range')} value={meta.useRange} onChange={(useRange) => onChange({ ...meta, useRange })} testId="panel-meta-datetime-use-range" />
    </Stack>
  );
}

const FILE_TYPES: readonly UploadFileType[] = ['image', 'pdf'];

export function UploadFields({ node, onPatch }: WidgetSectionProps<'upload-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-upload">
      <SegmentedField
        label={t('upload.files')}
        data={[
          { value: 'single', label: t('upload.single') },
          { value: 'multiple', label: t('upload.multiple') },
        ]}
        value={node.meta.format}
        onChange={(format) => set({ format })}
        testId="panel-meta-upload-format"
      />
      <Checkbox.Group
        label={t('upload.fileTypes')}
        size="xs"
        value={node.meta.fileTypes}
        onChange={(values) => {
          const fileTypes = FILE_TYPES.filter((type) => values.includes(type));
          if (fileTypes.length > 0) set({ fileTypes });
        }}
        data-testid="panel-meta-upload-file-types"
      >
        <Group gap="md" mt={4}>
          {FILE_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={t(`upload.types.${type}`)} data-testid={`panel-meta-upload-file-type-${type}`} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

export function GalleryFields({ node, onPatch }: WidgetSectionProps<'gallery-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-gallery">
      <SegmentedField
        label={t('gallery.display')}
        data={[
          { value: 'slideshow', label: t('gallery.slideshow') },
          { value: 'grid', label: t('gallery.grid') },
        ]}
        value={node.meta.display}
        onChange={(display) => set({ display })}
        testId="panel-meta-gallery-display"
      />
      <SegmentedField
        label={t('gallery.fit')}
        data={[
          { value: 'contain', label: t('gallery.contain') },
          { value: 'cover', label: t('gallery.cover') },
        ]}
        value={node.meta.format === 'cover' ? 'cover' : 'contain'}
        onChange={(format) => set({ format })}
        testId="panel-meta-gallery-format"
      />
      <ListEditor<GalleryItem>
        items={node.meta.items}
        onChange={(items) => set({ items })}
        create={() => ({ assetId: '', url: '', caption: '' })}
        item="image"
        testId="panel-meta-gallery-items"
        renderItem={(item, update, i) => (
          <Stack gap={4}>
            <AssetField
              label={t('choice.image')}
              value={{ assetId: item.assetId || null, url: item.url }}
              onChange={(choice) => update({ ...item, assetId: choice?.assetId ?? '', url: choice?.url ?? '' })}
              kind="image"
              allowAddress
              pickerTitle={t('choice.chooseImage')}
              testId={`panel-meta-gallery-image-${i}`}
            />
            <TextField label={t('gallery.caption')} value={item.caption ?? ''} onChange={(caption) => update({ ...item, caption })} testId={`panel-meta-gallery-caption-${i}`} />
            <AltFields value={{ alt: item.alt, decorative: item.decorative }} onChange={(alt) => update({ ...item, ...alt })} testId={`panel-meta-gallery-${i}`} field={`meta.items.${i}.alt`} />
          </Stack>
        )}
      />
    </Stack>
  );
}

const ALIGNS = ['left', 'center', 'right'] as const;

export function MenuFields({ node, onPatch }: WidgetSectionProps<'menu-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  const aligns = ALIGNS.map((value) => ({ value, label: t(`menu.aligns.${value}`) }));
  return (
    <Stack gap="xs" data-testid="panel-meta-menu">
      <TextField
        label={t('menu.siteMenu')}
        description={t('menu.siteMenuHint')}
        value={node.meta.siteMenuId ?? ''}
        onChange={(id) => set({ siteMenuId: id.trim() === '' ? null : id })}
        testId="panel-meta-menu-site-menu"
      />
      <SegmentedField
        label={t('menu.direction')}
        data={[
          { value: 'horizontal', label: t('menu.horizontal') },
          { value: 'vertical', label: t('menu.vertical') },
        ]}
        value={node.meta.direction}
        onChange={(direction) => set({ direction })}
        testId="panel-meta-menu-direction"
      />
      <SegmentedField label={t('menu.align')} data={aligns} value={node.meta.align} onChange={(align) => set({ align })} testId="panel-meta-menu-align" />
      <SegmentedField label={t('menu.mobileAlign')} data={aligns} value={node.meta.mobileAlign} onChange={(mobileAlign) => set({ mobileAlign })} testId="panel-meta-menu-mobile-align" />
      <SelectField
        label={t('menu.style')}
        data={[
          { value: 'default', label: t('menu.styles.default') },
          { value: 'underline', label: t('menu.styles.underline') },
          { value: 'pills', label: t('menu.styles.pills') },
        ]}
        value={['default', 'underline', 'pills'].includes(node.meta.style) ? node.meta.style : 'default'}
        onChange={(style) => set({ style })}
        testId="panel-meta-menu-style"
      />
    </Stack>
  );
}

export function LogoFields({ node, onPatch }: WidgetSectionProps<'logo-widget'>) {
  const { t } = useTranslation('editorPanel');
  const set = (patch: Partial<typeof node.meta>) => onPatch({ meta: { ...node.meta, ...patch } });
  return (
    <Stack gap="xs" data-testid="panel-meta-logo">
      <AssetField
        label={t('logo.image')}
        description={t('logo.imageHint')}
        value={node.meta.websitePartLogoId ? { assetId: node.meta.websitePartLogoId, url: '' } : null}
        onChange={(choice) => set({ websitePartLogoId: choice?.assetId ?? null })}
        kind="image"
        allowAddress={false}
        pickerTitle={t('logo.choose')}
        testId="panel-meta-logo-image"
      />
      <TextField label={t('gallery.caption')} value={node.meta.caption} onChange={(caption) => set({ caption })} testId="panel-meta-logo-caption" />
      <AltFields value={{ alt: node.meta.alt }} onChange={({ alt }) => set({ alt })} allowDecorative={false} hint={t('logo.altHint')} testId="panel-meta-logo" field="meta.alt" />
      <TextField label={t('logo.linkTo')} placeholder={t('fields.urlPlaceholder')} value={node.meta.linkTo} onChange={(linkTo) => set({ linkTo })} testId="panel-meta-logo-link" />
      <Group grow gap="xs">
        <TextField label={t('logo.width')} value={node.meta.width} onChange={(width) => set({ width })} testId="panel-meta-logo-width" />
        <TextField label={t('logo.height')} value={node.meta.height} onChange={(height) => set({ height })} testId="panel-meta-logo-height" />
      </Group>
    </Stack>
  );
}

export function SearchFields({ node, onPatch }: WidgetSectionProps<'search-widget'>) {
  const { t } = useTranslation('editorPanel');
  return (
    <Stack gap="xs" data-testid="panel-meta-search">
      <TextField label={t('search.placeholder')} value={node.meta.placeholder} onChange={(placeholder) => onPatch({ meta: { placeholder } })} testId="panel-meta-search-placeholder" />
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

const BUTTON_ICONS = ['send', 'check', 'arrow-right', 'link', 'download', 'mail'] as const;

export function ButtonFields({ node, onPatch, doc }: WidgetSectionProps<'button-widget'>) {
  const { t } = useTranslation('editorPanel');
  const store = useOptionalEditorStore();
  const click = node.meta.action.click;
  const setClick = (next: typeof click) => onPatch({ meta: { ...node.meta, action: { click: next } } });
  const setAppearance = (patch: Partial<typeof node.meta.appearance>) => onPatch({ meta: { ...node.meta, appearance: { ...node.meta.appearance, ...patch } } });
  const names = widgetNames(doc);
  const inputs = Object.values(doc.nodes).filter((n) => isInputWidgetKind(n.kind));
  const icons: Choice<string>[] = BUTTON_ICONS.map((value) => ({ value, label: t(`button.icons.${value}`) }));
  return (
    <Stack gap="xs" data-testid="panel-meta-button">
      <SegmentedField
        label={t('button.onClick')}
        data={[
          { value: 'submit', label: t('button.submit') },
          { value: 'redirect', label: t('button.redirect') },
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
            label={t('button.fields')}
            size="xs"
            data={inputs.map((n) => ({ value: n.id, label: names.get(n.id) ?? kindName(n.kind) }))}
            value={click.widgetIds.filter((id) => doc.nodes[id])}
            onChange={(widgetIds) => setClick({ ...click, widgetIds })}
            data-testid="panel-meta-button-widgets"
            comboboxProps={{ withinPortal: true }}
          />
          <TextField
            label={t('button.after')}
            placeholder={t('button.afterPlaceholder')}
            value={click.redirectUrl ?? ''}
            onChange={(url) => {
              const { redirectUrl: _old, ...rest } = click;
              setClick(url.trim() === '' ? rest : { ...rest, redirectUrl: url });
            }}
            testId="panel-meta-button-redirect-after"
          />
          <SubmitFormFields key={node.id} click={click} setClick={setClick} doc={doc} />
          <SwitchField label={t('button.sendEmail')} value={click.sendEmail ?? false} onChange={(sendEmail) => setClick({ ...click, sendEmail })} testId="panel-meta-button-send-email" />
          {click.sendEmail ? (
            <TextField
              label={t('button.emailTo')}
              placeholder={t('button.emailToPlaceholder')}
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
        <TextField label={t('button.address')} placeholder={t('fields.urlPlaceholder')} value={click.url} onChange={(url) => setClick({ ...click, url })} testId="panel-meta-button-url" />
      )}
      <SwitchField label={t('button.useText')} value={node.meta.appearance.useText} onChange={(useText) => setAppearance({ useText })} testId="panel-meta-button-use-text" />
      <TextField label={t('button.text')} value={node.meta.appearance.text} onChange={(text) => setAppearance({ text })} testId="panel-meta-button-text" />
      <SelectField
        label={t('button.icon')}
        data={icons.some((i) => i.value === node.meta.appearance.icon) ? icons : [...icons, { value: node.meta.appearance.icon, label: node.meta.appearance.icon }]}
        value={node.meta.appearance.icon}
        onChange={(icon) => setAppearance({ icon })}
        testId="panel-meta-button-icon"
      />
    </Stack>
  );
}
