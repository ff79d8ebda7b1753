/**
 * Half-filled forms (issue 31, model form/drafts.ts): "Continue later" with how long its link lasts, and partial
 * submissions (answers kept step by step, listed apart on the submissions page). From the next publish.
 */
import { NumberInput, Stack, Switch } from '@mantine/core';
import { RESUME_DAYS_DEFAULT, RESUME_DAYS_MAX, type FolioRoot } from '@folio/model';

interface Props {
  root: Pick<FolioRoot, 'resumeLater' | 'resumeDays' | 'collectPartials'>;
  readOnly: boolean;
  set: (patch: Partial<FolioRoot>) => void;
}

export function DraftSettings({ root, readOnly, set }: Props) {
  return (
    <Stack gap="xs" data-testid="draft-settings">
      <Switch
        label="Visitors can continue later"
        description="A “Continue later” button keeps their answers and gives them a link (mailed if they wish) that opens the form with them. Files are not kept."
        checked={root.resumeLater === true}
        disabled={readOnly}
        onChange={(e) => set({ resumeLater: e.currentTarget.checked })}
        data-testid="draft-resume-later"
      />
      {root.resumeLater ? (
        <NumberInput
          label="The link works for (days)"
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
        label="Keep partial submissions"
        description="Answers are kept at every step of the form; those never sent are listed apart, with the step where each visitor stopped."
        checked={root.collectPartials === true}
        disabled={readOnly}
        onChange={(e) => set({ collectPartials: e.currentTarget.checked })}
        data-testid="draft-collect-partials"
      />
    </Stack>
  );
}
