/**
 * A quote's charges (spec section 3 "Charges"): origin port charges, destination port charges and
 * shipment charges, each row with fee name, unit price, units, amount, pricing unit and exchange rate,
 * each group with its subtotal, then the total. Rendered only while open, so closed cards cost nothing.
 */
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Quote } from '../../../../machines/quote-result.machine';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';
import { formatQuantity, formatRate } from './formatting';

const GROUPS = ['origin', 'destination', 'shipment'] as const;

const tableCss = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', paddingBlock: '2' },
  '& th, & td': { textAlign: 'start', paddingBlock: '1', paddingInline: '2', borderBottomWidth: '1px', verticalAlign: 'top' },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  '& .num': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& tfoot th, & tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
} as const;

export function ChargesBreakdown({ quote, id }: { quote: Quote; id: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);

  return (
    <Box id={id} mt="3" display="grid" gap="3">
      {GROUPS.map((group) => {
        const rows = quote.charges[group];
        return (
          <Box key={group} overflowX="auto">
            <Box as="table" css={tableCss}>
              <caption>{t(`quoteResult.charges.${group}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quoteResult.charges.fee')}</th>
                  <th scope="col" className="num">{t('quoteResult.charges.unitPrice')}</th>
                  <th scope="col" className="num">{t('quoteResult.charges.units')}</th>
                  <th scope="col" className="num">{t('quoteResult.charges.amount')}</th>
                  <th scope="col">{t('quoteResult.charges.comment')}</th>
                  <th scope="col" className="num">{t('quoteResult.charges.exchangeRate')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={6}>{t('quoteResult.charges.none')}</td>
                  </tr>
                ) : (
                  rows.map((row, i) => (
                    <tr key={`${row.code}-${i}`}>
                      <th scope="row">{row.feeName}</th>
                      <td className="num">{money(row.unitPrice, row.currency)}</td>
                      <td className="num">{formatQuantity(row.units, locale, 3)}</td>
                      <td className="num">{money(row.amount, row.currency)}</td>
                      <td>{row.comment}</td>
                      <td className="num">
                        {t('quoteResult.charges.rate', { from: row.currency, rate: formatRate(row.exchangeRate, locale), to: quote.currency })}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('quoteResult.charges.subtotal')}
                  </th>
                  <td className="num">{money(quote.subtotals[group], quote.currency)}</td>
                  <td colSpan={2} />
                </tr>
              </tfoot>
            </Box>
          </Box>
        );
      })}
      <Text fontWeight="bold" textAlign="end">
        {t('quoteResult.charges.total')}: {money(quote.total, quote.currency)}
      </Text>
    </Box>
  );
}
