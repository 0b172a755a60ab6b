/** Quote pages. */
export const messages = {
  en_US: {
    'quote.lane': '{mode}: {origin} → {destination}',
    'myRequest.declines.title': 'Declined by {count, plural, one {# forwarder} other {# forwarders}}',
    'myRequest.declines.stillOpen': 'The request stays open: other forwarders can still answer it.',
    'myRequest.declines.by': '{forwarder} declined on {date}:',
    'quote.quoteManagement.unavailable': 'Quotes you manage will be listed here. This list is not available yet.',
  },
  zh_CN: {
    'quote.lane': '{mode}：{origin} → {destination}',
    'myRequest.declines.title': '{count, plural, one {# 家货代} other {# 家货代}}已婉拒',
    'myRequest.declines.stillOpen': '询价仍然开放：其他货代仍可报价。',
    'myRequest.declines.by': '{forwarder} 于 {date} 婉拒：',
    'quote.quoteManagement.unavailable': '您管理的报价将显示在这里。此列表尚未开放。',
  },
  zh_TW: {
    'quote.lane': '{mode}：{origin} → {destination}',
    'myRequest.declines.title': '{count, plural, one {# 家貨代} other {# 家貨代}}已婉拒',
    'myRequest.declines.stillOpen': '詢價仍然開放：其他貨代仍可報價。',
    'myRequest.declines.by': '{forwarder} 於 {date} 婉拒：',
    'quote.quoteManagement.unavailable': '您管理的報價將顯示在這裡。此列表尚未開放。',
  },
};
