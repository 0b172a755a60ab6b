/**
 * The top of Shipment Details: the shipment number, its status, progress flag, mode and whether it is on
 * hold, and the messages about the shipment as a whole (just booked, closed, cancelled).
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { MessageAlert } from '../../../components/message-alert';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { useDetailText } from './detail-text';

export function ShipmentHeader({ view }: { view: LifecycleView }) {
  const { t } = useDetailText();
  const s = view.shipment;
  if (!s || !view.statusLabel || !view.progressLabel || !view.modeLabel) return null;
  return (
    <Stack gap="3">
      {view.justBooked ? (
        <MessageAlert status="success">{t('shipment.detail.placed', { shipmentNo: s.shipmentNo })}</MessageAlert>
      ) : null}
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('shipment.detail.field.shipmentNo')}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid="shipment-no">
          {s.shipmentNo}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap" aria-label={t('shipment.detail.statusSummary')} role="group">
        <Badge size="lg" colorPalette={view.closed ? 'gray' : view.cancelled ? 'red' : 'blue'} data-testid="shipment-status">
          {t(view.statusLabel)}
        </Badge>
        <Badge size="lg" variant="outline">
          {t('shipment.detail.progressIs', { progress: t(view.progressLabel) })}
        </Badge>
        <Badge size="lg" variant="outline">
          {t(view.modeLabel)}
        </Badge>
        {view.onHold ? (
          <Badge size="lg" colorPalette="orange">
            {t('shipment.onHold')}
          </Badge>
        ) : null}
      </HStack>
      {view.closed ? (
        <MessageAlert status="info">{t('shipment.detail.closedNotice')}</MessageAlert>
      ) : null}
      {view.cancelled ? (
        <MessageAlert status="warning" title={t('shipment.detail.cancelledNotice')}>
          {view.cancelReason ? t('shipment.detail.cancelReason', { reason: view.cancelReason }) : null}
        </MessageAlert>
      ) : null}
    </Stack>
  );
}
