/** The editor's top bar: back to the dashboard, the folio name, save status, undo/redo, preview width, publishing. */
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { IconArrowBackUp, IconArrowForwardUp, IconChevronLeft, IconHistory } from '@tabler/icons-react';
import { licenceAllows } from '@folio/model';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { HistoryDrawer } from '../history/HistoryDrawer.tsx';
import { Link } from 'react-router';
import { ShareButton } from '../../components/share/ShareButton.tsx';
import { useSession } from '../../session/store.ts';
import { useEditor, useEditorStore } from '../store/react.tsx';
import { BREAKPOINTS, type Breakpoint } from './breakpoints.ts';
import { useEditorScreen } from './EditorContext.tsx';
import { problemId, useFieldProblem } from './fieldProblem.ts';
import { FolioSettings } from './FolioSettings.tsx';
import { PublishControl } from './PublishControl.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { PeopleHere } from '../collab/PeopleHere.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/** An invalid name keeps readable text; the red border and the message under the bar (SaveProblems) say what is wrong. */
/** Icons that point a way turn round in a right-to-left app (editor.css sets --folio-dir-flip). */
const FLIP = { transform: 'scaleX(var(--folio-dir-flip, 1))' } as const;

const NAME_STYLES = { input: { color: 'var(--mantine-color-text)' } } as const;

export function TopBar({ compact, extra }: { compact: boolean; extra?: ReactNode }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const name = useEditor((s) => s.doc.root.name);
  const canUndo = useEditor((s) => s.history.past.length > 0);
  const canRedo = useEditor((s) => s.history.future.length > 0);
  const canEditSettings = useEditor((s) => s.canEditSettings);
  const { breakpoint, setBreakpoint } = useEditorScreen();
  const folioId = useEditor((s) => s.folioId);
  const isOwner = useEditor((s) => s.doc.root.authorId) === useSession()?.currentUserId;
  const mayShare = licenceAllows(useEditor((s) => s.licence), 'share');
  const nameProblem = useFieldProblem('root.name');
  const nameRef = useRef<HTMLInputElement>(null);
  // The message is under the bar (SaveProblems); Mantine describes a field only by its own error element.
  useEffect(() => {
    if (nameProblem) nameRef.current?.setAttribute('aria-describedby', problemId('root.name'));
    else nameRef.current?.removeAttribute('aria-describedby');
  }, [nameProblem]);

  return (
    <Group
      component="header"
      h={56}
      px="sm"
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
      data-testid="editor-topbar"
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Tooltip label={t('page.backToFolios')}>
          <ActionIcon component={Link} to="/home" variant="subtle" aria-label={t('page.backToFolios')} data-testid="editor-back">
            <IconChevronLeft size={18} style={FLIP} />
          </ActionIcon>
        </Tooltip>
        <TextInput
          aria-label={t('bar.folioName')}
          value={name}
          onChange={(e) => store.dispatch({ type: 'updateRoot', patch: { name: e.currentTarget.value } })}
          onBlur={() => store.breakMerge()}
          readOnly={!canEditSettings}
          ref={nameRef}
          error={nameProblem !== null}
          variant="filled"
          size="sm"
          style={{ minWidth: 0, flex: 1, maxWidth: 320 }}
          styles={NAME_STYLES}
          // The author's words, in whatever direction they are written (an English name in the Arabic app).
          dir="auto"
          data-testid="folio-name"
        />
        <SaveStatus />
        <PeopleHere />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('bar.undoTip', { keys: `${mod}Z` })}>
          <ActionIcon variant="subtle" onClick={() => store.undo()} disabled={!canUndo} aria-label={t('bar.undo')} data-testid="undo">
            <IconArrowBackUp size={18} style={FLIP} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('bar.redoTip', { keys: `${mod}Shift+Z` })}>
          <ActionIcon variant="subtle" onClick={() => store.redo()} disabled={!canRedo} aria-label={t('bar.redo')} data-testid="redo">
            <IconArrowForwardUp size={18} style={FLIP} />
          </ActionIcon>
        </Tooltip>
        {!compact && (
          <ChoiceGroup
            ms="sm"
            value={breakpoint}
            onChange={(value) => setBreakpoint(value as Breakpoint)}
            data={BREAKPOINTS.map((b) => ({ value: b.value, label: t(`bar.breakpoints.${b.value}`, { width: b.width }) }))}
            label={t('bar.previewWidth')}
            testId="breakpoint-switcher"
          />
        )}
        <HistoryButton />
        <FolioSettings />
        {!compact && isOwner && mayShare && <ShareButton itemType="folio" itemId={folioId} itemName={name} size="xs" testId="editor-share" />}
        <PublishControl compact={compact} />
        {extra}
      </Group>
    </Group>
  );
}

/** Version history, for those who may edit (a view-only sharee has nothing to restore or name). */
function HistoryButton() {
  const { t } = useTranslation('editor');
  const [opened, setOpened] = useState(false);
  const mayEdit = useEditor((s) => s.canEditContent || s.canEditSettings);
  if (!mayEdit) return null;
  return (
    <>
      <Tooltip label={t('bar.history')}>
        <ActionIcon variant="subtle" onClick={() => setOpened(true)} aria-label={t('bar.history')} data-testid="history-open-drawer">
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      <HistoryDrawer opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
