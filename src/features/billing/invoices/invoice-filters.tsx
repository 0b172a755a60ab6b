/** The invoice filters: payment status, currency, tax invoice and an invoice date range, each labelled. */
import { useIntl } from 'react-intl';
import type { InvoiceListView } from '../../../../machines/billing/invoices';
import { OptionCheckboxes, OptionSelectField } from '../option-filter-fields';

export function InvoiceFilters({ id, list }: { id: string; list: InvoiceListView }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <section id={id} className="iv-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('invoice.filters.heading')}</h2>
      <div className="iv-filters">
        <OptionCheckboxes
          legend={t('billing.field.paymentStatus')}
          optionClassName="iv-option"
          options={list.statusOptions}
          selected={list.selectedStatuses}
          onToggle={list.toggleStatus}
        />
        <OptionSelectField
          id={`${id}-currency`}
          className="iv-field"
          label={t('billing.field.currency')}
          anyLabel={t('invoice.filters.any')}
          options={list.currencyOptions}
          value={list.currency}
          onChange={list.setCurrency}
        />
        <OptionSelectField
          id={`${id}-tax`}
          className="iv-field"
          label={t('billing.field.taxInvoice')}
          anyLabel={t('invoice.filters.any')}
          options={list.taxInvoiceOptions}
          value={list.taxInvoice}
          onChange={list.setTaxInvoice}
        />
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
