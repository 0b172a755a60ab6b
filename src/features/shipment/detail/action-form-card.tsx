/**
 * The frame of a form on Shipment Details, the shipment's actions and an adjustment item's review alike:
 * a titled form in a card, its fields, the form's message, submit and Back; the focus goes into it when
 * it opens and back to a refused field. The fields and texts are the caller's.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ERROR_COLOR } from '../../../components/form/text-field';
import { useFocusFirstError } from '../../../components/form/use-focus-first-error';
import { useDetailText } from './detail-text';

/** What both connects give a form. */
export interface FormCardView {
  submit: () => void;
  dismiss: () => void;
  submitting: boolean;
  canSubmit: boolean;
  formError: string | null;
  focusSeq: number;
}

export interface ActionFormCardProps {
  view: FormCardView;
  /** The form's id; its title's is `${id}-title`. */
  id: string;
  /** Which form is open: opening another one moves the focus into it. */
  openForm: string;
  title: string;
  submitLabel: string;
  /** The page's action forms are h3; an item's review form, nested under its item, is h4 and smaller. */
  level: 'h3' | 'h4';
  /** A submit that cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

export function ActionFormCard({ view, id, openForm, title, submitLabel, level, danger, children }: ActionFormCardProps) {
  const { t } = useDetailText();
  const ref = useRef<HTMLFormElement>(null);
  const titleId = `${id}-title`;
  const small = level === 'h4';

  // Opening a form puts the focus in it: its first field, or its title for a confirmation.
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea');
    (first ?? ref.current?.querySelector<HTMLElement>(level))?.focus();
  }, [openForm, level]);
  // A refused field brings the focus back to it, where its message is.
  useFocusFirstError(ref, { errorSeq: view.focusSeq });

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form
          ref={ref}
          id={id}
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          <Stack gap={small ? '3' : '4'}>
            <Heading as={level} size={small ? 'sm' : 'md'} id={titleId} tabIndex={-1}>
              {title}
            </Heading>
            {children}
            {view.formError ? (
              <Text role="alert" color={ERROR_COLOR}>
                {t(view.formError)}
              </Text>
            ) : null}
            <HStack gap="3" wrap="wrap">
              <Button type="submit" size={small ? 'sm' : undefined} loading={view.submitting} disabled={!view.canSubmit} colorPalette={danger ? 'red' : undefined}>
                {submitLabel}
              </Button>
              <Button type="button" size={small ? 'sm' : undefined} variant="outline" onClick={view.dismiss} disabled={view.submitting}>
                {t('shipment.detail.form.back')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
