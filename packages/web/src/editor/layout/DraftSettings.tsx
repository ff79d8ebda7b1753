/**
 * Half-filled forms (issue 31, model form/drafts.ts): "Continue later" with how long its link lasts, and partial
 * submissions (answers kept step by step, listed apart on the submissions page). From the next publish.
 */
import { NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { RESUME_DAYS_DEFAULT, RESUME_DAYS_MAX, type FolioRoot } from '@folio/model';

interface Props {
  root: Pick<FolioRoot, 'resumeLater' | 'resumeDays' | 'collectPartials'>;
  readOnly: boolean;
  set: (patch: Partial<FolioRoot>) => void;
}

export function DraftSettings({ root, readOnly, set }: Props) {
  const { t } = useTranslation('editor');
  return (
    <Stack gap="xs" data-testid="draft-settings">
      <Switch
        label={t('drafts.resumeLater')}
        description={t('drafts.resumeLaterHint')}
        checked={root.resumeLater === true}
        disabled={readOnly}
        onChange={(e) => set({ resumeLater: e.currentTarget.checked })}
        data-testid="draft-resume-later"
      />
      {root.resumeLater ? (
        <NumberInput
          label={t('drafts.resumeDays')}
          min={1}
          max={RESUME_DAYS_MAX}
          allowDecimal={false}
          value={root.resumeDays ?? RESUME_DAYS_DEFAULT}
          disabled={readOnly}
          onChange={(v) => {
            if (typeof v === 'number' && v >= 1 && v <= RESUME_DAYS_MAX) set({ resumeDays: Math.floor(v) });
          }}
          data-testid="draft-resume-days"
        />
      ) : null}
      <Switch
        label={t('drafts.partials')}
        description={t('drafts.partialsHint')}
        checked={root.collectPartials === true}
        disabled={readOnly}
        onChange={(e) => set({ collectPartials: e.currentTarget.checked })}
        data-testid="draft-collect-partials"
      />
    </Stack>
  );
}
