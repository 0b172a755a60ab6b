/** Help Center. */
export const messages = {
  en_US: {
    'help.unavailable': 'Help articles are not available yet.',
  },
  zh_CN: {
    'help.unavailable': '帮助文章尚未开放。',
  },
  zh_TW: {
    'help.unavailable': '說明文章尚未開放。',
  },
};
