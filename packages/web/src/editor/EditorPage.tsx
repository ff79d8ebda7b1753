/**
 * /folios/:id/edit — loads the folio for editing, opens it in an editor store joined to the folio's shared document
 * (editor/collab: live co-editing, offline edits kept), starts the keyboard shortcuts, and draws the editor screen.
 *
 * `panel` and `palette` are the right-hand slots (see EditorLayout; default: the EditPanel and the Palette of
 * editor/panel and editor/palette); they render inside the EditorProvider.
 */
import { Alert, Button, Container, Group, Stack, Title as Heading } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { DEFAULT_FONT } from '@folio/render';
import { ApiError, errorMessage } from '../api/client.ts';
import { useFolioForEditing, type FolioFull } from '../api/folios.ts';
import { getSession } from '../session/store.ts';
import type { CollabSession } from './collab/session.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { usePageTitle } from '../lib/title.ts';
import { EditorScreenContext } from './layout/EditorContext.tsx';
import { EditorLayout } from './layout/EditorLayout.tsx';
import type { Breakpoint } from './layout/breakpoints.ts';
import { useShortcuts } from './layout/useShortcuts.ts';
import { loadZoom, saveZoom, type Zoom } from './layout/zoom.ts';
import type { Autosave } from './save/autosave.ts';
import { openEditor, type OpenedEditor } from './save/openEditor.ts';
import { EditorProvider, useEditor } from './store/react.tsx';
import { EditPanel } from './panel/EditPanel.tsx';
import { Palette } from './palette/Palette.tsx';
import '@folio/render/fonts.css';
import '@folio/render/folio.css';
import './layout/editor.css';

// The canvas's default face in its regular and bold weights, asked for while the folio is still on its way: found
// missing at the first layout of a large page, the bold one arrived just after and the whole page was laid out again.
if (typeof document !== 'undefined' && 'fonts' in document) {
  for (const weight of [400, 700]) document.fonts.load(`${weight} 1em "${DEFAULT_FONT}"`).catch(() => {});
}

export interface EditorPageProps {
  panel?: ReactNode;
  palette?: ReactNode;
}

export function EditorPage({ panel, palette }: EditorPageProps) {
  const { t } = useTranslation('editor');
  const { id = '' } = useParams();
  const folio = useFolioForEditing(id);
  if (folio.isPending) return <PageLoader />;
  if (folio.isError) {
    // 410: a copy a refund removed; the server says why, and Purchased shows the refunded order.
    const removed = folio.error instanceof ApiError && folio.error.status === 410;
    return (
      <Container component="main" size="sm" py="xl">
        <Stack>
          <Heading order={1} size="h3">
            {removed ? t('page.removed') : t('page.loadFailed')}
          </Heading>
          {removed ? (
            <Alert color="gray" icon={<IconReceiptRefund aria-hidden />} data-testid="editor-load-error" data-removed="refunded">
              {errorMessage(folio.error)}
            </Alert>
          ) : (
            <ErrorAlert of={folio} testId="editor-load-error" />
          )}
          <Group gap="sm">
            {removed && (
              <Button component={Link} to="/purchases" w="fit-content">
                {t('page.yourPurchases')}
              </Button>
            )}
            <Button component={Link} to="/home" variant="default" w="fit-content">
              {t('page.backToFolios')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <LoadedEditor key={folio.data.id} full={folio.data} panel={panel} palette={palette} />;
}

function LoadedEditor({ full, panel, palette }: { full: FolioFull } & EditorPageProps) {
  // The shared document is the folio's working copy (editor/collab): nothing is kept in localStorage any more.
  const [opened] = useState<OpenedEditor>(() => openEditor(full));
  const { store } = opened;
  const [autosave, setAutosave] = useState<Autosave | null>(null);
  const [collab, setCollab] = useState<CollabSession | null>(null);
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('laptop');
  const [zoom, setZoomState] = useState<Zoom>(() => loadZoom());
  const setZoom = useCallback((value: Zoom) => {
    setZoomState(value);
    saveZoom(value);
  }, []);

  useEffect(() => {
    // The shared document's code (Yjs, the provider) comes in its own chunk, while the canvas is drawn.
    let session: CollabSession | null = null;
    let left = false;
    // Once the canvas is drawn and the browser is idle (at most 1.5 s): joining the shared document (its code, the
    // connection, reading a large folio) does not compete with the first drawing. Edits made meanwhile go in then.
    const join = () => void import('./collab/session.ts').then(({ collabUrl, createCollabSession }) => {
      if (left) return;
      session = createCollabSession(store, {
        url: collabUrl(),
        token: () => getSession()?.accessToken ?? '',
        user: { id: getSession()?.currentUserId ?? 'signed-out' },
        loaded: opened.savedDoc,
      });
      setAutosave(session);
      setCollab(session);
    });
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(join, { timeout: 1500 }) : window.setTimeout(join, 200);
    return () => {
      left = true;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      const closing = session;
      if (closing) void closing.flush().finally(() => closing.dispose());
    };
  }, [store, opened.savedDoc]);

  useShortcuts(store);

  return (
    <EditorProvider store={store}>
      <EditorScreenContext.Provider value={{ autosave, collab, breakpoint, setBreakpoint, zoom, setZoom }}>
        <Title />
        <Refusals />
        <EditorLayout
          panel={panel ?? <EditPanel templateMode={full.isTemplateBased} />}
          palette={palette ?? <Palette templateMode={full.isTemplateBased} />}
        />
      </EditorScreenContext.Provider>
    </EditorProvider>
  );
}

function Title() {
  const { t } = useTranslation('editor');
  const name = useEditor((s) => s.doc.root.name);
  usePageTitle(name ? t('page.titleEditing', { name }) : t('page.title'));
  return null;
}

/** A refused edit (hierarchy rule, last page, missing rights) shows as a toast. */
function Refusals() {
  const error = useEditor((s) => s.lastError);
  useEffect(() => {
    if (error) notifications.show({ id: `editor-refusal-${error.at}`, message: error.message, color: 'red' });
  }, [error]);
  return null;
}
