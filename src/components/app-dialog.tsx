/**
 * The app's modal dialog: Chakra's Dialog parts in the app's layout (src/components/dialog-layout.ts),
 * centred, mounted only while open, with a title, a body and a footer for the buttons. Escape closes it
 * only when `canClose`; a click outside only when `closeOnOutside` too (never for a form, so nothing
 * typed is lost by accident). Focus goes to `initialFocus` on open (the first focusable part if none)
 * and to `finalFocus` on close. The dialogs of every feature share it; each gives its own words.
 */
import { Dialog, Portal, type DialogBodyProps, type DialogContentProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { BACKDROP, CONTENT, POSITIONER } from './dialog-layout';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  canClose: boolean;
  closeOnOutside?: boolean;
  /** `alertdialog` for a confirmation that asks before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  initialFocus?: () => HTMLElement | null;
  finalFocus?: () => HTMLElement | null;
  maxW?: DialogContentProps['maxW'];
  contentRef?: Ref<HTMLDivElement>;
  title: ReactNode;
  /** Under the title, in the header. */
  subtitle?: ReactNode;
  bodyProps?: DialogBodyProps;
  footer: ReactNode;
  children: ReactNode;
}

export function AppDialog(props: AppDialogProps) {
  const { open, onClose, canClose, closeOnOutside = false } = props;
  return (
    <Dialog.Root
      role={props.role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={closeOnOutside && canClose}
      closeOnEscape={canClose}
      initialFocusEl={props.initialFocus}
      finalFocusEl={props.finalFocus}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop {...BACKDROP} />
        <Dialog.Positioner {...POSITIONER}>
          <Dialog.Content ref={props.contentRef} {...CONTENT} maxW={props.maxW ?? CONTENT.maxW}>
            <Dialog.Header>
              <Dialog.Title textStyle="lg" fontWeight="semibold">
                {props.title}
              </Dialog.Title>
              {props.subtitle}
            </Dialog.Header>
            <Dialog.Body {...props.bodyProps}>{props.children}</Dialog.Body>
            <Dialog.Footer display="flex" justifyContent="flex-end" flexWrap="wrap" gap="3">
              {props.footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
