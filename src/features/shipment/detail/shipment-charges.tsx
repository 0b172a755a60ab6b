/**
 * The charges block (spec section 3 "Charges"): origin port, destination port and shipment charges with
 * their rows, the subtotal, the adjustments (with their review), the promo discount and the total, then
 * what is paid and due. Every total is the server's: a disputed or withdrawn adjustment is listed but
 * marked as not counted, as the server's totals already leave it out.
 */
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { AdjustmentReview } from './adjustment-review';
import { useDetailText } from './detail-text';

type Charges = NonNullable<LifecycleView['charges']>;

const cell = { px: '2', py: '1.5', borderBottomWidth: '1px', textAlign: 'start' as const, verticalAlign: 'top' };
const num = { ...cell, textAlign: 'end' as const, whiteSpace: 'nowrap' as const };

function ChargeGroup({ title, group, currency, id }: { title: string; group: Charges['groups'][number]['group']; currency: string; id: string }) {
  const { t, money, amount } = useDetailText();
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm" id={id}>
        {t(title)}
      </Heading>
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby={id}>
        <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
          <thead>
            <tr>
              <chakra.th {...cell} scope="col">{t('shipment.detail.charges.fee')}</chakra.th>
              <chakra.th {...num} scope="col">{t('shipment.detail.charges.unitPrice')}</chakra.th>
              <chakra.th {...num} scope="col">{t('shipment.detail.charges.units')}</chakra.th>
              <chakra.th {...cell} scope="col">{t('shipment.detail.charges.unit')}</chakra.th>
              <chakra.th {...num} scope="col">{t('shipment.detail.charges.amount')}</chakra.th>
              <chakra.th {...num} scope="col">{t('shipment.detail.charges.exchangeRate')}</chakra.th>
              <chakra.th {...num} scope="col">{t('shipment.detail.charges.inShipmentCurrency', { currency })}</chakra.th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row, i) => (
              <tr key={`${row.feeName}-${i}`}>
                <chakra.td {...cell}>{row.feeName}</chakra.td>
                <chakra.td {...num}>{money(row.unitPrice, row.currency)}</chakra.td>
                <chakra.td {...num}>{row.units}</chakra.td>
                <chakra.td {...cell}>{row.comment}</chakra.td>
                <chakra.td {...num}>{money(row.amount, row.currency)}</chakra.td>
                <chakra.td {...num}>{row.exchangeRate}</chakra.td>
                <chakra.td {...num}>{amount(row.amountInShipmentCurrency)}</chakra.td>
              </tr>
            ))}
            {group.rows.length === 0 ? (
              <tr>
                <chakra.td {...cell} colSpan={7} color="fg.muted">
                  {t('shipment.detail.charges.noRows')}
                </chakra.td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <chakra.th {...cell} scope="row" colSpan={6}>
                {t('shipment.detail.charges.groupSubtotal', { group: t(title) })}
              </chakra.th>
              <chakra.td {...num} fontWeight="semibold">{money(group.subtotal, currency)}</chakra.td>
            </tr>
          </tfoot>
        </chakra.table>
      </Box>
    </Stack>
  );
}

function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" py="1" borderBottomWidth="1px" fontWeight={strong ? 'bold' : undefined}>
      <chakra.dt>{label}</chakra.dt>
      <chakra.dd ms="0" whiteSpace="nowrap">{value}</chakra.dd>
    </Box>
  );
}

export function ShipmentCharges({ view }: { view: LifecycleView }) {
  const { t, money } = useDetailText();
  const c = view.charges;
  if (!c) return null;
  return (
    <Stack as="section" aria-labelledby="shipment-charges-title" gap="4">
      <Heading as="h2" size="lg" id="shipment-charges-title">
        {t('shipment.detail.charges.title')}
      </Heading>
      {c.groups.map((g, i) => (
        <ChargeGroup key={g.title} id={`shipment-charges-group-${i}`} title={g.title} group={g.group} currency={c.currency} />
      ))}
      <chakra.dl maxW="md">
        {c.groups.map((g) => (
          <TotalLine key={g.title} label={t(g.title)} value={money(g.group.subtotal, c.currency)} />
        ))}
        <TotalLine label={t('shipment.detail.charges.subtotal')} value={money(c.subtotal, c.currency)} strong />
      </chakra.dl>

      {view.adjustments ? <AdjustmentReview adjustments={view.adjustments} /> : null}

      <chakra.dl maxW="md">
        <TotalLine
          label={c.promoCode ? t('shipment.detail.charges.promoWithCode', { code: c.promoCode }) : t('shipment.detail.charges.promo')}
          value={money(-c.promoDiscount || 0, c.currency)}
        />
        <TotalLine label={t('shipment.detail.charges.total')} value={money(c.total, c.currency)} strong />
        <TotalLine label={t('shipment.detail.charges.paid')} value={money(c.paid, c.currency)} />
        <TotalLine label={t(c.dueLabel)} value={money(c.due, c.currency)} strong />
      </chakra.dl>
      <Text fontSize="sm" color="fg.muted">
        {t('shipment.detail.charges.totalNote')}
      </Text>
    </Stack>
  );
}
