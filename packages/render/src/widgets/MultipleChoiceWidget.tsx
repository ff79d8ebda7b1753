import { choiceControl, type ChoiceOption, type MultipleChoiceWidget as MultipleChoiceWidgetNode } from '@folio/model';
import { cx } from '../design.ts';
import { useMessages, useRenderOptions } from '../context.ts';
import { safeSrc } from '../url.ts';
import { Field, FieldError, controlId } from './Field.tsx';
import { Feedback } from './Feedback.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

const optionText = (option: ChoiceOption): string => (option.option.type === 'text' ? option.option.text : option.value);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The options in display order: alphabetical or as entered, then shuffled when `randomize` is on. The shuffle
 * is seeded by the widget id, so server HTML and the hydrated page agree.
 */
export function orderedOptions(node: MultipleChoiceWidgetNode): ChoiceOption[] {
  const options = [...(node.meta.options ?? [])];
  if (node.meta.format === 'alphabetical') options.sort((a, b) => optionText(a).localeCompare(optionText(b)));
  if (node.meta.randomize) {
    let seed = hash(node.id);
    for (let i = options.length - 1; i > 0; i--) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const j = seed % (i + 1);
      [options[i], options[j]] = [options[j]!, options[i]!];
    }
  }
  return options;
}

function OptionContent({ option }: { option: ChoiceOption }) {
  const { resolveAsset } = useRenderOptions();
  if (option.option.type === 'asset') {
    const { assetId, url } = option.option;
    const src = safeSrc(resolveAsset?.({ assetId: assetId || null, url })?.src ?? url);
    return src ? <img className="fo-choice__image" src={src} alt={option.option.alt?.trim() || option.value} loading="lazy" /> : <span>{option.value}</span>;
  }
  return <span>{option.option.text}</span>;
}

export function MultipleChoiceWidget({ node, state, onChange }: WidgetProps<MultipleChoiceWidgetNode>) {
  const [current, set] = useWidgetValue(state, onChange);
  const selected = current.selected ?? [];
  const options = orderedOptions(node);
  const multiple = node.meta.acceptMultiple;
  const m = useMessages();
  const name = node.name || node.id;
  const id = controlId(node.id);
  const errorId = controlId(node.id, '-error');
  const select = (values: string[]) => set({ ...current, selected: values, error: false });
  const after = (
    <>
      <FieldError id={errorId} show={current.error}>
        {multiple ? m.chooseOptions : m.chooseOption}
      </FieldError>
      <Feedback feedback={node.feedback} answer={multiple ? selected : selected[0]} id={controlId(node.id, '-feedback')} />
    </>
  );

  if (node.meta.display === 'dropdown') {
    return (
      <Field node={node} controlId={id} after={after}>
        <select
          id={id}
          className="fo-input fo-select"
          name={name}
          multiple={multiple}
          required={node.required}
          aria-invalid={current.error || undefined}
          aria-describedby={current.error ? errorId : undefined}
          value={multiple ? selected : (selected[0] ?? '')}
          onChange={(e) => select(Array.from(e.target.selectedOptions, (option) => option.value).filter(Boolean))}
        >
          {multiple ? null : <option value="">{m.choosePlaceholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </select>
      </Field>
    );
  }

  // The control follows the answer count, whatever the display: round radio buttons for one answer, square
  // checkboxes for several (the editor names the list display after it; decision in docs).
  const type = choiceControl(multiple);
  const toggle = (value: string, checked: boolean) =>
    select(multiple ? (checked ? [...selected, value] : selected.filter((v) => v !== value)) : checked ? [value] : []);
  return (
    <Field node={node} controlId={id} group after={after}>
      <div className={cx('fo-choices', node.meta.display === 'button' && 'fo-choices--buttons')}>
        {options.length === 0 ? <p className="fo-placeholder fo-placeholder--inline">No options yet</p> : null}
        {options.map((option, index) => {
          const optionId = controlId(node.id, `-${index}`);
          return (
            <div key={option.value} className="fo-choice">
              <input
                id={optionId}
                className="fo-choice__input"
                type={type}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                required={node.required && type === 'radio'}
                aria-invalid={current.error || undefined}
                aria-describedby={current.error ? errorId : undefined}
                onChange={(e) => toggle(option.value, e.target.checked)}
              />
              <label className="fo-choice__label" htmlFor={optionId}>
                <OptionContent option={option} />
              </label>
            </div>
          );
        })}
      </div>
    </Field>
  );
}
