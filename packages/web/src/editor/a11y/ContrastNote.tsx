/** The contrast line under a colour picker: the ratio of the text on the chosen colour, a warning look below AA. */
import { IconAlertTriangle } from '@tabler/icons-react';
import { contrastInfo } from './contrast.ts';
import './a11y.css';

export function ContrastNote({ text, background, testId }: { text: string; background: string; testId: string }) {
  const info = contrastInfo(text, background);
  if (!info) return null;
  return (
    <span className="fa-contrast" data-low={info.low} data-testid={testId}>
      {info.low && <IconAlertTriangle size={12} aria-hidden="true" style={{ verticalAlign: '-1px', marginInlineEnd: 3 }} />}
      {info.message}
    </span>
  );
}
