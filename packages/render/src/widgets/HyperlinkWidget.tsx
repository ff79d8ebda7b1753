import type { HyperlinkWidget as HyperlinkWidgetNode } from '@folio/model';
import { Field, FieldError, controlId } from './Field.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';
import { isWebUrl } from '../answers.ts';


export function HyperlinkWidget({ node, state, onChange }: WidgetProps<HyperlinkWidgetNode>) {
  const [current, set] = useWidgetValue(state, onChange);
  const id = controlId(node.id);
  const errorId = controlId(node.id, '-error');
  const showError = current.urlError || current.error;
  return (
    <Field
      node={node}
      controlId={id}
      after={
        <FieldError id={errorId} show={showError}>
          {current.urlError ? 'Enter a full web address, such as https://example.com.' : 'Enter a link.'}
        </FieldError>
      }
    >
      <input
        id={id}
        className="fo-input"
        type="url"
        inputMode="url"
        placeholder="https://"
        name={node.name || node.id}
        required={node.required}
        value={current.value ?? ''}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
        onChange={(e) => set({ ...current, value: e.target.value, urlError: false, error: false })}
        onBlur={(e) => {
          const value = e.target.value;
          const urlError = value.trim() !== '' && !isWebUrl(value);
          if (urlError !== current.urlError) set({ ...current, value, urlError });
        }}
      />
    </Field>
  );
}
