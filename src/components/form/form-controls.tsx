/**
 * The labelled controls beyond the text input (src/components/form/text-field.tsx): selects, text
 * areas, checkboxes and choice groups, used by the signed-in forms. The visible
 * label is each control's accessible name; an error (and a hint) sits right under it, linked with
 * aria-describedby, and aria-invalid marks the control. Radio groups are native radios in a fieldset
 * whose legend names the group. Memoised: these forms are long and re-render on every keystroke.
 */
import { memo, type ReactNode } from 'react';
import { Box, Checkbox, chakra, Field, Fieldset, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { describedBy, ERROR_COLOR } from './text-field';

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  /** An empty first option ("Choose…"), for a value not chosen yet. */
  placeholder?: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
}

export const SelectField = memo(function SelectField({ id, label, value, options, placeholder, onValueChange, error, hint, disabled, autoComplete }: SelectFieldProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={id} value={value} autoComplete={autoComplete} onChange={(e) => onValueChange(e.currentTarget.value)} aria-describedby={describedBy(id, { error, hint })}>
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
      {error ? <Field.ErrorText color={ERROR_COLOR}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export interface TextAreaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  readOnly?: boolean;
  maxLength?: number;
}

export const TextAreaField = memo(function TextAreaField({ id, label, value, onValueChange, error, hint, readOnly, maxLength }: TextAreaFieldProps) {
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
      {error ? <Field.ErrorText color={ERROR_COLOR}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});

export interface CheckFieldProps {
  /** The id of the native checkbox, so "focus the first invalid field" can find it. */
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

export const CheckField = memo(function CheckField({ id, label, checked, onCheckedChange, hint, error, disabled }: CheckFieldProps) {
  return (
    <Box>
      <Checkbox.Root
        ids={{ hiddenInput: id }}
        checked={checked}
        invalid={Boolean(error)}
        disabled={disabled}
        onCheckedChange={(d) => onCheckedChange(d.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput name={id} aria-describedby={describedBy(id, { error, hint })} aria-invalid={error ? true : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {hint ? (
        <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" ms="7" mt="1">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color={ERROR_COLOR} mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
});

export interface Choice<T extends string> {
  value: T;
  label: string;
  help?: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  id: string;
  legend: ReactNode;
  value: T | '';
  choices: readonly Choice<T>[];
  onValueChange: (value: T) => void;
  error?: ReactNode;
  /** Side by side (unit switches) rather than stacked (choices with help text). */
  inline?: boolean;
}

const RadioInput = chakra('input');

function ChoiceGroupInner<T extends string>({ id, legend, value, choices, onValueChange, error, inline }: ChoiceGroupProps<T>) {
  return (
    <Fieldset.Root id={id} invalid={Boolean(error)} width={inline ? 'auto' : undefined}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="1">
        {legend}
      </Fieldset.Legend>
      <Stack direction={inline ? 'row' : 'column'} gap={inline ? '4' : '2'} wrap="wrap">
        {choices.map((choice) => {
          const choiceId = `${id}-${choice.value}`;
          const described = [choice.help ? `${choiceId}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
          return (
            <Box key={choice.value} display="flex" alignItems="flex-start" gap="2">
              <RadioInput
                id={choiceId}
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onValueChange(choice.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                mt="1"
                boxSize="4"
                flexShrink={0}
                cursor="pointer"
                css={{ accentColor: 'var(--chakra-colors-color-palette-solid)' }}
              />
              <Box>
                {/* The label holds only the name: the help is a description, not part of it. */}
                <chakra.label htmlFor={choiceId} cursor="pointer">
                  {choice.label}
                </chakra.label>
                {choice.help ? (
                  <Text id={`${choiceId}-help`} fontSize="sm" color="fg.muted">
                    {choice.help}
                  </Text>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color={ERROR_COLOR}>
          {error}
        </Text>
      ) : null}
    </Fieldset.Root>
  );
}

export const ChoiceGroup = memo(ChoiceGroupInner) as typeof ChoiceGroupInner;
