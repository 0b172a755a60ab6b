/**
 * Shipment Details (/shipment/:id), the minimum after a booking (docs/decisions/094): the shipment
 * number and status from the API (plus mode, route, forwarder, booked date and total), with loading,
 * not-found and failure states. The full shipment page replaces it. Its strings are in
 * shipment-summary.messages.ts: the shipment routes load only the shipment feature's messages.
 */
import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Card, HStack, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { shipmentSummaryMachine, type ShipmentSummary } from '../../../machines/shipment-summary.machine';
import { connectShipmentSummary } from '../../../machines/shipment-summary.connect';
import { PATHS } from '../../../machines/shared/route-paths';
import { useAppActors } from '../../app/app-services';
import { formatMoney } from '../../i18n/money';
import { useLocale } from '../../i18n/i18n-provider';
import { useDateFormat } from '../../i18n/use-date-format';

export function ShipmentDetailPage() {
  const intl = useIntl();
  const params = useParams<{ id: string }>();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.shipmentInfo' })}
      </Heading>
      {/* A new id is a new shipment: start over rather than show the previous one. */}
      <ShipmentSummaryView key={params.id} shipmentId={params.id ?? ''} />
    </Stack>
  );
}

function ShipmentSummaryView({ shipmentId }: { shipmentId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { loadShipmentSummary } = useAppActors().booking;
  const machine = useMemo(() => shipmentSummaryMachine.provide({ actors: { loadShipmentSummary } }), [loadShipmentSummary]);
  // Booking Confirm passes the shipment number it has just placed in the router state.
  const bookedShipmentNo = (useLocation().state as { bookedShipmentNo?: string } | null)?.bookedShipmentNo ?? null;
  const [snapshot, send] = useMachine(machine, { input: { shipmentId, bookedShipmentNo } });
  const view = connectShipmentSummary(snapshot, send);

  const toList = (
    <Button asChild variant="outline">
      <RouterLink to={PATHS.shipmentList}>{t('shipment.summary.toList')}</RouterLink>
    </Button>
  );

  if (view.phase === 'loading') {
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{t('shipment.summary.loading')}</Text>
      </HStack>
    );
  }
  if (view.phase === 'notFound') return <Problem actions={toList}>{t('shipment.summary.notFound')}</Problem>;
  if (!view.summary) {
    return (
      <Problem
        actions={
          <>
            <Button onClick={view.retry}>{t('shipment.summary.retry')}</Button>
            {toList}
          </>
        }
      >
        {t(view.failureMessage)}
      </Problem>
    );
  }
  const { summary } = view;
  return (
    <Stack gap="4">
      {view.justBooked ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('shipment.summary.placed', { shipmentNo: summary.shipment.shipmentNo })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Summary {...summary} />
    </Stack>
  );
}

function Summary({ shipment, statusLabel, modeLabel }: { shipment: ShipmentSummary; statusLabel: string; modeLabel: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const t = (id: string) => intl.formatMessage({ id });
  const place = (p: ShipmentSummary['origin']) => `${p.name} (${p.code}), ${p.city}, ${p.country}`;
  const facts: [string, ReactNode][] = [
    [t('shipment.summary.number'), shipment.shipmentNo],
    [t('shipment.summary.status'), t(statusLabel)],
    [t('shipment.summary.mode'), t(modeLabel)],
    [t('shipment.summary.route'), `${place(shipment.origin)} → ${place(shipment.destination)}`],
    [t('shipment.summary.forwarder'), shipment.forwarderName],
    [t('shipment.summary.bookedDate'), formatDate(shipment.bookedDate)],
    [t('shipment.summary.total'), formatMoney(shipment.totalCost, shipment.currency, locale)],
  ];
  return (
    <Card.Root>
      <Card.Body>
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="6" rowGap="1.5">
          {facts.map(([term, value]) => (
            <Box key={term} display="contents">
              <chakra.dt fontWeight="semibold">{term}</chakra.dt>
              <chakra.dd ms="0" mb={{ base: '2', md: '0' }}>
                {value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  );
}

function Problem({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Stack gap="4">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{children}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3">{actions}</HStack>
    </Stack>
  );
}
