/** A "Share" button that opens the share dialog (its code loads on the first click). */
import { Button, type ButtonProps } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ShareItemType } from '../../api/shares.ts';

const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog.tsx')).ShareDialog }));

export function ShareButton({ itemType, itemId, itemName, isPublished, testId = 'share-open', ...props }: { itemType: ShareItemType; itemId: string; itemName: string; isPublished?: boolean; testId?: string } & ButtonProps) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => setOpen(true)} data-testid={testId} {...props}>
        {t('open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog itemType={itemType} itemId={itemId} itemName={itemName} {...(isPublished === undefined ? {} : { isPublished })} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
