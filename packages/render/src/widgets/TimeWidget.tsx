import { DEFAULT_TIME, type TimeWidget as TimeWidgetNode } from '@folio/model';
import { DateTimeField } from './DateTimeField.tsx';
import type { WidgetProps } from './types.ts';

/** A native time input ('HH:MM', 24-hour value; the browser shows its locale's 12/24-hour form). */
export function TimeWidget(props: WidgetProps<TimeWidgetNode>) {
  return <DateTimeField {...props} type="time" empty={DEFAULT_TIME} />;
}
