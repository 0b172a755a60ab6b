/**
 * A quote's charges (spec section 3 "Charges"): origin port charges, destination port charges and
 * shipment charges, each row with fee name, unit price, units, amount, pricing unit and exchange rate,
 * each group with its subtotal, then the total; a card per fee on a phone. Rendered only while open, so
 * closed cards cost nothing.
 */
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Quote } from '../../../../machines/quote-result.machine';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { formatQuantity, formatRate } from '../quote-result/formatting';
import { chargeTablesOf } from '../../../../machines/quote-result.connect';
import { chargeTableCss } from '../../../components/charge-table-css';

export function ChargesBreakdown({ quote, id }: { quote: Quote; id: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const { showRate, groups } = chargeTablesOf(quote);
  const columns = showRate ? 6 : 5;
  const widths = showRate ? ['30%', '14%', '10%', '14%', '16%', '16%'] : ['34%', '16%', '12%', '16%', '22%'];

  const label = {
    unitPrice: t('quoteResult.charges.unitPrice'),
    units: t('quoteResult.charges.units'),
    amount: t('quoteResult.charges.amount'),
    comment: t('quoteResult.charges.comment'),
    exchangeRate: t('quoteResult.charges.exchangeRate'),
  };

  return (
    <Box id={id} mt="2" display="grid" gap="2" css={chargeTableCss}>
      {groups.map(({ group, caption, rows, subtotal }) => (
        <div key={group} className="ct-scroll" tabIndex={0} role="region" aria-label={t(caption)}>
          <table className="ct-table">
            <caption>{t(caption)}</caption>
            <colgroup>
              {widths.map((w, i) => (
                <col key={i} style={{ width: w }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('quoteResult.charges.fee')}</th>
                <th scope="col" className="ct-num">{label.unitPrice}</th>
                <th scope="col" className="ct-num">{label.units}</th>
                <th scope="col" className="ct-num">{label.amount}</th>
                <th scope="col">{label.comment}</th>
                {showRate ? <th scope="col" className="ct-num">{label.exchangeRate}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td className="ct-none" colSpan={columns}>{t('quoteResult.charges.none')}</td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.feeMessage ? t(row.feeMessage) : row.feeName}</th>
                    <td className="ct-num" data-label={label.unitPrice}>{money(row.unitPrice, row.currency)}</td>
                    <td className="ct-num" data-label={label.units}>{formatQuantity(row.units, locale, 3)}</td>
                    <td className="ct-num ct-strong" data-label={label.amount}>{money(row.amount, row.currency)}</td>
                    <td data-label={label.comment}>{t(row.unitMessage)}</td>
                    {showRate ? (
                      <td className="ct-num" data-label={label.exchangeRate}>
                        {row.exchangeRate === null ? '' : t('quoteResult.charges.rate', { from: row.currency, rate: formatRate(row.exchangeRate, locale), to: quote.currency })}
                      </td>
                    ) : null}
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('quoteResult.charges.subtotal')}
                </th>
                <td className="ct-num">{money(subtotal, quote.currency)}</td>
                <td className="ct-pad" colSpan={columns - 4} />
              </tr>
            </tfoot>
          </table>
        </div>
      ))}
      <Text fontWeight="bold" textAlign="end">
        {t('quoteResult.charges.totalLine', { amount: money(quote.total, quote.currency) })}
      </Text>
    </Box>
  );
}
