/**
 * The parts around the bills table: the filter panel (payment status, currency, due date range,
 * overdue only), the totals per currency, the pager with page sizes, and the CSV export's progress.
 * Each renders what the connects give and decides nothing.
 */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { CsvExportPhase } from '../../../../machines/csv-export.connect';
import type { CurrencyTotal, Option } from '../../../../machines/billing/upcoming-bills';
import { useLocale } from '../../../i18n/i18n-provider';
import { formatMoney } from '../../../i18n/money';

export interface BillFiltersProps {
  id: string;
  statusOptions: readonly Option[];
  selectedStatuses: readonly string[];
  toggleStatus: (status: string) => void;
  currencyOptions: readonly Option[];
  currency: string;
  setCurrency: (currency: string) => void;
  dueRange: { from: string; to: string };
  setDueEnd: (end: 'from' | 'to', day: string) => void;
  overdueOnly: boolean;
  setOverdueOnly: (only: boolean) => void;
  hasFilters: boolean;
  clearFilters: () => void;
}

export function BillFilters(props: BillFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id } = props;
  return (
    <section id={id} className="bl-filters" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="bl-filters-heading">
        {t('billing.bills.filters.heading')}
      </h2>
      <fieldset>
        <legend>{t('billing.bills.filters.status')}</legend>
        {props.statusOptions.map((option) => (
          <label key={option.value} className="bl-option">
            <input
              type="checkbox"
              name="paymentStatus"
              value={option.value}
              checked={props.selectedStatuses.includes(option.value)}
              onChange={() => props.toggleStatus(option.value)}
            />
            {t(option.label)}
          </label>
        ))}
        <label className="bl-option">
          <input type="checkbox" name="overdue" checked={props.overdueOnly} onChange={(e) => props.setOverdueOnly(e.currentTarget.checked)} />
          {t('billing.bills.filters.overdueOnly')}
        </label>
      </fieldset>
      <div>
        <div className="bl-field">
          <label htmlFor={`${id}-currency`}>{t('billing.field.currency')}</label>
          <select id={`${id}-currency`} name="currency" value={props.currency} onChange={(e) => props.setCurrency(e.currentTarget.value)}>
            <option value="">{t('billing.bills.filters.currencyAll')}</option>
            {props.currencyOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="bl-range">
          <legend>{t('billing.bills.filters.dueDate')}</legend>
          <div className="bl-range-inputs">
            <label>
              {t('billing.bills.filters.from')}
              <input type="date" name="dueFrom" value={props.dueRange.from} max={props.dueRange.to || undefined} onChange={(e) => props.setDueEnd('from', e.currentTarget.value)} />
            </label>
            <label>
              {t('billing.bills.filters.to')}
              <input type="date" name="dueTo" value={props.dueRange.to} min={props.dueRange.from || undefined} onChange={(e) => props.setDueEnd('to', e.currentTarget.value)} />
            </label>
          </div>
        </fieldset>
      </div>
      {props.hasFilters ? (
        <div className="bl-filters-actions">
          <button type="button" className="bl-button" onClick={props.clearFilters}>
            {t('billing.bills.filters.clear')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

export const BillTotals = memo(function BillTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  if (totals.length === 0) return null;
  return (
    <section className="bl-totals" aria-labelledby="bill-totals-heading">
      <h2 id="bill-totals-heading">{intl.formatMessage({ id: 'billing.bills.totals.heading' })}</h2>
      <ul>
        {totals.map((total) => (
          <li key={total.currency}>
            {intl.formatMessage({ id: 'billing.bills.totals.item' }, { amount: formatMoney(total.amountDue, total.currency, locale), count: total.count })}
          </li>
        ))}
      </ul>
    </section>
  );
});

export interface BillExportStatusProps {
  phase: CsvExportPhase;
  progress: { done: number; total: number; percent: number };
  canCancel: boolean;
  failureMessage: string | null;
  file: { fileName: string; rows: number } | null;
  cancel: () => void;
  retry: () => void;
  dismiss: () => void;
}

/** What the export is doing or did; the status line is always there so each new message is announced. */
export function BillExportStatus({ phase, progress, canCancel, failureMessage, file, cancel, retry, dismiss }: BillExportStatusProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = (n: number) => intl.formatNumber(n);
  const running = progress.total ? t('billing.bills.export.running', { done: count(progress.done), total: count(progress.total) }) : t('billing.bills.export.starting');
  const status =
    phase === 'running' ? running
      : phase === 'done' && file ? t('billing.bills.export.done', { rows: count(file.rows), fileName: file.fileName })
        : phase === 'cancelled' ? t('billing.bills.export.cancelled')
          : '';
  return (
    <div className="bl-export">
      {phase === 'running' ? (
        <div className="bl-export-row">
          <progress max={100} value={progress.percent} aria-label={t('billing.bills.export.progressLabel')} aria-valuetext={running} />
          <button type="button" className="bl-button" onClick={cancel} disabled={!canCancel}>
            {t('billing.bills.export.cancel')}
          </button>
        </div>
      ) : null}
      <div className="bl-export-row">
        <p role="status">{status}</p>
        {phase === 'done' || phase === 'cancelled' ? (
          <button type="button" className="bl-button" onClick={dismiss}>
            {t('billing.bills.export.dismiss')}
          </button>
        ) : null}
      </div>
      {phase === 'failed' ? (
        <div className="bl-export-row">
          <p role="alert">{failureMessage ? t(failureMessage) : null}</p>
          <button type="button" className="bl-button" onClick={retry}>
            {t('billing.bills.export.retry')}
          </button>
          <button type="button" className="bl-button" onClick={dismiss}>
            {t('billing.bills.export.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
