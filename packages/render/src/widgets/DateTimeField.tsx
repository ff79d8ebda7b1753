import type { DateWidget as DateWidgetNode, TimeWidget as TimeWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import { useMessages } from '../context.ts';
import type { WidgetProps } from './types.ts';

interface DateTimeFieldProps<N extends DateWidgetNode | TimeWidgetNode> extends WidgetProps<N> {
  type: 'date' | 'time';
  /** what a cleared input stores; an input with no value shows it ('' for null) */
  empty: N['state']['value'];
  /** the start caps the end and the end floors the start (dates only: a time range may cross midnight) */
  bounded?: boolean;
}

/**
 * A native date or time input, and with meta.useRange a second one for the end: then the two are a group (a
 * fieldset whose legend is the label) and each input is named for its end ("Start date", "End date").
 */
export function DateTimeField<N extends DateWidgetNode | TimeWidgetNode>({
  node,
  state,
  onChange,
  type,
  empty,
  bounded,
}: DateTimeFieldProps<N>) {
  const [current, set] = useWidgetValue(state, onChange);
  const m = useMessages();
  const id = controlId(node.id);
  const endId = controlId(node.id, '-end');
  const errorId = controlId(node.id, '-error');
  const invalid = current.error || undefined;
  const range = node.meta.useRange;
  const describedBy = current.error ? errorId : undefined;
  return (
    <Field
      node={node}
      controlId={id}
      group={range}
      after={
        <FieldError id={errorId} show={current.error}>
          {type === 'date' ? m.chooseDate : m.chooseTime}
        </FieldError>
      }
    >
      <div className="fo-range-inputs">
        <input
          id={id}
          className="fo-input"
          type={type}
          name={node.name || node.id}
          required={node.required}
          value={current.value ?? empty ?? ''}
          max={bounded && range && current.end ? current.end : undefined}
          aria-label={range ? (type === 'date' ? m.startDate : m.startTime) : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => set({ ...current, value: e.target.value || empty, isSet: true, error: false })}
        />
        {range ? (
          <>
            <span className="fo-range-inputs__sep" aria-hidden="true">
              –
            </span>
            <input
              id={endId}
              className="fo-input"
              type={type}
              name={`${node.name || node.id}-end`}
              aria-label={type === 'date' ? m.endDate : m.endTime}
              required={node.required}
              value={current.end ?? empty ?? ''}
              min={bounded ? (current.value ?? undefined) : undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => set({ ...current, end: e.target.value || empty, isSet: true, error: false })}
            />
          </>
        ) : null}
      </div>
    </Field>
  );
}
