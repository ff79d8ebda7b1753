import type { DateWidget as DateWidgetNode, TimeWidget as TimeWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

interface DateTimeFieldProps<N extends DateWidgetNode | TimeWidgetNode> extends WidgetProps<N> {
  type: 'date' | 'time';
  /** what a cleared input stores; an input with no value shows it ('' for null) */
  empty: N['state']['value'];
  /** the start caps the end and the end floors the start (dates only: a time range may cross midnight) */
  bounded?: boolean;
}

/** A native date or time input, and with meta.useRange a second one for the end. */
export function DateTimeField<N extends DateWidgetNode | TimeWidgetNode>({
  node,
  state,
  onChange,
  type,
  empty,
  bounded,
}: DateTimeFieldProps<N>) {
  const [current, set] = useWidgetValue(state, onChange);
  const id = controlId(node.id);
  const endId = controlId(node.id, '-end');
  const errorId = controlId(node.id, '-error');
  const invalid = current.error || undefined;
  return (
    <Field
      node={node}
      controlId={id}
      after={
        <FieldError id={errorId} show={current.error}>
          {`Choose a ${type}.`}
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
          max={bounded && node.meta.useRange && current.end ? current.end : undefined}
          aria-invalid={invalid}
          aria-describedby={current.error ? errorId : undefined}
          onChange={(e) => set({ ...current, value: e.target.value || empty, isSet: true, error: false })}
        />
        {node.meta.useRange ? (
          <>
            <span className="fo-range-inputs__sep" aria-hidden="true">
              –
            </span>
            <input
              id={endId}
              className="fo-input"
              type={type}
              name={`${node.name || node.id}-end`}
              aria-label={`End ${type}`}
              required={node.required}
              value={current.end ?? empty ?? ''}
              min={bounded ? (current.value ?? undefined) : undefined}
              aria-invalid={invalid}
              onChange={(e) => set({ ...current, end: e.target.value || empty, isSet: true, error: false })}
            />
          </>
        ) : null}
      </div>
    </Field>
  );
}
