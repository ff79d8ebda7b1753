import type { NumericWidget as NumericWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { Feedback } from './Feedback.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

export function NumericWidget({ node, state, onChange }: WidgetProps<NumericWidgetNode>) {
  const [current, set] = useWidgetValue(state, onChange);
  const id = controlId(node.id);
  const errorId = controlId(node.id, '-error');
  const { min, max, increment, display, format } = node.meta;
  const step = increment > 0 ? (format === 'integer' ? Math.max(1, Math.round(increment)) : increment) : format === 'integer' ? 1 : 'any';
  const onInput = (raw: string) => {
    const parsed = format === 'integer' ? Number.parseInt(raw, 10) : Number.parseFloat(raw);
    set({ ...current, value: Number.isFinite(parsed) ? parsed : 0, error: false });
  };
  const common = {
    id,
    name: node.name || node.id,
    min,
    max,
    step,
    required: node.required,
    value: current.value ?? 0,
    'aria-invalid': current.error || undefined,
    'aria-describedby': current.error ? errorId : undefined,
    onChange: (e: { target: { value: string } }) => onInput(e.target.value),
  };
  return (
    <Field
      node={node}
      controlId={id}
      after={
        <>
          <FieldError id={errorId} show={current.error}>
            Enter a number from {min} to {max}.
          </FieldError>
          <Feedback feedback={node.feedback} answer={current.value} id={controlId(node.id, '-feedback')} />
        </>
      }
    >
      {display === 'slider' ? (
        <div className="fo-range">
          <input className="fo-range__input" type="range" {...common} />
          <output className="fo-range__value" htmlFor={id}>
            {current.value ?? 0}
          </output>
        </div>
      ) : (
        <input className="fo-input fo-input--number" type="number" inputMode={format === 'integer' ? 'numeric' : 'decimal'} {...common} />
      )}
    </Field>
  );
}
