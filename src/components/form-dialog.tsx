/**
 * A modal form: title, the fields, the refusal of the whole form, and Cancel / submit with the busy
 * state. Focus goes to the first field on open, to the first field with an error when the machine
 * turns the form down (it counts those in `errorSeq`), and back to `finalFocus` on close. Escape and
 * Cancel close only when `canClose`; a click outside never does, so nothing typed is lost by accident.
 * Everything shown comes translated from the view; the frame decides nothing.
 */
import { Alert, Button, Dialog, Portal, Stack, type DialogContentProps, type StackProps } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { BACKDROP, CONTENT, POSITIONER } from './dialog-layout';
import { useFocusFirstError } from './form/use-focus-first-error';

export interface FormDialogProps {
  open: boolean;
  /** The form's id, which the footer's submit button (outside the form) points at. */
  formId: string;
  title: ReactNode;
  /** Under the title, in the header. */
  subtitle?: ReactNode;
  maxW?: DialogContentProps['maxW'];
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={canClose}
      initialFocusEl={() => formRef.current?.querySelector<HTMLElement>(props.initialFocus) ?? null}
      finalFocusEl={props.finalFocus}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...BACKDROP} />
        <Dialog.Positioner {...POSITIONER}>
          <Dialog.Content {...CONTENT} maxW={props.maxW ?? CONTENT.maxW}>
            <Dialog.Header>
              <Dialog.Title textStyle="lg" fontWeight="semibold">
                {props.title}
              </Dialog.Title>
              {props.subtitle}
            </Dialog.Header>
            <Dialog.Body>
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
                  {props.error ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>{props.error}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer display="flex" justifyContent="flex-end" flexWrap="wrap" gap="3">
              <Button variant="outline" onClick={onClose} disabled={!canClose}>
                {props.cancelLabel}
              </Button>
              <Button type="submit" form={formId} colorPalette={props.submitPalette} loading={busy} loadingText={props.busyLabel} disabled={!canSubmit}>
                {props.submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
