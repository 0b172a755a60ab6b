/**
 * The labelled controls of Booking Confirm: the visible label is each control's accessible name, and
 * its error (or hint) sits right under it, linked with aria-describedby and aria-invalid. Memoised:
 * the form is long and re-renders on every keystroke; only the control typed in needs to.
 */
import { memo, type ReactNode } from 'react';
import { Box, Checkbox, Field, Input, NativeSelect, Text, Textarea, type InputProps } from '@chakra-ui/react';

export const describedBy = (id: string, parts: { error?: unknown; hint?: unknown }): string | undefined =>
  [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

interface FieldShell {
  id: string;
  label: ReactNode;
  /** Translated message, or null when the value is fine. */
  error?: ReactNode;
  hint?: ReactNode;
}

export interface TextInputProps extends FieldShell, Omit<InputProps, 'id' | 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export const TextInput = memo(function TextInput({ id, label, error, hint, value, onValueChange, ...inputProps }: TextInputProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...inputProps}
        name={inputProps.name ?? id}
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-describedby={describedBy(id, { error, hint })}
      />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export interface TextAreaProps extends FieldShell {
  value: string;
  readOnly?: boolean;
  maxLength?: number;
  onValueChange: (value: string) => void;
}

export const TextArea = memo(function TextArea({ id, label, error, hint, value, readOnly, maxLength, onValueChange }: TextAreaProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={id}
        value={value}
        readOnly={readOnly}
        maxLength={maxLength}
        rows={3}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-describedby={describedBy(id, { error, hint })}
      />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export interface SelectProps extends FieldShell {
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  onValueChange: (value: string) => void;
}

export const Select = memo(function Select({ id, label, error, hint, value, options, placeholder, disabled, autoComplete, onValueChange }: SelectProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={id}
          value={value}
          autoComplete={autoComplete}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          aria-describedby={describedBy(id, { error, hint })}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export interface ConfirmBoxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  error?: ReactNode;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export const ConfirmBox = memo(function ConfirmBox({ id, label, checked, error, disabled, onCheckedChange }: ConfirmBoxProps) {
  return (
    <Box>
      <Checkbox.Root
        ids={{ hiddenInput: id }}
        checked={checked}
        invalid={Boolean(error)}
        disabled={disabled}
        onCheckedChange={(detail) => onCheckedChange(detail.checked === true)}
      >
        <Checkbox.HiddenInput name={id} aria-describedby={describedBy(id, { error })} aria-invalid={error ? true : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error ? (
        <Text id={`${id}-error`} color="fg.error" textStyle="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
});
