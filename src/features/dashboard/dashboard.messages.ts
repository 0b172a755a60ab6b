/** Dashboard. */
export const messages = {
  en_US: {
    'dashboard.unavailable': 'Revenue and buyer statistics are not available yet.',
  },
  zh_CN: {
    'dashboard.unavailable': '收入和买家统计尚未开放。',
  },
  zh_TW: {
    'dashboard.unavailable': '收入和買家統計尚未開放。',
  },
};
