import { useState, type ChangeEvent, type FormEvent } from 'react';
import { signInRules } from '../../lib/validation.ts';

type Field = keyof typeof signInRules;
type Values = Record<Field, string>;

/**
 * The sign-in form's two fields: their values, and each field's message from signInRules once submitted (cleared as
 * the field is edited). The same behaviour as @mantine/form's useForm, whose ~5 KB gzipped sign-in need not download
 * (the other account screens, each in its own chunk, keep using it).
 */
export function useSignInFields(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return {
    values,
    field: (name: Field) => ({
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
    }),
    onSubmit: (handle: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found: Partial<Record<Field, string>> = {};
      for (const name of Object.keys(signInRules) as Field[]) {
        const message = signInRules[name](values[name]);
        if (message) found[name] = message;
      }
      setErrors(found);
      if (Object.keys(found).length === 0) handle(values);
    },
  };
}
