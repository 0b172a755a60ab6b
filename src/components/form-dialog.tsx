/**
 * A modal form (src/components/app-dialog.tsx): title, the fields, the refusal of the whole form, and
 * Cancel / submit with the busy state. Focus goes to the first field on open, to the first field with an
 * error when the machine turns the form down (it counts those in `errorSeq`), and back to `finalFocus`
 * on close. Escape and Cancel close only when `canClose`; a click outside never does.
 * Everything shown comes translated from the view; the frame decides nothing.
 */
import { Button, Stack, type StackProps } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { AppDialog, type AppDialogProps } from './app-dialog';
import { useFocusFirstError } from './form/use-focus-first-error';
import { ToneAlert } from './message-alert';

export interface FormDialogProps {
  open: boolean;
  /** The form's id, which the footer's submit button (outside the form) points at. */
  formId: string;
  title: ReactNode;
  /** Under the title, in the header. */
  subtitle?: ReactNode;
  maxW?: AppDialogProps['maxW'];
  gap?: StackProps['gap'];
  busy: boolean;
  canClose: boolean;
  canSubmit?: boolean;
  errorSeq: number;
  /** The field focused on open. */
  initialFocus: string;
  /** The field focused when the form is turned down, if not the first marked invalid. */
  errorFocus?: string;
  finalFocus: () => HTMLElement | null;
  /** The refusal of the whole form, translated. */
  error?: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  submitPalette?: 'brand' | 'red';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const { open, formId, busy, canClose, canSubmit = true, onSubmit, onClose } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { errorSeq: props.errorSeq, busy, selector: props.errorFocus });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      canClose={canClose}
      initialFocus={() => formRef.current?.querySelector<HTMLElement>(props.initialFocus) ?? null}
      finalFocus={props.finalFocus}
      maxW={props.maxW}
      title={props.title}
      subtitle={props.subtitle}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={!canClose}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" form={formId} colorPalette={props.submitPalette} loading={busy} loadingText={props.busyLabel} disabled={!canSubmit}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={props.gap ?? '4'}>
          {props.children}
          {props.error ? <ToneAlert problem>{props.error}</ToneAlert> : null}
        </Stack>
      </form>
    </AppDialog>
  );
}
