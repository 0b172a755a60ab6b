/**
 * The hold, as each side reads it: its category (and the missing document), the forwarder's words as
 * plain text, when and by whom. The shipper is told what to do and linked straight to it: the upload
 * control with the document type chosen, the bills to pay, or the comment box to answer the forwarder.
 */
import type { MouseEvent } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { useDetailText } from './detail-text';

type Hold = NonNullable<LifecycleView['hold']>;

/** The target is on this page: bring it into view and put the focus in it, where the shipper acts. */
function goToElement(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(href.slice(1));
  if (!target) return;
  event.preventDefault();
  // The id may name the field's wrapper: the focus goes to its control.
  const focusable = ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName) || target.hasAttribute('tabindex');
  const control = focusable
    ? target
    : (target.querySelector<HTMLElement>('textarea, input, select, button') ?? target);
  target.scrollIntoView({ block: 'center' });
  control.focus();
}

export function HoldBanner({ hold }: { hold: Hold }) {
  const { t, formatDateTime } = useDetailText();
  const documentType = hold.documentType ? t(hold.documentType) : '';
  const { link } = hold;
  return (
    <Alert.Root status="warning" role="region" aria-labelledby="shipment-hold-title">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id="shipment-hold-title">
          {t('shipment.detail.hold.title', { category: t(hold.category) })}
        </Alert.Title>
        <Stack gap="2" mt="1">
          {hold.documentType ? <Text>{t('shipment.detail.hold.documentType', { documentType })}</Text> : null}
          <Text whiteSpace="pre-wrap">{hold.reason}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('shipment.detail.hold.placed', { at: formatDateTime(hold.placedAt), by: hold.placedBy })}
          </Text>
          {hold.guidance ? <Text fontWeight="medium">{t(hold.guidance, { documentType })}</Text> : null}
          {link && hold.linkLabel ? (
            <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
              {link.kind === 'billing' ? (
                <RouterLink to={link.to}>{t(hold.linkLabel, { documentType })}</RouterLink>
              ) : (
                <a href={link.href} onClick={(event) => goToElement(event, link.href)}>
                  {t(hold.linkLabel, { documentType })}
                </a>
              )}
            </Button>
          ) : null}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
