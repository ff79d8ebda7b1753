/**
 * Tiptap editor for a text resource's HTML, used in the side edit panel. Every change is sanitized with DOMPurify
 * before `onChange` sees it (the server sanitizes again on write).
 */
import { ActionIcon, ColorSwatch, Group, Menu, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconItalic,
  IconLink,
  IconLinkOff,
  IconList,
  IconListNumbers,
  IconPalette,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { createRichTextExtensions } from '@folio/collab';
import { DEFAULT_FONT, FOLIO_FONTS, fontFamilyCss } from '@folio/render';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { sanitizeRichText } from './sanitize.ts';
import { THEME_COLOURS } from './themeColours.ts';
import './richtext.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** accessible name of the editing area */
  label?: string;
  /** receives the Tiptap editor once it exists (tests, and callers that want to focus it) */
  onReady?: (editor: Editor) => void;
  /** why the text cannot be saved as it is (shown under it; the area gets aria-invalid and is described by it) */
  error?: string | null;
}

const HEADINGS = ['p', '1', '2', '3', '4'] as const;

/** The text alignments: the value, its name's message key (editor:richtext.…) and its icon. */
const ALIGNMENTS = [
  ['left', 'alignLeft', IconAlignLeft],
  ['center', 'alignCentre', IconAlignCenter],
  ['right', 'alignRight', IconAlignRight],
  ['justify', 'justify', IconAlignJustified],
] as const;

/** The colour names' message keys (editor:richtext.colours.…); the test ids keep the English name. */
const COLOUR_KEYS: Record<string, string> = {
  Purple: 'purple',
  Blue: 'blue',
  Pink: 'pink',
  Yellow: 'yellow',
  Black: 'black',
  'Dark grey': 'darkGrey',
  Grey: 'grey',
  White: 'white',
};


export function RichTextEditor({ value, onChange, label: givenLabel, onReady, error = null }: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const label = givenLabel ?? t('richtext.text');
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What this editor last emitted, so an echo of our own change through the store does not reset the cursor.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: createRichTextExtensions(),
    content: sanitizeRichText(value),
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'richtext-content', class: 'fo-richtext' },
    },
    onUpdate: ({ editor: current }) => {
      const html = sanitizeRichText(current.isEmpty ? '' : current.getHTML());
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor]);

  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'richtext-content', class: 'fo-richtext' };
    if (error) Object.assign(attributes, { 'aria-invalid': 'true', 'aria-describedby': errorId });
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, error, errorId, label]);

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    // An outside change (undo, redo, another node selected): show it without emitting it back.
    emitted.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <Stack gap={4} data-testid="richtext-editor">
      {editor && <Toolbar editor={editor} />}
      <Paper withBorder p="xs" className="fo-richtext-frame" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <EditorContent editor={editor} />
      </Paper>
      {error && (
        <Text id={errorId} size="sm" c="red.9" data-testid="richtext-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function ToolButton(props: { label: string; active?: boolean; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon
        variant={props.active ? 'filled' : 'subtle'}
        aria-label={props.label}
        aria-pressed={props.active ?? false}
        onClick={props.onClick}
        data-testid={`richtext-${props.testId}`}
        size="sm"
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      heading: ([1, 2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? null,
      align: (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      fontFamily: (e.getAttributes('textStyle').fontFamily as string | undefined) ?? null,
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
    }),
  });
  const { t } = useTranslation('editor');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const chain = () => editor.chain().focus();
  const currentFont = FOLIO_FONTS.find((name) => state.fontFamily === fontFamilyCss(name) || state.fontFamily === name) ?? null;

  return (
    <Group gap={2} wrap="wrap" role="toolbar" aria-label={t('richtext.toolbar')} data-testid="richtext-toolbar">
      <Select
        aria-label={t('richtext.style')}
        data-testid="richtext-heading"
        size="xs"
        w={120}
        data={HEADINGS.map((value) => ({ value, label: value === 'p' ? t('richtext.paragraph') : t('richtext.heading', { level: value }) }))}
        value={state.heading ? String(state.heading) : 'p'}
        allowDeselect={false}
        onChange={(v) => {
          if (!v || v === 'p') chain().setParagraph().run();
          else chain().setHeading({ level: Number(v) as 1 | 2 | 3 | 4 }).run();
        }}
      />
      <Select
        aria-label={t('richtext.font')}
        data-testid="richtext-font"
        size="xs"
        w={150}
        searchable
        clearable
        placeholder={DEFAULT_FONT}
        data={FOLIO_FONTS.map((name) => ({ value: name, label: name }))}
        renderOption={({ option }) => <span style={{ fontFamily: fontFamilyCss(option.value) }}>{option.label}</span>}
        value={currentFont}
        onChange={(v) => (v ? chain().setFontFamily(fontFamilyCss(v)).run() : chain().unsetFontFamily().run())}
      />
      <ToolButton label={t('richtext.bold')} testId="bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <IconBold size={16} />
      </ToolButton>
      <ToolButton label={t('richtext.italic')} testId="italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <IconItalic size={16} />
      </ToolButton>
      <ToolButton label={t('richtext.underline')} testId="underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <IconUnderline size={16} />
      </ToolButton>
      <ToolButton label={t('richtext.strike')} testId="strike" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <IconStrikethrough size={16} />
      </ToolButton>
      <ToolButton label={t('richtext.bulletList')} testId="bullet-list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <IconList size={16} />
      </ToolButton>
      <ToolButton label={t('richtext.orderedList')} testId="ordered-list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <IconListNumbers size={16} />
      </ToolButton>
      {ALIGNMENTS.map(([align, key, Icon]) => (
        <ToolButton key={align} label={t(`richtext.${key}`)} testId={`align-${align}`} active={state.align === align} onClick={() => chain().setTextAlign(align).run()}>
          <Icon size={16} />
        </ToolButton>
      ))}
      <Menu withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="sm" aria-label={t('richtext.colour')} data-testid="richtext-colour">
            <IconPalette size={16} color={state.color ?? undefined} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {THEME_COLOURS.map((c) => (
            <Menu.Item
              key={c.value}
              leftSection={<ColorSwatch color={c.value} size={14} />}
              onClick={() => chain().setColor(c.value).run()}
              data-testid={`richtext-colour-${c.name.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {t(`richtext.colours.${COLOUR_KEYS[c.name] ?? 'black'}`)}
            </Menu.Item>
          ))}
          <Menu.Item onClick={() => chain().unsetColor().run()} data-testid="richtext-colour-default">
            {t('richtext.defaultColour')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Menu opened={linkOpen} onChange={setLinkOpen} withinPortal closeOnItemClick={false}>
        <Menu.Target>
          <ActionIcon
            variant={state.link ? 'filled' : 'subtle'}
            size="sm"
            aria-label={t('richtext.link')}
            data-testid="richtext-link"
            onClick={() => setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://')}
          >
            <IconLink size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown p="xs">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const url = href.trim();
              if (url && url !== 'https://') chain().extendMarkRange('link').setLink({ href: url, target: '_blank' }).run();
              setLinkOpen(false);
            }}
          >
            <TextInput size="xs" label={t('richtext.linkAddress')} value={href} onChange={(e) => setHref(e.currentTarget.value)} data-testid="richtext-link-url" data-autofocus />
          </form>
        </Menu.Dropdown>
      </Menu>
      <ToolButton label={t('richtext.unlink')} testId="unlink" onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
        <IconLinkOff size={16} />
      </ToolButton>
    </Group>
  );
}
