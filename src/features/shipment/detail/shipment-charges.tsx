/**
 * The charges block (spec section 3 "Charges"): origin port, destination port and shipment charges with
 * their rows, the subtotal, the adjustments (with their review), the promo discount and the total, then
 * what is paid and due. Every total is the server's: a disputed or withdrawn adjustment is listed but
 * marked as not counted, as the server's totals already leave it out.
 */
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { chargeTableCss } from '../../../components/charge-table-css';
import { AdjustmentReview } from './adjustment-review';
import { useDetailText } from './detail-text';

type Charges = NonNullable<LifecycleView['charges']>;

// Shared by the three groups, so their columns line up.
const WIDTHS = ['24%', '13%', '7%', '14%', '15%', '11%', '16%'];

function ChargeGroup({ title, group, currency, id }: { title: string; group: Charges['groups'][number]['group']; currency: string; id: string }) {
  const { t, money, amount } = useDetailText();
  const inCurrency = t('shipment.detail.charges.inShipmentCurrency', { currency });
  const label = {
    unitPrice: t('shipment.detail.charges.unitPrice'),
    units: t('shipment.detail.charges.units'),
    unit: t('shipment.detail.charges.unit'),
    amount: t('shipment.detail.charges.amount'),
    exchangeRate: t('shipment.detail.charges.exchangeRate'),
  };
  return (
    <Stack gap="1" css={chargeTableCss}>
      <Heading as="h3" size="sm" id={id}>
        {t(title)}
      </Heading>
      <div className="ct-scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="ct-table">
          <colgroup>
            {WIDTHS.map((w, i) => (
              <col key={i} style={{ width: w }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('shipment.detail.charges.fee')}</th>
              <th className="ct-num" scope="col">{label.unitPrice}</th>
              <th className="ct-num" scope="col">{label.units}</th>
              <th scope="col">{label.unit}</th>
              <th className="ct-num" scope="col">{label.amount}</th>
              <th className="ct-num" scope="col">{label.exchangeRate}</th>
              <th className="ct-num" scope="col">{inCurrency}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row, i) => (
              <tr key={`${row.feeName}-${i}`}>
                <th scope="row">{row.feeName}</th>
                <td className="ct-num" data-label={label.unitPrice}>{money(row.unitPrice, row.currency)}</td>
                <td className="ct-num" data-label={label.units}>{row.units}</td>
                <td data-label={label.unit}>{row.comment}</td>
                <td className="ct-num" data-label={label.amount}>{money(row.amount, row.currency)}</td>
                <td className="ct-num" data-label={label.exchangeRate}>{row.exchangeRate}</td>
                <td className="ct-num ct-strong" data-label={inCurrency}>{amount(row.amountInShipmentCurrency)}</td>
              </tr>
            ))}
            {group.rows.length === 0 ? (
              <tr>
                <td className="ct-none" colSpan={7}>
                  {t('shipment.detail.charges.noRows')}
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                {t('shipment.detail.charges.groupSubtotal', { group: t(title) })}
              </th>
              <td className="ct-num">{money(group.subtotal, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
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
