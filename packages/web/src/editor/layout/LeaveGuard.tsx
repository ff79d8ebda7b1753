/**
 * Leaving the editor while changes are not saved asks first. Closing the tab or reloading gets the browser's own
 * question (the autosave's beforeunload); a link or button inside the app that would leave the editor waits for
 * the save on its way, and asks when something is still not saved (a change held back, or no connection).
 *
 * The app uses a declarative router, which has no navigation blocker: the guard wraps the router's navigator (what
 * every Link and navigate() call goes through) while the editor is open.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { UNSAFE_NavigationContext } from 'react-router';
import { useEditor } from '../store/react.tsx';
import { useEditorScreen } from './EditorContext.tsx';

type Go = (...args: Parameters<typeof history.pushState>) => void;

export function LeaveGuard() {
  const { t } = useTranslation('editor');
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { autosave } = useEditorScreen();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const reason = useEditor((s) => s.save.problems[0]?.message ?? (s.save.status === 'offline' ? t('leave.offline') : null));

  useEffect(() => {
    if (!autosave) return;
    const nav = navigator as unknown as { push: Go; replace: Go };
    const { push, replace } = nav;
    const guard =
      (go: Go): Go =>
      (...args) => {
        const proceed = () => go.apply(nav, args);
        if (!autosave.hasUnsaved()) return proceed();
        // Give the save on its way (or waiting for its debounce) the chance to finish before asking.
        void autosave.flush().then(() => (autosave.hasUnsaved() ? setLeave(() => proceed) : proceed()));
      };
    nav.push = guard(push);
    nav.replace = guard(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator, autosave]);

  const stay = () => setLeave(null);
  return (
    // Composed by hand: a dialog's <header> counts as a second banner landmark, so the header is a <div>.
    <Modal.Root opened={leave !== null} onClose={stay} data-testid="leave-dialog">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{t('leave.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common:actions.close')} />
        </Modal.Header>
        <Modal.Body>
          <Text size="sm">{reason ? t('leave.notSavedBecause', { reason }) : t('leave.notSaved')}</Text>
          <Text size="sm" mt="xs">
            {t('leave.kept')}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              onClick={() => {
                const go = leave;
                setLeave(null);
                go?.();
              }}
              data-testid="leave-anyway"
            >
              {t('leave.anyway')}
            </Button>
            <Button onClick={stay} data-autofocus data-testid="leave-stay">
              {t('leave.stay')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
