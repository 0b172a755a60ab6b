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
import { formatQuantity, formatRate } from '../quote-result/formatting';
import { chargeTablesOf } from '../../../../machines/quote-result.connect';

// Fixed layout and the same column widths in all three tables, so their columns line up; below the
// minimum width the tables scroll sideways, with a cue that says so.
const tableCss = {
  width: '100%',
  minWidth: '40rem',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', paddingBlock: '2' },
  '& th, & td': { textAlign: 'start', paddingBlock: '1', paddingInline: '2', borderBottomWidth: '1px', verticalAlign: 'top' },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  '& .num': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& tfoot th, & tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
} as const;

const scrollCss = {
  overflowX: 'auto',
  // The shadow at the edge shows there is more to the side while it is scrolled short of the end.
  backgroundImage: 'linear-gradient(to left, var(--chakra-colors-bg), var(--chakra-colors-bg)), linear-gradient(to left, rgba(0,0,0,0.18), transparent)',
  backgroundPosition: 'right center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '20px 100%, 12px 100%',
  backgroundAttachment: 'local, scroll',
} as const;

export function ChargesBreakdown({ quote, id }: { quote: Quote; id: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const { showRate, groups } = chargeTablesOf(quote);
  const columns = showRate ? 6 : 5;
  const widths = showRate ? ['30%', '14%', '10%', '14%', '16%', '16%'] : ['34%', '16%', '12%', '16%', '22%'];

  return (
    <Box id={id} mt="2" display="grid" gap="2">
      <Text className="qc-scroll-hint" textStyle="xs" color="fg.muted" hideFrom="md">
        {t('quoteResult.charges.scrollHint')}
      </Text>
      {groups.map(({ group, caption, rows, subtotal }) => (
        <Box key={group} css={scrollCss} tabIndex={0} role="region" aria-label={t(caption)}>
          <Box as="table" css={tableCss}>
            <caption>{t(caption)}</caption>
            <colgroup>
              {widths.map((w, i) => (
                <col key={i} style={{ width: w }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('quoteResult.charges.fee')}</th>
                <th scope="col" className="num">{t('quoteResult.charges.unitPrice')}</th>
                <th scope="col" className="num">{t('quoteResult.charges.units')}</th>
                <th scope="col" className="num">{t('quoteResult.charges.amount')}</th>
                <th scope="col">{t('quoteResult.charges.comment')}</th>
                {showRate ? <th scope="col" className="num">{t('quoteResult.charges.exchangeRate')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns}>{t('quoteResult.charges.none')}</td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.feeMessage ? t(row.feeMessage) : row.feeName}</th>
                    <td className="num">{money(row.unitPrice, row.currency)}</td>
                    <td className="num">{formatQuantity(row.units, locale, 3)}</td>
                    <td className="num">{money(row.amount, row.currency)}</td>
                    <td>{t(row.unitMessage)}</td>
                    {showRate ? (
                      <td className="num">
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
                <td className="num">{money(subtotal, quote.currency)}</td>
                <td colSpan={columns - 4} />
              </tr>
            </tfoot>
          </Box>
        </Box>
      ))}
      <Text fontWeight="bold" textAlign="end">
        {t('quoteResult.charges.total')}: {money(quote.total, quote.currency)}
      </Text>
    </Box>
  );
}
