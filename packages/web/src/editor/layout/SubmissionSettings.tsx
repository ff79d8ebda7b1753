/**
 * The form's settings in the folio settings (issue 11): who receives its submissions (accounts, found by name or
 * exact email) and what their mail carries, whether submissions may be edited, the table's spreadsheet style, a
 * limit on how many it takes, and the way to its submissions. Receivers are the owner's to choose (a sharee sees them
 * read-only); named accounts receive once they accept, which ReceiverAnswers shows.
 */
import { Anchor, MultiSelect, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { FolioRoot } from '@folio/model';
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
        Form submissions
      </Text>
      <AccountPicker
        label="Receivers"
        description={
          isOwner
            ? 'Each account is asked first: once it accepts, it can read the submissions and gets an email for each one.'
            : 'Only the folio’s owner chooses who receives its submissions.'
        }
        value={receivers}
        disabled={receiversLocked}
        onChange={(ids) => set({ submissionReceiversAccounts: ids })}
        testId="submission-receivers"
      />
      {isOwner && receivers.length ? <ReceiverAnswers folioId={folioId} named={receivers} /> : null}
      <MultiSelect
        label="Receiver groups"
        description="Every member of these account groups of yours receives them too, without being asked."
        placeholder={!isOwner ? 'Chosen by the owner' : groups.data?.length ? 'Choose groups' : 'You have no account groups yet'}
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.members.length})` }))}
        value={(root.submissionReceiversAccountGroups ?? []).filter((id) => !groups.data || groups.data.some((g) => g.id === id))}
        disabled={receiversLocked || !groups.data?.length}
        onChange={(ids) => set({ submissionReceiversAccountGroups: ids })}
        data-testid="submission-receiver-groups"
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Receivers’ email carries
        </Text>
        <SegmentedControl
          size="xs"
          disabled={readOnly}
          value={root.submissionReceiversMail ?? 'answers'}
          onChange={(v) => set({ submissionReceiversMail: v === 'link' ? 'link' : 'answers' })}
          data={[
            { value: 'answers', label: 'The answers' },
            { value: 'link', label: 'Only a link' },
          ]}
          data-testid="submission-receivers-mail"
        />
      </div>
      <Switch
        label="Submissions can be edited"
        description="You can correct answers after they arrive; each edit records who and when."
        checked={root.editableSubmission}
        disabled={readOnly}
        onChange={(e) => set({ editableSubmission: e.currentTarget.checked })}
        data-testid="submission-editable"
      />
      <Switch
        label="Email visitors a copy of their answers"
        description="When the form asks for an email address, that address receives what was sent (at most three a day from this form)."
        checked={root.confirmationMail === true}
        disabled={readOnly}
        onChange={(e) => set({ confirmationMail: e.currentTarget.checked })}
        data-testid="submission-confirmation-mail"
      />
      <Switch
        label="Spreadsheet style table"
        description="A denser table with cell borders."
        checked={root.formatVisualizationAsSpreadsheet}
        disabled={readOnly}
        onChange={(e) => set({ formatVisualizationAsSpreadsheet: e.currentTarget.checked })}
        data-testid="submission-spreadsheet"
      />
      <NumberInput
        label="Most submissions the form takes"
        description="Leave empty for no limit. Visitors then read the closed message below."
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
        Open the submissions
      </Anchor>
    </Stack>
  );
}
