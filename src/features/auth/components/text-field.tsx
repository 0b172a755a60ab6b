/**
 * A labelled input for the sign-in screens: the visible label is its accessible name, and an error
 * (or hint) is linked to it with aria-describedby and aria-invalid, shown right under it.
 */
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'id'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The translated message, or null/undefined when the field is fine. */
  error?: ReactNode;
  hint?: ReactNode;
}

export const describedBy = (id: string, parts: { error?: unknown; hint?: unknown }): string | undefined =>
  [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/** Memoised: a form re-renders on every keystroke, and only the field typed in needs to. */
export const TextField = memo(function TextField({ id, label, value, onValueChange, error, hint, ...inputProps }: TextFieldProps) {
  const invalid = Boolean(error);
  return (
    <Field.Root id={id} invalid={invalid} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...inputProps}
        name={inputProps.name ?? id}
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-describedby={describedBy(id, { error, hint })}
      />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
