import type { DateWidget as DateWidgetNode } from '@folio/model';
import { DateTimeField } from './DateTimeField.tsx';
import type { WidgetProps } from './types.ts';

/**
 * A native date input (the browser shows its locale's format; meta.format is the format of the stored
 * display text elsewhere). With useRange a second input takes the end date.
 */
export function DateWidget(props: WidgetProps<DateWidgetNode>) {
  return <DateTimeField {...props} type="date" empty={null} bounded />;
}
