/**
 * The form of every auth page: named by its page's title, the fields, the form's refusal and one
 * full-width submit button. Submitting asks for the focus to go to the first field with an error once
 * the machine has answered, so a keyboard or screen-reader user lands on the message.
 */
import { useRef, type ReactNode } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useFocusFirstError } from '../../../components/form/use-focus-first-error';
import { FormAlert } from './form-alert';

export interface AuthFormProps {
  label: string;
  /** The machine is working: the focus waits for its answer. */
  busy: boolean;
  /** Changes with the field messages, so a refusal without a busy spell is noticed too. */
  errorsKey: unknown;
  /** The submit button's own spinner; `busy` unless the page has other work (Sign In's providers). */
  submitting?: boolean;
  submitDisabled?: boolean;
  /** The refusal of the whole form, translated. */
  error: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

export function AuthForm({ label, busy, errorsKey, submitting = busy, submitDisabled, error, submitLabel, submittingLabel, onSubmit, children }: AuthFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef, { busy, errorsKey });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        focusFirstError();
        onSubmit();
      }}
    >
      <Flex direction="column" gap="4">
        {children}
        {error ? <FormAlert status="error">{error}</FormAlert> : null}
        <Button type="submit" loading={submitting} loadingText={submittingLabel} disabled={submitDisabled} width="full">
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
