/**
 * A labelled input: the visible label is its accessible name, and its error (or hint) is linked to it
 * with aria-describedby and aria-invalid, shown right under it.
 */
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

export interface LabelledInputProps extends Omit<InputProps, 'onChange' | 'value' | 'id'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
}

export const describedBy = (id: string, parts: { error?: unknown; hint?: unknown }): string | undefined =>
  [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export const LabelledInput = memo(function LabelledInput({ id, label, value, onValueChange, error, hint, ...inputProps }: LabelledInputProps) {
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
