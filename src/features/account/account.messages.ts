/** Account Setting. */
export const messages = {
  en_US: {
    'account.profile.heading': 'Your profile',
    'account.profile.name': 'Name',
    'account.profile.email': 'E-mail',
    'account.profile.company': 'Company',
    'account.profile.memberSince': 'Member since',
    'account.moreSoon': 'Editing your profile, your company and its users is not available yet.',
  },
  zh_CN: {
    'account.profile.heading': '个人资料',
    'account.profile.name': '姓名',
    'account.profile.email': '电子邮箱',
    'account.profile.company': '公司',
    'account.profile.memberSince': '注册日期',
    'account.moreSoon': '编辑个人资料、公司信息及公司用户的功能尚未开放。',
  },
  zh_TW: {
    'account.profile.heading': '個人資料',
    'account.profile.name': '姓名',
    'account.profile.email': '電子郵件',
    'account.profile.company': '公司',
    'account.profile.memberSince': '註冊日期',
    'account.moreSoon': '編輯個人資料、公司資訊及公司使用者的功能尚未開放。',
  },
};
