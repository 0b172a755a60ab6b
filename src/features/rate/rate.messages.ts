/** Rate import pages. */
export const messages = {
  en_US: {
    'rate.historyList.unavailable': 'Rate sheet imports will be listed here. This list is not available yet.',
    'rate.logList.unavailable': 'Import log rows will be listed here. This list is not available yet.',
  },
  zh_CN: {
    'rate.historyList.unavailable': '运价表导入记录将显示在这里。此列表尚未开放。',
    'rate.logList.unavailable': '导入日志将显示在这里。此列表尚未开放。',
  },
  zh_TW: {
    'rate.historyList.unavailable': '運價表匯入紀錄將顯示在這裡。此列表尚未開放。',
    'rate.logList.unavailable': '匯入日誌將顯示在這裡。此列表尚未開放。',
  },
};
