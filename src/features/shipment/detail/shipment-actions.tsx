/**
 * What can be done with the shipment now: one button per action the server allows this user (and no
 * other), the message of the last action, the open form, and the cancel dialog. It renders the
 * lifecycle connect and decides nothing.
 */
import { useRef } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { LifecycleForm, LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { connectShipmentCancel } from '../../../../machines/shipment-cancel.connect';
import { CancelShipmentDialog } from '../list/cancel-shipment-dialog';
import { ActionForm, ActionNotice } from './action-forms';
import { useDetailText } from './detail-text';

type Offered = keyof LifecycleView['offered'];

const BUTTONS: readonly { action: Offered; label: string; tone?: 'danger' }[] = [
  { action: 'sendToProvider', label: 'shipment.detail.action.sendToProvider' },
  { action: 'status', label: 'shipment.detail.action.status' },
  { action: 'hold', label: '' },
  { action: 'release', label: 'shipment.detail.action.release' },
  { action: 'adjustment', label: 'shipment.detail.action.adjustment' },
  { action: 'close', label: 'shipment.detail.action.close' },
  { action: 'rate', label: 'shipment.detail.action.rate' },
  { action: 'cancel', label: 'shipment.detail.action.cancel', tone: 'danger' },
];

export const ACTIONS_TITLE_ID = 'shipment-actions-title';

export function ShipmentActions({ view }: { view: LifecycleView }) {
  const { t } = useDetailText();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const offered = BUTTONS.filter((b) => view.offered[b.action]);
  return (
    <Stack as="section" aria-labelledby={ACTIONS_TITLE_ID} gap="3">
      <Heading as="h2" size="lg" id={ACTIONS_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('shipment.detail.actions.title')}
      </Heading>
      {/* Announced: what the last action did, or why it was refused; the action itself may be gone by now. */}
      <div aria-live="polite">{view.notice ? <ActionNotice notice={view.notice} /> : null}</div>
      {offered.length ? (
        <HStack gap="2" wrap="wrap">
          {offered.map((b) => {
            const form = b.action === 'cancel' ? null : (b.action as LifecycleForm);
            return (
              <Button
                key={b.action}
                variant={form !== null && view.openForm === form ? 'solid' : 'outline'}
                colorPalette={b.tone === 'danger' ? 'red' : undefined}
                aria-expanded={form !== null ? view.openForm === form : undefined}
                aria-controls={form !== null && view.openForm === form ? 'shipment-action-form' : undefined}
                disabled={view.submitting}
                onClick={view.open[b.action]}
              >
                {t(b.action === 'hold' ? view.holdActionLabel : b.label)}
              </Button>
            );
          })}
        </HStack>
      ) : (
        <Text color="fg.muted">{t(view.noActionMessage)}</Text>
      )}
      {view.openForm ? <ActionForm view={view} form={view.openForm} /> : null}
      {view.cancelDialog ? <CancelDialog dialog={view.cancelDialog} finalFocus={() => titleRef.current} /> : null}
    </Stack>
  );
}

function CancelDialog({ dialog, finalFocus }: { dialog: NonNullable<LifecycleView['cancelDialog']>; finalFocus: () => HTMLElement | null }) {
  const snapshot = useSelector(dialog, (s) => s);
  return <CancelShipmentDialog view={connectShipmentCancel(snapshot, dialog.send)} finalFocus={finalFocus} />;
}
