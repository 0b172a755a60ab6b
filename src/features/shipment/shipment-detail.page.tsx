/**
 * Shipment Details (/shipment/:id) for both roles (docs/decisions/112 and 113): every field of the
 * shipment, its status timeline, the hold, the charges with the adjustments and their review, the
 * actions the server allows this user, the documents and the comments. The lifecycle machine
 * (machines/shipment-lifecycle.machine.ts) decides; the parts render its connect and call its functions.
 */
import { useMemo } from 'react';
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ProblemWithActions } from '../../components/message-alert';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { connectShipmentLifecycle, type LifecycleView } from '../../../machines/shipment-lifecycle.connect';
import { shipmentLifecycleMachine } from '../../../machines/shipment-lifecycle.machine';
import type { Role } from '../../../machines/shipment-lifecycle/lifecycle.context';
import { selectUser } from '../../../machines/session.machine';
import { useAppActors } from '../../app/app-services';
import { useSessionSelector } from '../../app/session.context';
import { HoldBanner } from './detail/hold-banner';
import { ShipmentActions } from './detail/shipment-actions';
import { ShipmentCharges } from './detail/shipment-charges';
import { ShipmentFacts } from './detail/shipment-facts';
import { ShipmentHeader } from './detail/shipment-header';
import { ShipmentRatingView } from './detail/shipment-rating';
import { StatusTimeline } from './detail/status-timeline';
import { ShipmentComments } from './files/shipment-comments';
import { ShipmentDocuments } from './files/shipment-documents';

export function ShipmentDetailPage() {
  const intl = useIntl();
  const params = useParams<{ id: string }>();
  const user = useSessionSelector(selectUser);
  const shipmentId = params.id ?? '';
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'shell.route.shipmentInfo' })}
      </Heading>
      {/* The actions depend on who is asking: wait for the user record. A new id is a new shipment: start over. */}
      {user ? <ShipmentDetail key={`${user.id}:${shipmentId}`} shipmentId={shipmentId} role={user.role} /> : <Loading />}
    </Stack>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>{intl.formatMessage({ id: 'shipment.detail.loading' })}</Text>
    </HStack>
  );
}

function ShipmentDetail({ shipmentId, role }: { shipmentId: string; role: Role }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const actors = useAppActors().shipmentDetail;
  const machine = useMemo(() => shipmentLifecycleMachine.provide({ actors }), [actors]);
  // Booking Confirm passes the shipment number it has just placed in the router state.
  const bookedShipmentNo = (useLocation().state as { bookedShipmentNo?: string } | null)?.bookedShipmentNo ?? null;
  const [snapshot, send] = useMachine(machine, { input: { shipmentId, role, bookedShipmentNo } });
  const view = connectShipmentLifecycle(snapshot, send);

  const toList = (
    <Button asChild variant="outline">
      <RouterLink to={view.listPath}>{t('shipment.detail.toList')}</RouterLink>
    </Button>
  );

  if (view.phase === 'loading') return <Loading />;
  if (view.phase === 'notFound') return <ProblemWithActions actions={toList}>{t('shipment.detail.notFound')}</ProblemWithActions>;
  if (view.phase === 'loadFailed' || !view.shipment) {
    return (
      <ProblemWithActions
        actions={
          <>
            <Button onClick={view.retry}>{t('shipment.detail.retry')}</Button>
            {toList}
          </>
        }
      >
        {t(view.loadError)}
      </ProblemWithActions>
    );
  }
  return <ShipmentParts view={view} />;
}

function ShipmentParts({ view }: { view: LifecycleView }) {
  const s = view.shipment!;
  return (
    <Stack gap="8">
      <ShipmentHeader view={view} />
      {view.hold ? <HoldBanner hold={view.hold} /> : null}
      <ShipmentActions view={view} />
      <StatusTimeline steps={view.timeline} />
      {view.rating ? <ShipmentRatingView rating={view.rating} /> : null}
      <ShipmentCharges view={view} />
      <ShipmentFacts view={view} />
      <ShipmentDocuments shipmentId={s.id} canUpload={view.canUploadDocument} preselectType={view.missingDocumentType ?? undefined} />
      <ShipmentComments shipmentId={s.id} canComment={view.canComment} />
    </Stack>
  );
}

