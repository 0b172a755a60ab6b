/**
 * The labelled text input of every form: the visible label is its accessible name, and an error (or
 * hint) is linked to it with aria-describedby and aria-invalid, shown right under it.
 *
 * Plain elements in Chakra's field and input styles rather than Chakra's Field and Input (Ark's field
 * machinery, which the bundler keeps whole once any part of it is imported): Sign In is the first load
 * of a signed-out visit, and this does the same job for less (docs/decisions/102-first-screen-components.md).
 */
import { chakra, createRecipeContext, useSlotRecipe, type InputProps } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/** Chakra's Input (the `input` recipe) on a plain <input>: Chakra's own wraps Ark's Field.Input. */
const Input = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input');

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'id'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The translated message, or null/undefined when the field is fine. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** Small error text at 4.5:1 on white (WCAG AA): red.700, the shade the systems' fg.error also takes (Chakra's own, red.500, is 3.8:1). */
export const ERROR_COLOR = 'red.700';

/** The error is read first: it is what the user came back to the field for. */
export const describedBy = (id: string, parts: { error?: unknown; hint?: unknown }): string | undefined =>
  [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/** Chakra's field styles (the `field` slot recipe), for a label, an input and its messages. */
export function useFieldStyles() {
  return useSlotRecipe({ key: 'field' })({ orientation: 'vertical' });
}

/** Memoised: a form re-renders on every keystroke, and only the field typed in needs to. */
export const TextField = memo(function TextField({ id, label, value, onValueChange, error, hint, ...inputProps }: TextFieldProps) {
  const styles = useFieldStyles();
  const invalid = Boolean(error);
  const state = { 'data-invalid': invalid ? '' : undefined, 'data-disabled': inputProps.disabled ? '' : undefined };
  return (
    <chakra.div role="group" id={`field::${id}`} css={styles.root} {...state}>
      <chakra.label htmlFor={id} css={styles.label} {...state}>
        {label}
      </chakra.label>
      <Input
        {...inputProps}
        id={id}
        name={inputProps.name ?? id}
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? `${id}-error` : undefined}
        aria-describedby={describedBy(id, { error, hint })}
      />
      {hint ? (
        <chakra.div id={`${id}-hint`} css={styles.helperText}>
          {hint}
        </chakra.div>
      ) : null}
      {invalid ? (
        <chakra.div id={`${id}-error`} aria-live="polite" css={styles.errorText} color={ERROR_COLOR}>
          {error}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
});
