/**
 * The adjustment items of a shipment and their review: each with its charge code, description, date,
 * amount, who added it and from where, its review status, and whether it counts in the total; the
 * shipper approves or disputes a pending one with a reason, the forwarder revises or withdraws a pending
 * or disputed one. It renders the adjustments connect (machines/shipment-adjustments.connect.ts).
 */
import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { connectShipmentAdjustments, type AdjustmentsView } from '../../../../machines/shipment-adjustments.connect';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { TextAreaField } from '../../../components/form/form-controls';
import { TextField } from '../../../components/form/text-field';
import { ActionFormCard } from './action-form-card';
import { ActionNotice } from './action-forms';
import { useDetailText } from './detail-text';

type Item = AdjustmentsView['items'][number];

export function AdjustmentReview({ adjustments }: { adjustments: NonNullable<LifecycleView['adjustments']> }) {
  const { t } = useDetailText();
  const snapshot = useSelector(adjustments, (s) => s);
  const view = connectShipmentAdjustments(snapshot, adjustments.send);
  return (
    <Stack gap="2">
      <Heading as="h3" size="md" id="shipment-adjustments-title">
        {t('shipment.detail.charges.adjustments')}
      </Heading>
      {view.items.length ? (
        <chakra.ul listStyleType="none" ps="0" m="0" aria-labelledby="shipment-adjustments-title">
          {view.items.map((item) => (
            <AdjustmentEntry key={item.item.id} item={item} view={view} />
          ))}
        </chakra.ul>
      ) : (
        <Text color="fg.muted">{t('shipment.detail.charges.noAdjustments')}</Text>
      )}
    </Stack>
  );
}

function AdjustmentEntry({ item, view }: { item: Item; view: AdjustmentsView }) {
  const { t, money, formatDate } = useDetailText();
  const a = item.item;
  const label = `${a.chargeCode}: ${a.description}`;
  return (
    <chakra.li py="2" borderBottomWidth="1px" aria-label={label}>
      <Stack gap="1.5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {a.chargeCode}
            </Text>
            <Text overflowWrap="anywhere">{a.description}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('shipment.detail.adjustment.meta', { date: formatDate(a.date), who: a.who, source: t(item.sourceLabel) })}
            </Text>
          </Box>
          <Stack gap="1" align="flex-end">
            <Text fontWeight="semibold" whiteSpace="nowrap" textDecoration={item.counted ? undefined : 'line-through'}>
              {money(a.amount, a.currency)}
            </Text>
            <Badge colorPalette={a.status === 'DISPUTED' ? 'red' : a.status === 'APPROVED' ? 'green' : a.status === 'PENDING' ? 'orange' : 'gray'}>
              {t(item.statusLabel)}
            </Badge>
          </Stack>
        </HStack>
        {!item.counted ? (
          <Text fontSize="sm" color="fg.muted">
            {t('shipment.detail.adjustment.notCounted')}
          </Text>
        ) : null}
        {a.disputeReason ? (
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {t('shipment.detail.adjustment.disputeReason', { reason: a.disputeReason })}
          </Text>
        ) : null}
        {item.notice ? (
          <ActionNotice notice={item.notice} size="sm" />
        ) : null}
        <ItemActions item={item} view={view} label={label} />
        {item.openForm ? <ItemForm item={item} view={view} /> : null}
      </Stack>
    </chakra.li>
  );
}

function ItemActions({ item, view, label }: { item: Item; view: AdjustmentsView; label: string }) {
  const { t } = useDetailText();
  const id = item.item.id;
  const buttons = [
    { key: 'approve', offered: item.offered.approve, text: 'shipment.adjustments.approve', onClick: () => view.approve(id) },
    { key: 'dispute', offered: item.offered.dispute, text: 'shipment.adjustments.dispute', onClick: () => view.openDispute(id) },
    { key: 'revise', offered: item.offered.revise, text: 'shipment.adjustments.revise', onClick: () => view.openRevise(id) },
    { key: 'withdraw', offered: item.offered.withdraw, text: 'shipment.adjustments.withdraw', onClick: () => view.openWithdraw(id) },
  ].filter((b) => b.offered);
  if (!buttons.length) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {buttons.map((b) => (
        <Button
          key={b.key}
          size="sm"
          variant="outline"
          loading={b.key === 'approve' && item.busy}
          disabled={view.submitting}
          aria-label={t(`${b.text}.named`, { item: label })}
          onClick={b.onClick}
        >
          {t(b.text)}
        </Button>
      ))}
    </HStack>
  );
}

function ItemForm({ item, view }: { item: Item; view: AdjustmentsView }) {
  const { t } = useDetailText();
  const form = item.openForm;
  const formId = `shipment-adjustment-${item.item.id}-form`;
  if (!form) return null;
  const error = (field: string) => (view.errors[field] ? t(view.errors[field]) : undefined);
  const readOnly = view.submitting;
  return (
    <ActionFormCard
      view={view}
      id={formId}
      openForm={form}
      title={t(`shipment.adjustments.form.${form}.title`, { chargeCode: item.item.chargeCode })}
      submitLabel={t(`shipment.adjustments.form.${form}.submit`)}
      level="h4"
    >
      {form === 'dispute' ? (
        <TextAreaField
          id={`${formId}-reason`}
          label={t('shipment.adjustments.form.dispute.reason')}
          value={view.disputeReason}
          onValueChange={view.editDispute}
          error={error('reason')}
          hint={t('shipment.detail.form.requiredMax', { max: view.reasonMax })}
          readOnly={readOnly}
        />
      ) : null}
      {form === 'revise' ? (
        <>
          <TextField
            id={`${formId}-code`}
            label={t('shipment.detail.form.adjustment.chargeCode')}
            value={view.revise.chargeCode}
            onValueChange={(value) => view.editRevise('chargeCode', value)}
            error={error('chargeCode')}
            readOnly={readOnly}
            autoComplete="off"
          />
          <TextAreaField
            id={`${formId}-description`}
            label={t('shipment.detail.form.adjustment.description')}
            value={view.revise.description}
            onValueChange={(value) => view.editRevise('description', value)}
            error={error('description')}
            readOnly={readOnly}
            maxLength={view.descriptionMax}
          />
          <TextField
            id={`${formId}-amount`}
            inputMode="decimal"
            label={t('shipment.detail.form.adjustment.amount', { currency: view.currency })}
            value={view.revise.amount}
            onValueChange={(value) => view.editRevise('amount', value)}
            error={error('amount')}
            hint={t('shipment.detail.form.adjustment.amountHint')}
            readOnly={readOnly}
            autoComplete="off"
          />
        </>
      ) : null}
      {form === 'withdraw' ? <Text>{t('shipment.adjustments.form.withdraw.text')}</Text> : null}
    </ActionFormCard>
  );
}
