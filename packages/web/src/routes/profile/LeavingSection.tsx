/**
 * Take your data and leave (issue 15): a zip of everything you made, bought and sold, and deleting the account
 * after the password. What others paid for stays available to them; everything else goes.
 */
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { call, errorMessage } from '../../api/client.ts';
import { downloadAuthorized } from '../../api/download.ts';
import { DELETED_LOGIN_PATH } from '../../session/logout.ts';
import { endSession } from '../../session/store.ts';

export function LeavingSection() {
  const { t } = useTranslation('profile');
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuthorized('/api/users/me/export', 'folio-data.zip');
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setDownloading(false);
    }
  };
  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await call<void>('/api/users/me/delete', { method: 'POST', body: { password } });
      endSession();
      window.location.replace(DELETED_LOGIN_PATH);
    } catch (e) {
      setError(errorMessage(e));
      setDeleting(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="leaving">
      <Group gap="sm">
        <Button variant="light" leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void download()} data-testid="export-data">
          {t('leaving.download')}
        </Button>
        <Button color="red" variant="subtle" leftSection={<IconTrash size={16} />} onClick={() => setOpen(true)} data-testid="delete-account">
          {t('leaving.delete')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('leaving.title')} centered>
        <Stack>
          <Text size="sm">{t('leaving.whatGoes')}</Text>
          <Text size="sm">{t('leaving.whatStays')}</Text>
          <PasswordInput label={t('leaving.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" data-testid="delete-password" />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('leaving.keep')}
            </Button>
            <Button color="red" loading={deleting} disabled={!password} onClick={() => void remove()} data-testid="delete-confirm">
              {t('leaving.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
