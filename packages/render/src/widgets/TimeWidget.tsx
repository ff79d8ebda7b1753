import { DEFAULT_TIME, type TimeWidget as TimeWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

/** A native time input ('HH:MM', 24-hour value; the browser shows its locale's 12/24-hour form). */
export function TimeWidget({ node, state, onChange }: WidgetProps<TimeWidgetNode>) {
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
          Choose a time.
        </FieldError>
      }
    >
      <div className="fo-range-inputs">
        <input
          id={id}
          className="fo-input"
          type="time"
          name={node.name || node.id}
          required={node.required}
          value={current.value ?? DEFAULT_TIME}
          aria-invalid={invalid}
          aria-describedby={current.error ? errorId : undefined}
          onChange={(e) => set({ ...current, value: e.target.value || DEFAULT_TIME, isSet: true, error: false })}
        />
        {node.meta.useRange ? (
          <>
            <span className="fo-range-inputs__sep" aria-hidden="true">
              –
            </span>
            <input
              id={endId}
              className="fo-input"
              type="time"
              name={`${node.name || node.id}-end`}
              aria-label="End time"
              required={node.required}
              value={current.end ?? DEFAULT_TIME}
              aria-invalid={invalid}
              onChange={(e) => set({ ...current, end: e.target.value || DEFAULT_TIME, isSet: true, error: false })}
            />
          </>
        ) : null}
      </div>
    </Field>
  );
}
