/** Billing pages. */
export const messages = {
  en_US: {
    'billing.invoice.unavailable': 'Invoices are not available yet.',
    'billing.bankDetail.unavailable': 'Bank details are not available yet.',
    'billing.upcomingBill.unavailable': 'Upcoming bills are not available yet.',
    'billing.upcomingPayouts.unavailable': 'Upcoming payouts are not available yet.',
    'billing.historyStatement.unavailable': 'History statements are not available yet.',
    'billing.nav.label': 'Billing sections',
  },
  zh_CN: {
    'billing.invoice.unavailable': '发票功能尚未开放。',
    'billing.bankDetail.unavailable': '银行信息尚未开放。',
    'billing.upcomingBill.unavailable': '待付账单尚未开放。',
    'billing.upcomingPayouts.unavailable': '待收款项尚未开放。',
    'billing.historyStatement.unavailable': '历史对账单尚未开放。',
    'billing.nav.label': '账单分类',
  },
  zh_TW: {
    'billing.invoice.unavailable': '發票功能尚未開放。',
    'billing.bankDetail.unavailable': '銀行資訊尚未開放。',
    'billing.upcomingBill.unavailable': '待付帳單尚未開放。',
    'billing.upcomingPayouts.unavailable': '待收款項尚未開放。',
    'billing.historyStatement.unavailable': '歷史對帳單尚未開放。',
    'billing.nav.label': '帳單分類',
  },
};
