import type { DateWidget as DateWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

/**
 * A native date input (the browser shows its locale's format; meta.format is the format of the stored
 * display text elsewhere). With useRange a second input takes the end date.
 */
export function DateWidget({ node, state, onChange }: WidgetProps<DateWidgetNode>) {
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
          Choose a date.
        </FieldError>
      }
    >
      <div className="fo-range-inputs">
        <input
          id={id}
          className="fo-input"
          type="date"
          name={node.name || node.id}
          required={node.required}
          value={current.value ?? ''}
          max={node.meta.useRange && current.end ? current.end : undefined}
          aria-invalid={invalid}
          aria-describedby={current.error ? errorId : undefined}
          onChange={(e) => set({ ...current, value: e.target.value || null, isSet: true, error: false })}
        />
        {node.meta.useRange ? (
          <>
            <span className="fo-range-inputs__sep" aria-hidden="true">
              –
            </span>
            <input
              id={endId}
              className="fo-input"
              type="date"
              name={`${node.name || node.id}-end`}
              aria-label="End date"
              required={node.required}
              value={current.end ?? ''}
              min={current.value ?? undefined}
              aria-invalid={invalid}
              onChange={(e) => set({ ...current, end: e.target.value || null, isSet: true, error: false })}
            />
          </>
        ) : null}
      </div>
    </Field>
  );
}
