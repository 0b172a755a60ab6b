/** The invoice filters: payment status, currency, tax invoice and an invoice date range, each labelled. */
import { useIntl } from 'react-intl';
import type { InvoiceListView } from '../../../../machines/billing/invoices';

export function InvoiceFilters({ id, list }: { id: string; list: InvoiceListView }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <section id={id} className="iv-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('invoice.filters.heading')}</h2>
      <div className="iv-filters">
        <fieldset>
          <legend>{t('billing.field.paymentStatus')}</legend>
          {list.statusOptions.map((option) => (
            <label key={option.value} className="iv-option">
              <input type="checkbox" checked={list.selectedStatuses.includes(option.value)} onChange={() => list.toggleStatus(option.value)} />
              {t(option.label)}
            </label>
          ))}
        </fieldset>
        <div className="iv-field">
          <label htmlFor={`${id}-currency`}>{t('billing.field.currency')}</label>
          <select id={`${id}-currency`} value={list.currency} onChange={(e) => list.setCurrency(e.currentTarget.value)}>
            <option value="">{t('invoice.filters.any')}</option>
            {list.currencyOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="iv-field">
          <label htmlFor={`${id}-tax`}>{t('billing.field.taxInvoice')}</label>
          <select id={`${id}-tax`} value={list.taxInvoice} onChange={(e) => list.setTaxInvoice(e.currentTarget.value)}>
            <option value="">{t('invoice.filters.any')}</option>
            {list.taxInvoiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="iv-field">
          <label htmlFor={`${id}-from`}>{t('invoice.filter.dateFrom')}</label>
          <input id={`${id}-from`} type="date" value={list.dateRange.from} onChange={(e) => list.setDateFrom(e.currentTarget.value)} />
          <label htmlFor={`${id}-to`}>{t('invoice.filter.dateTo')}</label>
          <input id={`${id}-to`} type="date" value={list.dateRange.to} onChange={(e) => list.setDateTo(e.currentTarget.value)} />
        </div>
      </div>
      <div className="iv-row-actions">
        <button type="button" className="iv-button" disabled={!list.hasFilters} onClick={list.clearFilters}>
          {t('invoice.filters.clear')}
        </button>
      </div>
    </section>
  );
}
