/**
 * Spam protection in the form's settings (issue 31): proof of work (recommended; the visitor's browser solves an
 * ALTCHA challenge in the background, nothing to click, no cookies, no third party) or none (only the honeypot).
 * Folios made before it existed say nothing, which is none. Visitors read the published snapshot: it acts from the
 * next publish.
 */
import { Group, Radio } from '@mantine/core';
import type { FolioRoot, SpamProtection } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';

export function SpamProtectionSettings({ root, readOnly, set }: { root: FolioRoot; readOnly: boolean; set: (patch: Partial<FolioRoot>) => void }) {
  const { t } = useTranslation('editor');
  return (
    <Radio.Group
      label={t('spam.label')}
      description={t('spam.hint')}
      value={root.spamProtection ?? 'none'}
      onChange={(value) => set({ spamProtection: value as SpamProtection })}
      data-testid="spam-protection"
    >
      <Group gap="md" mt={6}>
        <Radio value="proofOfWork" label={t('spam.pow')} disabled={readOnly} data-testid="spam-protection-pow" />
        <Radio value="none" label={t('spam.none')} disabled={readOnly} data-testid="spam-protection-none" />
      </Group>
    </Radio.Group>
  );
}
