/**
 * The interactions of a block or tile (spec §3 Interactions): the list, add (any of the 6 kinds), remove, and each
 * kind's settings. Interactions are nodes of their own; the panel edits their `settings`.
 */
import { Accordion, ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { INTERACTION_KINDS, type FolioDocument, type InteractionKind, type InteractionNode } from '@folio/model';
import { ColourField, SegmentedField, SelectField, SwitchField, TextField } from './fields.tsx';

export const INTERACTION_LABELS: Record<InteractionKind, string> = {
  'accordion-interaction': 'Accordion',
  'slider-interaction': 'Slider',
  'swivel-interaction': 'Swivel',
  'link-interaction': 'Link',
  'target-interaction': 'Target',
  'animation-effects-interaction': 'Animation effects',
};

type Settings = InteractionNode['settings'];

export function InteractionSettingsFields({ node, onChange }: { node: InteractionNode; onChange: (settings: Settings) => void }) {
  const id = node.id;
  const t = (suffix: string) => `panel-interaction-${suffix}-${id}`;
  switch (node.kind) {
    case 'accordion-interaction': {
      const s = node.settings;
      const set = (patch: Partial<typeof s>) => onChange({ ...s, ...patch });
      return (
        <Stack gap="xs">
          <TextField label="Name" value={s.name} onChange={(name) => set({ name })} testId={t('name')} />
          <SwitchField label="Collapsed when the page opens" value={s.initiallyCollapsed} onChange={(initiallyCollapsed) => set({ initiallyCollapsed })} testId={t('initially-collapsed')} />
          <SwitchField label="Collapsed in the editor" value={s.editModeCollapsed} onChange={(editModeCollapsed) => set({ editModeCollapsed })} testId={t('edit-mode-collapsed')} />
          <SwitchField label="Show arrow" value={s.showingArrow} onChange={(showingArrow) => set({ showingArrow })} testId={t('showing-arrow')} />
          <SwitchField label="Is a target" value={s.isTarget} onChange={(isTarget) => set({ isTarget })} testId={t('is-target')} />
        </Stack>
      );
    }
    case 'slider-interaction': {
      const s = node.settings;
      const set = (patch: Partial<typeof s>) => onChange({ ...s, ...patch });
      return (
        <Stack gap="xs">
          <TextField label="Name" value={s.name} onChange={(name) => set({ name })} testId={t('name')} />
          <TextField label="Text" value={s.text} onChange={(text) => set({ text })} testId={t('text')} />
          <SelectField
            label="Slides in from"
            data={[
              { value: 'left', label: 'Left' },
              { value: 'right', label: 'Right' },
              { value: 'top', label: 'Top' },
              { value: 'bottom', label: 'Bottom' },
            ]}
            value={s.position}
            onChange={(position) => set({ position })}
            testId={t('position')}
          />
          <SegmentedField
            label="Mode"
            data={[
              { value: 'overlay', label: 'Overlay' },
              { value: 'push', label: 'Push' },
            ]}
            value={s.mode}
            onChange={(mode) => set({ mode })}
            testId={t('mode')}
          />
          <TextField label="Padding" value={s.padding} onChange={(padding) => set({ padding })} testId={t('padding')} />
          <ColourField label="Background colour" value={s.backgroundColour} onChange={(backgroundColour) => set({ backgroundColour })} testId={t('background')} />
          <ColourField label="Icon colour" value={s.iconColour} onChange={(iconColour) => set({ iconColour })} testId={t('icon-colour')} />
        </Stack>
      );
    }
    case 'swivel-interaction': {
      const s = node.settings;
      const set = (patch: Partial<typeof s>) => onChange({ ...s, ...patch });
      return (
        <Stack gap="xs">
          <TextField label="Name" value={s.name} onChange={(name) => set({ name })} testId={t('name')} />
          <TextField label="Text" value={s.text} onChange={(text) => set({ text })} testId={t('text')} />
          <SegmentedField
            label="Direction"
            data={[
              { value: 'horizontal', label: 'Horizontal' },
              { value: 'vertical', label: 'Vertical' },
            ]}
            value={s.direction}
            onChange={(direction) => set({ direction })}
            testId={t('direction')}
          />
          <SelectField
            label="Vertical alignment"
            data={[
              { value: 'flex-start', label: 'Top' },
              { value: 'center', label: 'Middle' },
              { value: 'flex-end', label: 'Bottom' },
              { value: 'stretch', label: 'Stretch' },
            ]}
            value={s.alignY}
            onChange={(alignY) => set({ alignY })}
            testId={t('align-y')}
          />
          <TextField label="Padding" value={s.padding} onChange={(padding) => set({ padding })} testId={t('padding')} />
          <ColourField label="Background colour" value={s.backgroundColour} onChange={(backgroundColour) => set({ backgroundColour })} testId={t('background')} />
        </Stack>
      );
    }
    case 'link-interaction': {
      const s = node.settings;
      const set = (patch: Partial<typeof s>) => onChange({ ...s, ...patch });
      return (
        <Stack gap="xs">
          <TextField label="Name" value={s.name} onChange={(name) => set({ name })} testId={t('name')} />
          <TextField label="Address" placeholder="https:// or #target-name" value={s.url} onChange={(url) => set({ url })} testId={t('url')} />
          <TextField label="Shown on hover" value={s.hoverDisplay} onChange={(hoverDisplay) => set({ hoverDisplay })} testId={t('hover')} />
          <SegmentedField
            label="Opens in"
            data={[
              { value: '_self', label: 'This tab' },
              { value: '_blank', label: 'A new tab' },
            ]}
            value={s.target}
            onChange={(target) => set({ target })}
            testId={t('target')}
          />
        </Stack>
      );
    }
    case 'target-interaction': {
      const s = node.settings;
      return <TextField label="Target name" description="Links to #name scroll here" value={s.name} onChange={(name) => onChange({ ...s, name })} testId={t('name')} />;
    }
    case 'animation-effects-interaction': {
      const s = node.settings;
      const set = (patch: Partial<typeof s>) => onChange({ ...s, ...patch });
      return (
        <Stack gap="xs">
          <SelectField
            label="When"
            data={[
              { value: 'onView', label: 'It comes into view' },
              { value: 'onHover', label: 'The pointer is over it' },
              { value: 'onClick', label: 'It is clicked' },
            ]}
            value={['onView', 'onHover', 'onClick'].includes(s.action) ? s.action : 'onView'}
            onChange={(action) => set({ action })}
            testId={t('action')}
          />
          <SelectField
            label="Effect"
            data={[
              { value: 'fadeIn', label: 'Fade in' },
              { value: 'slideUp', label: 'Slide up' },
              { value: 'zoomIn', label: 'Zoom in' },
              { value: 'bounce', label: 'Bounce' },
              { value: 'pulse', label: 'Pulse' },
            ]}
            value={['fadeIn', 'slideUp', 'zoomIn', 'bounce', 'pulse'].includes(s.effect) ? s.effect : 'fadeIn'}
            onChange={(effect) => set({ effect })}
            testId={t('effect')}
          />
        </Stack>
      );
    }
  }
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
  const nodes = interactionIds.map((id) => doc.nodes[id]).filter((n): n is InteractionNode => n !== undefined && n.kind.endsWith('-interaction'));
  return (
    <Stack gap="xs" data-testid="panel-interactions">
      {nodes.length === 0 ? (
        <Text size="xs" c="dimmed">
          No interactions
        </Text>
      ) : (
        <Accordion variant="separated" multiple chevronPosition="left" defaultValue={openId ? [openId] : []}>
          {nodes.map((node) => (
            <Accordion.Item key={node.id} value={node.id} data-testid={`panel-interaction-${node.id}`}>
              <Group wrap="nowrap" gap={0}>
                <Accordion.Control>
                  <Text size="xs" fw={600}>
                    {INTERACTION_LABELS[node.kind]}
                    {'name' in node.settings && node.settings.name ? ` — ${node.settings.name}` : ''}
                  </Text>
                </Accordion.Control>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  mr="xs"
                  aria-label={`Remove ${INTERACTION_LABELS[node.kind]} interaction`}
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
      <Menu withinPortal position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} data-testid="panel-interaction-add">
            Add interaction
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {INTERACTION_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => onAdd(kind)} data-testid={`panel-interaction-add-${kind}`}>
              {INTERACTION_LABELS[kind]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
