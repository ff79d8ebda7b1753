/**
 * The result text of every list screen that shows a count (spec §2): '{n} results found', '1 result found',
 * 'No results found', with ' (loading...)' appended while loading (the model's resultsText, in the app's language:
 * common:results), in a polite live region.
 */
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '../i18n/react.tsx';
import { translate } from '../i18n/i18n.ts';

export interface ResultCountProps extends TextProps {
  /** the list's total; undefined until the first answer arrives */
  total: number | undefined;
  /** a request is on its way (first load or refresh) */
  loading: boolean;
  /** the total is the server's estimate (totalIsEstimate): said as "About n results found" */
  estimate?: boolean | undefined;
  /** say 'No results found' for an empty list; off where an empty state below already says so */
  showEmpty?: boolean;
  testId?: string;
}

/** The model's resultsText in the app's language. */
function resultsText(count: number, loading: boolean, estimate = false): string {
  const text = estimate && count > 0 ? translate('common:results.estimate', { count }) : translate('common:results.count', { count });
  return loading ? translate('common:results.loading', { text }) : text;
}

export function resultCountText(total: number | undefined, loading: boolean, showEmpty = false, estimate = false): string {
  if (total === undefined) return loading ? resultsText(0, true) : '';
  if (total === 0 && !showEmpty) return '';
  return resultsText(total, loading, estimate);
}

export function ResultCount({ total, loading, showEmpty = false, estimate = false, testId, ...text }: ResultCountProps) {
  // Re-rendered when the language changes.
  useTranslation('common');
  return (
    <Text size="xs" c="dimmed" aria-live="polite" data-testid={testId} {...text}>
      {resultCountText(total, loading, showEmpty, estimate)}
    </Text>
  );
}
