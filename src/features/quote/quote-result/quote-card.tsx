/**
 * One quote of the list: forwarder, carrier, total, port-to-port and end-to-end transit, the price
 * guarantee (spec section 9), the charges breakdown on demand and Book.
 *
 * Built from plain elements styled once by the list (`quoteCardCss`, with the theme's tokens) rather
 * than one Chakra component per element: a sort or filter change mounts a whole page of cards, and
 * with 1 000 quotes that must repaint within 100 ms on a slow CPU (decision 086, `npm run bench:quotes`).
 */
import { memo, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { QuoteCardView } from '../../../../machines/quote-result.connect';
import { formatDate } from '../../../i18n/dates';
import { useLocale } from '../../../i18n/i18n-provider';
import type { Locale } from '../../../i18n/locales';
import { formatAmount, formatMoney } from '../../../i18n/money';
import { ChargesBreakdown } from '../components/charges-breakdown';

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '9',
  minW: '9',
  px: '3.5',
  textStyle: 'sm',
  fontWeight: 'medium',
  lineHeight: '1.2',
  borderRadius: 'l2',
  borderWidth: '1px',
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  focusVisibleRing: 'outside',
} as const;

/** The styles of every card, applied once by the page that holds them (results-css.ts). */
export const quoteCardCss = {
  // One row per quote on a wide screen (about, facts, price and actions), stacked on a phone: four
  // quotes fit a 1280×800 screen.
  '& .qc': {
    borderWidth: '1px', borderRadius: 'md', paddingInline: '4', paddingBlock: '2', bg: 'bg', display: 'grid', columnGap: '4', rowGap: '1',
    gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) auto', xl: 'minmax(0, 1fr) max-content auto' },
    alignItems: 'start',
  },
  '& .qc-main': { minWidth: 0 },
  // The price beside the buttons rather than above them: the card's height is that of its text.
  '& .qc-side': { display: 'flex', alignItems: 'center', justifyContent: { base: 'space-between', md: 'flex-end' }, flexWrap: 'wrap', gap: '3' },
  '& .qc-charges': { gridColumn: '1 / -1', minWidth: 0 },
  '& .qc-countdown': { fontWeight: 'semibold' },
  '& .qc-change': { color: 'fg', bg: 'yellow.subtle', paddingInline: '2', borderRadius: 'l1' },
  '& .qc-rerate': { color: 'orange.fg' },
  '& .qc-co2': { position: 'relative', display: 'flex', alignItems: 'center', gap: '1' },
  '& .qc-info': {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '5', height: '5', borderRadius: 'full', borderWidth: '1px',
    textStyle: 'xs', cursor: 'help', focusVisibleRing: 'outside',
  },
  '& .qc-tip': {
    display: 'none', position: 'absolute', insetInlineStart: 0, top: '100%', zIndex: 2, width: '64', padding: '2', borderRadius: 'l2',
    bg: 'bg.inverted', color: 'fg.inverted', textStyle: 'xs',
  },
  '& .qc-info:hover + .qc-tip, & .qc-info:focus-visible + .qc-tip': { display: 'block' },
  '& .qc-title-row': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  '& .qc-title': { textStyle: 'md', fontWeight: 'semibold' },
  '& .qc-badge': { textStyle: 'xs', fontWeight: 'medium', px: '1.5', py: '0.5', borderRadius: 'l1' },
  '& .qc-badge-cheapest': { bg: 'green.subtle', color: 'green.fg' },
  '& .qc-badge-quickest': { bg: 'blue.subtle', color: 'blue.fg' },
  '& .qc-muted': { textStyle: 'sm', color: 'fg.muted' },
  '& .qc-total': { textAlign: { base: 'start', md: 'end' } },
  '& .qc-total-label': { textStyle: 'xs', color: 'fg.muted' },
  '& .qc-total-amount': { textStyle: 'lg', fontWeight: 'bold' },
  // Label and value on one line, never wrapped: in a row under the title on a tablet, stacked beside it on
  // a wide screen, so a card with a re-rate notice is still short enough for four to fit.
  '& .qc-facts': {
    display: 'flex', flexDirection: { base: 'row', xl: 'column' }, flexWrap: 'wrap', columnGap: '4', rowGap: '0.5', textStyle: 'sm',
    gridRow: { md: '2', xl: 'auto' },
  },
  '& .qc-facts > div': { display: 'flex', alignItems: 'center', gap: '1.5', whiteSpace: 'nowrap' },
  '& .qc-facts dt': { color: 'fg.muted' },
  '& .qc-facts dd': { margin: 0 },
  '& .qc-note': { textStyle: 'xs', mt: '0.5' },
  '& .qc-note[data-expired]': { color: 'fg.error' },
  '& .qc-actions': { display: 'flex', gap: '2', flexWrap: 'wrap' },
  '& .qc-actions > button:disabled': { opacity: 0.6, cursor: 'progress' },
  '& .qc-button-outline': { ...button, borderColor: 'colorPalette.border', color: 'colorPalette.fg', bg: 'transparent', _hover: { bg: 'colorPalette.subtle' } },
  '& .qc-button-solid': { ...button, borderColor: 'transparent', color: 'colorPalette.contrast', bg: 'colorPalette.solid', _hover: { bg: 'colorPalette.solid/90' } },
} as const;

// Expiry dates repeat across quotes (7–14 days after the search): format each once per language.
const dateCache = new Map<string, string>();
function displayDate(date: string, locale: Locale): string {
  const key = `${locale}|${date}`;
  let text = dateCache.get(key);
  if (text === undefined) {
    text = formatDate(date, locale);
    dateCache.set(key, text);
  }
  return text;
}

const STATIC_LABELS = [
  'card.total', 'card.portToPort', 'card.endToEnd', 'card.service', 'card.showCharges', 'card.hideCharges',
  'card.book', 'badge.cheapest', 'badge.quickest', 'level.ECONOMY', 'level.STANDARD', 'level.PRIORITY', 'level.CUSTOM',
  'serviceType.PORT_TO_PORT', 'serviceType.PORT_TO_DOOR', 'serviceType.DOOR_TO_PORT', 'serviceType.DOOR_TO_DOOR',
] as const;
export type CardLabels = Record<(typeof STATIC_LABELS)[number], string>;

const labelsFor = (intl: IntlShape) =>
  Object.fromEntries(STATIC_LABELS.map((key) => [key, intl.formatMessage({ id: `quoteResult.${key}` })])) as CardLabels;

/** The cards' fixed words, translated once per language for the whole list rather than once per card. */
export function useCardLabels(): CardLabels {
  const intl = useIntl();
  return useMemo(() => labelsFor(intl), [intl]);
}

export interface QuoteCardProps {
  item: QuoteCardView;
  expanded: boolean;
  labels: CardLabels;
  onToggleCharges: (quoteId: string) => void;
}

export interface QuoteCardActions {
  onToggleCharges: (quoteId: string) => void;
  onRequote: (quoteId: string) => void;
}

export const QuoteCard = memo(function QuoteCard({ item, expanded, labels: l, onToggleCharges, onRequote }: QuoteCardProps & Pick<QuoteCardActions, 'onRequote'>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { quote } = item;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const days = ({ min, max }: { min: number; max: number }) =>
    min === max ? t('quoteResult.card.days', { days: min }) : t('quoteResult.card.dayRange', { min, max });
  const titleId = `quote-${quote.id}-title`;
  const chargesId = `quote-${quote.id}-charges`;
  const co2TipId = `quote-${quote.id}-co2`;
  const change = item.priceChange;

  return (
    <article className="qc" aria-labelledby={titleId}>
      <div className="qc-main">
        <div className="qc-title-row">
          <h3 className="qc-title" id={titleId}>
            {t('quoteResult.card.title', { forwarder: quote.forwarder.name, level: l[`level.${quote.serviceLevel}`] })}
          </h3>
          {item.cheapest ? <span className="qc-badge qc-badge-cheapest">{l['badge.cheapest']}</span> : null}
          {item.quickest ? <span className="qc-badge qc-badge-quickest">{l['badge.quickest']}</span> : null}
        </div>
        <p className="qc-muted">
          {t('quoteResult.card.rating', { rating: quote.forwarder.rating })} · {t('quoteResult.card.carrierIs', { carrier: quote.carrier })} ·{' '}
          {l[`serviceType.${quote.serviceType}`]}
        </p>
        <p className="qc-note" data-expired={item.expiredNow ? '' : undefined}>
          {t(item.guaranteeMessage, { date: displayDate(quote.expiresAt, locale) })}
          {item.countdown ? (
            <>
              {' '}
              <strong className="qc-countdown">{t(item.countdown.message, item.countdown)}</strong>
            </>
          ) : null}
        </p>
        {item.rerate ? (
          <p className="qc-note qc-rerate">{t(item.rerate.message, { date: displayDate(item.rerate.date, locale), percent: item.rerate.percent })}</p>
        ) : null}
        {change ? (
          <p className="qc-note qc-change" role="status">
            {t(change.message, { from: formatMoney(change.from, change.currency, locale), to: formatMoney(change.to, change.currency, locale), percent: change.percent })}
          </p>
        ) : null}
        {item.requoteFailureMessage ? (
          <p className="qc-note" data-expired="" role="alert">
            {t(item.requoteFailureMessage)}
          </p>
        ) : null}
      </div>

      <dl className="qc-facts">
        <div>
          <dt>{l['card.portToPort']}</dt>
          <dd>{days(quote.transitDays.portToPort)}</dd>
        </div>
        <div>
          <dt>{l['card.endToEnd']}</dt>
          <dd>{days(quote.transitDays.endToEnd)}</dd>
        </div>
        <div>
          <dt>CO₂e</dt>
          <dd className="qc-co2">
            {t('quoteResult.card.co2', { kg: formatAmount(quote.co2Kg, locale).replace(/\.00$/, '') })}
            <button type="button" className="qc-info" aria-label={t('quoteResult.card.co2About')} aria-describedby={co2TipId}>
              ?
            </button>
            <span role="tooltip" id={co2TipId} className="qc-tip">
              {t('quoteResult.card.co2Method')}
            </span>
          </dd>
        </div>
      </dl>

      <div className="qc-side">
        <div className="qc-total">
          <p className="qc-total-label">{l['card.total']}</p>
          <p className="qc-total-amount">{formatMoney(quote.total, quote.currency, locale)}</p>
          {quote.currency !== 'USD' && item.usdTotal !== quote.total ? (
            <p className="qc-total-label">{t('quoteResult.card.usdEquivalent', { amount: formatAmount(item.usdTotal, locale) })}</p>
          ) : null}
        </div>
        <div className="qc-actions">
          <button
            type="button"
            className="qc-button-outline"
            aria-expanded={expanded}
            aria-controls={expanded ? chargesId : undefined}
            onClick={() => onToggleCharges(quote.id)}
          >
            {expanded ? l['card.hideCharges'] : l['card.showCharges']}
          </button>
          {item.bookPath ? (
            // A plain anchor: the list hands its clicks to the router (quote-list.tsx).
            <a className="qc-button-solid" href={item.bookPath} data-app-link="">
              {l['card.book']}
            </a>
          ) : null}
          {item.canRequote || item.requoting ? (
            <button type="button" className="qc-button-solid" disabled={item.requoting} onClick={() => onRequote(quote.id)}>
              {item.requoting ? t('quoteResult.card.requoting') : t('quoteResult.card.requote')}
            </button>
          ) : null}
        </div>
      </div>

      {expanded ? (
        <div className="qc-charges">
          <ChargesBreakdown quote={quote} id={chargesId} />
        </div>
      ) : null}
    </article>
  );
});
