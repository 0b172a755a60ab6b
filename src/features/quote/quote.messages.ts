/** Quote pages. */
export const messages = {
  en_US: {
    'quote.quoteManagement.unavailable': 'Quotes you manage will be listed here. This list is not available yet.',
  },
  zh_CN: {
    'quote.quoteManagement.unavailable': '您管理的报价将显示在这里。此列表尚未开放。',
  },
  zh_TW: {
    'quote.quoteManagement.unavailable': '您管理的報價將顯示在這裡。此列表尚未開放。',
  },
};
