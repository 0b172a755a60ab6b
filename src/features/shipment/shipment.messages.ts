/** Shipment pages. */
export const messages = {
  en_US: {
    'shipment.list.unavailable': 'Your shipments will be listed here. This list is not available yet.',
    'shipment.detail.unavailable': 'Details of shipment {id} are not available yet.',
  },
  zh_CN: {
    'shipment.list.unavailable': '您的货运订单将显示在这里。此列表尚未开放。',
    'shipment.detail.unavailable': '货运订单 {id} 的详情尚未开放。',
  },
  zh_TW: {
    'shipment.list.unavailable': '您的貨運訂單將顯示在這裡。此列表尚未開放。',
    'shipment.detail.unavailable': '貨運訂單 {id} 的詳情尚未開放。',
  },
};
