import type { TextWidget as TextWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { useMessages } from '../context.ts';
import { Feedback } from './Feedback.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

const AUTOCOMPLETE = { text: undefined, email: 'email', tel: 'tel' } as const;

export function TextWidget({ node, state, onChange }: WidgetProps<TextWidgetNode>) {
  const [current, set] = useWidgetValue(state, onChange);
  const m = useMessages();
  const id = controlId(node.id);
  const helpId = controlId(node.id, '-help');
  const errorId = controlId(node.id, '-error');
  const type = node.meta.dataValidationType ?? 'text';
  const describedBy = [node.meta.instructions ? helpId : '', current.error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name: node.name || node.id,
    required: node.required,
    value: current.value ?? '',
    'aria-describedby': describedBy || undefined,
    'aria-invalid': current.error || undefined,
  };
  const onInput = (value: string) => set({ ...current, value, error: false });
  return (
    <Field
      node={node}
      controlId={id}
      after={
        <>
          {node.meta.instructions ? (
            <p id={helpId} className="fo-instructions">
              {node.meta.instructions}
            </p>
          ) : null}
          <FieldError id={errorId} show={current.error}>
            {type === 'email' ? m.validEmail : type === 'tel' ? m.validPhone : m.fillIn}
          </FieldError>
          <Feedback feedback={node.feedback} answer={current.value} id={controlId(node.id, '-feedback')} />
        </>
      }
    >
      {node.meta.format === 'multiple' ? (
        <textarea className="fo-input fo-textarea" rows={4} {...common} onChange={(e) => onInput(e.target.value)} />
      ) : (
        <input
          className="fo-input"
          type={type}
          autoComplete={AUTOCOMPLETE[type]}
          inputMode={type === 'tel' ? 'tel' : type === 'email' ? 'email' : undefined}
          {...common}
          onChange={(e) => onInput(e.target.value)}
        />
      )}
    </Field>
  );
}
