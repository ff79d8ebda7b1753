/**
 * The form's settings in the folio settings (issue 11): who receives its submissions (accounts, found by name or
 * exact email) and what their mail carries, whether submissions may be edited, the table's spreadsheet style, a
 * limit on how many it takes, and the way to its submissions. Receivers are the owner's to choose (a sharee sees them
 * read-only); named accounts receive once they accept, which ReceiverAnswers shows.
 */
import { Anchor, MultiSelect, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { FolioRoot } from '@folio/model';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useMyGroups } from '../../api/people.ts';
import { AccountPicker } from '../../components/AccountPicker.tsx';
import { useSession } from '../../session/store.ts';
import { DraftSettings } from './DraftSettings.tsx';
import { FormWindowSettings } from './FormWindowSettings.tsx';
import { ReceiverAnswers } from './ReceiverAnswers.tsx';
import { SpamProtectionSettings } from './SpamProtectionSettings.tsx';
import { useEditor, useEditorStore } from '../store/react.tsx';

export function SubmissionSettings({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const folioId = useEditor((s) => s.folioId);
  const root = useEditor((s) => s.doc.root);
  const receivers = root.submissionReceiversAccounts ?? [];
  const groups = useMyGroups();
  const isOwner = useSession()?.currentUserId === root.authorId;
  const receiversLocked = readOnly || !isOwner;
  const set = (patch: Partial<FolioRoot>) => store.dispatch({ type: 'updateRoot', patch });

  return (
    <Stack gap="sm" data-testid="submission-settings">
      <Text size="sm" fw={600}>
        {t('submissions.title')}
      </Text>
      <AccountPicker
        label={t('submissions.receivers')}
        description={isOwner ? t('submissions.receiversHint') : t('submissions.receiversOwnerOnly')}
        value={receivers}
        disabled={receiversLocked}
        onChange={(ids) => set({ submissionReceiversAccounts: ids })}
        testId="submission-receivers"
      />
      {isOwner && receivers.length ? <ReceiverAnswers folioId={folioId} named={receivers} /> : null}
      <MultiSelect
        label={t('submissions.groups')}
        description={t('submissions.groupsHint')}
        placeholder={!isOwner ? t('submissions.groupsByOwner') : groups.data?.length ? t('submissions.groupsChoose') : t('submissions.groupsNone')}
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: t('submissions.groupOption', { name: g.name, count: g.members.length }) }))}
        value={(root.submissionReceiversAccountGroups ?? []).filter((id) => !groups.data || groups.data.some((g) => g.id === id))}
        disabled={receiversLocked || !groups.data?.length}
        onChange={(ids) => set({ submissionReceiversAccountGroups: ids })}
        data-testid="submission-receiver-groups"
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('submissions.mail')}
        </Text>
        <SegmentedControl
          size="xs"
          disabled={readOnly}
          value={root.submissionReceiversMail ?? 'answers'}
          onChange={(v) => set({ submissionReceiversMail: v === 'link' ? 'link' : 'answers' })}
          data={[
            { value: 'answers', label: t('submissions.mailAnswers') },
            { value: 'link', label: t('submissions.mailLink') },
          ]}
          data-testid="submission-receivers-mail"
        />
      </div>
      <Switch
        label={t('submissions.editable')}
        description={t('submissions.editableHint')}
        checked={root.editableSubmission}
        disabled={readOnly}
        onChange={(e) => set({ editableSubmission: e.currentTarget.checked })}
        data-testid="submission-editable"
      />
      <Switch
        label={t('submissions.copy')}
        description={t('submissions.copyHint')}
        checked={root.confirmationMail === true}
        disabled={readOnly}
        onChange={(e) => set({ confirmationMail: e.currentTarget.checked })}
        data-testid="submission-confirmation-mail"
      />
      <Switch
        label={t('submissions.spreadsheet')}
        description={t('submissions.spreadsheetHint')}
        checked={root.formatVisualizationAsSpreadsheet}
        disabled={readOnly}
        onChange={(e) => set({ formatVisualizationAsSpreadsheet: e.currentTarget.checked })}
        data-testid="submission-spreadsheet"
      />
      <NumberInput
        label={t('submissions.limit')}
        description={t('submissions.limitHint')}
        min={1}
        allowDecimal={false}
        value={root.submissionLimit ?? ''}
        disabled={readOnly}
        onChange={(v) => set({ submissionLimit: typeof v === 'number' && v >= 1 ? Math.floor(v) : null })}
        data-testid="submission-limit"
      />
      <FormWindowSettings root={root} readOnly={readOnly} set={set} />
      <SpamProtectionSettings root={root} readOnly={readOnly} set={set} />
      <DraftSettings root={root} readOnly={readOnly} set={set} />
      {/* At least 24 px high, as a target beside the field above (WCAG 2.5.8). */}
      <Anchor component={Link} to={`/folios/${encodeURIComponent(folioId)}/submissions`} size="sm" mih={24} data-testid="submission-settings-open">
        {t('submissions.open')}
      </Anchor>
    </Stack>
  );
}
