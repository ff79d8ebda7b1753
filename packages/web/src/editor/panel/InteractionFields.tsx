/**
 * The interactions of a block or tile (spec §3 Interactions): the list, add (any of the 6 kinds), remove, and each
 * kind's settings. Interactions are nodes of their own; the panel edits their `settings`.
 */
import { Accordion, ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { INTERACTION_KINDS, type FolioDocument, type InteractionKind, type InteractionNode } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { translate } from '../../i18n/i18n.ts';
import { WORDS_ON_BACKGROUND } from '../a11y/contrast.ts';
import { ColourField, SegmentedField, SelectField, SwitchField, TextField, type Choice } from './fields.tsx';

/** An interaction kind's name ('Accordion', 'Slider'…), in the app's language. */
export const interactionLabel = (kind: InteractionKind): string => translate(`editorPanel:interactions.kinds.${kind}`);

type Settings = InteractionNode['settings'];
type SettingsOf<K extends InteractionKind> = Extract<InteractionNode, { kind: K }>['settings'];

/** The keys of S whose values are of type V. */
type KeysOf<S, V> = { [K in keyof S]-?: S[K] extends V ? K : never }[keyof S] & string;

interface FieldBase {
  /** the field's name: its message key under editorPanel:interactions.labels */
  label: string;
  /** the end of the field's data-testid: `panel-interaction-<testId>-<interaction id>` */
  testId: string;
}

/** One settings field: which setting it edits, and how. */
type FieldSpec<S> =
  | (FieldBase & { field: 'text'; key: KeysOf<S, string>; placeholder?: string; description?: string })
  | (FieldBase & { field: 'switch'; key: KeysOf<S, boolean> })
  | (FieldBase & { field: 'colour'; key: KeysOf<S, string> })
  | {
      [K in KeysOf<S, string>]: FieldBase & {
        field: 'select' | 'segmented';
        key: K;
        data: readonly Choice<S[K] & string>[];
        /** show the first choice while the stored value is none of them */
        orFirst?: boolean;
      };
    }[KeysOf<S, string>];

/** Choices from value → label (a message key under editorPanel:interactions.choices), in the order written. */
const choices = <T extends string>(labels: Record<T, string>): Choice<T>[] =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

const NAME = { field: 'text', key: 'name', label: 'name', testId: 'name' } as const;
const TEXT = { field: 'text', key: 'text', label: 'text', testId: 'text' } as const;
const PADDING = { field: 'text', key: 'padding', label: 'padding', testId: 'padding' } as const;
const BACKGROUND = { field: 'colour', key: 'backgroundColour', label: 'backgroundColour', testId: 'background' } as const;

/** Each kind's settings fields, in the order the panel shows them. */
const INTERACTION_FIELDS: { [K in InteractionKind]: readonly FieldSpec<SettingsOf<K>>[] } = {
  'accordion-interaction': [
    NAME,
    { field: 'switch', key: 'initiallyCollapsed', label: 'initiallyCollapsed', testId: 'initially-collapsed' },
    { field: 'switch', key: 'editModeCollapsed', label: 'editModeCollapsed', testId: 'edit-mode-collapsed' },
    { field: 'switch', key: 'showingArrow', label: 'showingArrow', testId: 'showing-arrow' },
    { field: 'switch', key: 'isTarget', label: 'isTarget', testId: 'is-target' },
  ],
  'slider-interaction': [
    NAME,
    TEXT,
    {
      field: 'select',
      key: 'position',
      label: 'slidesFrom',
      testId: 'position',
      data: choices({ left: 'left', right: 'right', top: 'top', bottom: 'bottom' }),
    },
    {
      field: 'segmented',
      key: 'mode',
      label: 'mode',
      testId: 'mode',
      data: choices({ overlay: 'overlay', push: 'push' }),
    },
    PADDING,
    BACKGROUND,
    { field: 'colour', key: 'iconColour', label: 'iconColour', testId: 'icon-colour' },
  ],
  'swivel-interaction': [
    NAME,
    TEXT,
    {
      field: 'segmented',
      key: 'direction',
      label: 'direction',
      testId: 'direction',
      data: choices({ horizontal: 'horizontal', vertical: 'vertical' }),
    },
    {
      field: 'select',
      key: 'alignY',
      label: 'alignY',
      testId: 'align-y',
      data: choices({ 'flex-start': 'top', center: 'middle', 'flex-end': 'bottom', stretch: 'stretch' }),
    },
    PADDING,
    BACKGROUND,
  ],
  'link-interaction': [
    NAME,
    { field: 'text', key: 'url', label: 'url', testId: 'url', placeholder: 'urlPlaceholder' },
    { field: 'text', key: 'hoverDisplay', label: 'hoverDisplay', testId: 'hover' },
    {
      field: 'segmented',
      key: 'target',
      label: 'opensIn',
      testId: 'target',
      data: choices({ _self: 'thisTab', _blank: 'newTab' }),
    },
  ],
  'target-interaction': [{ ...NAME, label: 'targetName', description: 'targetNameHint' }],
  'animation-effects-interaction': [
    {
      field: 'select',
      key: 'action',
      label: 'when',
      testId: 'action',
      orFirst: true,
      data: choices({ onView: 'onView', onHover: 'onHover', onClick: 'onClick' }),
    },
    {
      field: 'select',
      key: 'effect',
      label: 'effect',
      testId: 'effect',
      orFirst: true,
      data: choices({ fadeIn: 'fadeIn', slideUp: 'slideUp', zoomIn: 'zoomIn', bounce: 'bounce', pulse: 'pulse' }),
    },
  ],
};

function SettingField<S extends object>({ spec, settings, onChange, id }: { spec: FieldSpec<S>; settings: S; onChange: (settings: S) => void; id: string }) {
  const { t } = useTranslation('editorPanel');
  const testId = `panel-interaction-${spec.testId}-${id}`;
  const value: unknown = settings[spec.key];
  const label = t(`interactions.labels.${spec.label}`);
  const set = (next: unknown) => onChange({ ...settings, [spec.key]: next });
  switch (spec.field) {
    case 'text':
      return (
        <TextField
          label={label}
          description={spec.description && t(`interactions.descriptions.${spec.description}`)}
          placeholder={spec.placeholder && t(`interactions.placeholders.${spec.placeholder}`)}
          value={value as string}
          onChange={set}
          testId={testId}
        />
      );
    case 'switch':
      return <SwitchField label={label} value={value as boolean} onChange={set} testId={testId} />;
    case 'colour':
      // Text is drawn on a background: the picker shows their contrast.
      return <ColourField label={label} textOn={spec.key === 'backgroundColour' ? WORDS_ON_BACKGROUND : undefined} fixField={`settings.${String(spec.key)}`} value={value as string} onChange={set} testId={testId} />;
    case 'select':
    case 'segmented': {
      const Choices = spec.field === 'select' ? SelectField : SegmentedField;
      const shown = spec.orFirst && !spec.data.some((c) => c.value === value) ? spec.data[0]!.value : (value as string);
      const data = spec.data.map((c) => ({ value: c.value, label: t(`interactions.choices.${c.label}`) }));
      return <Choices label={label} data={data} value={shown} onChange={set} testId={testId} />;
    }
  }
}

export function InteractionSettingsFields({ node, onChange }: { node: InteractionNode; onChange: (settings: Settings) => void }) {
  // TypeScript cannot tie INTERACTION_FIELDS[node.kind] to node.settings of the same kind; the table's type does.
  const fields = INTERACTION_FIELDS[node.kind] as readonly FieldSpec<Settings>[];
  const rendered = fields.map((spec) => <SettingField key={spec.key} spec={spec} settings={node.settings} onChange={onChange} id={node.id} />);
  // A single field stands alone; several share a stack.
  return rendered.length === 1 ? rendered[0] : <Stack gap="xs">{rendered}</Stack>;
}

export interface InteractionsSectionProps {
  doc: FolioDocument;
  /** the ids of the host's interactions, in order */
  interactionIds: string[];
  onAdd: (kind: InteractionKind) => void;
  onRemove: (id: string) => void;
  onChange: (node: InteractionNode, settings: Settings) => void;
  /** the interaction shown open (the selected one) */
  openId?: string;
}

export function InteractionsSection({ doc, interactionIds, onAdd, onRemove, onChange, openId }: InteractionsSectionProps) {
  const { t } = useTranslation('editorPanel');
  const nodes = interactionIds.map((id) => doc.nodes[id]).filter((n): n is InteractionNode => n !== undefined && n.kind.endsWith('-interaction'));
  return (
    <Stack gap="xs" data-testid="panel-interactions">
      {nodes.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('interactions.none')}
        </Text>
      ) : (
        <Accordion variant="separated" multiple chevronPosition="left" defaultValue={openId ? [openId] : []}>
          {nodes.map((node) => (
            <Accordion.Item key={node.id} value={node.id} data-testid={`panel-interaction-${node.id}`}>
              <Group wrap="nowrap" gap={0}>
                <Accordion.Control>
                  <Text size="xs" fw={600}>
                    {'name' in node.settings && node.settings.name
                      ? t('interactions.named', { kind: interactionLabel(node.kind), name: node.settings.name })
                      : interactionLabel(node.kind)}
                  </Text>
                </Accordion.Control>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={24}
                  me="xs"
                  aria-label={t('interactions.remove', { kind: interactionLabel(node.kind) })}
                  onClick={() => onRemove(node.id)}
                  data-testid={`panel-interaction-remove-${node.id}`}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
              <Accordion.Panel>
                <InteractionSettingsFields node={node} onChange={(settings) => onChange(node, settings)} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Menu withinPortal withInitialFocusPlaceholder={false} position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} data-testid="panel-interaction-add">
            {t('interactions.add')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {INTERACTION_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => onAdd(kind)} data-testid={`panel-interaction-add-${kind}`}>
              {interactionLabel(kind)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
