/**
 * The account e-mails both backends send (docs/decisions/214-account-mail-transport.md): the activation
 * link of a sign-up, the link of a forgotten password, and the invitation, which carries the temporary
 * password an admin set (a new account, or an admin's reset; decision 218) and the Sign In link.
 *
 * Plain text only: names are user content, and text/plain can neither run nor hide anything. Neither
 * backend knows the reader's language (the client sends none, and anyone may ask for a reset of any
 * address), so every e-mail says it all in en_US, then zh_CN, then zh_TW. The product's name is the
 * app's `shell.appName` in each language (src/features/shell/shell.messages.ts), which domain/ cannot import.
 */

export type AccountMailKind = 'ACTIVATION' | 'INVITATION' | 'PASSWORD_RESET';

export type AccountMailFacts =
  | {
      kind: 'ACTIVATION' | 'PASSWORD_RESET';
      /** The account's e-mail, where the mail goes. */
      to: string;
      /** Absolute: Reset Password with the e-mail and the token (docs/decisions/072). */
      link: string;
      /** How long the link works. */
      validHours: number;
    }
  | {
      kind: 'INVITATION';
      to: string;
      /** Absolute: Sign In. */
      link: string;
      /** The admin who set the temporary password, and their company. */
      invitedBy: { name: string; company: string };
      /** The temporary password, which only opens Reset Password (docs/decisions/211). */
      password: string;
    };

export interface AccountMail {
  to: string;
  subject: string;
  /** The whole body, text/plain in UTF-8. */
  text: string;
}

type Language = 'en_US' | 'zh_CN' | 'zh_TW';
const LANGUAGES: readonly Language[] = ['en_US', 'zh_CN', 'zh_TW'];

interface Wording {
  subject: string;
  body: string;
}

/** Each kind's words, with {email}, {link}, {hours}, {inviter}, {company} and {password} filled in by composeAccountMail. */
const WORDING: Record<AccountMailKind, Record<Language, Wording>> = {
  ACTIVATION: {
    en_US: {
      subject: 'Activate your Freight Marketplace account',
      body:
        'Hello,\n\nYou signed up to Freight Marketplace with {email}. To activate your account, open this link and choose your password:\n\n{link}\n\n' +
        'The link works for {hours} hours. If you did not sign up, ignore this e-mail: the account stays inactive.',
    },
    zh_CN: {
      subject: '激活您的货运平台账户',
      body:
        '您好：\n\n您使用 {email} 注册了货运平台账户。请打开以下链接并设置密码，以激活您的账户：\n\n{link}\n\n' +
        '此链接在 {hours} 小时内有效。如果您没有注册，请忽略此邮件，该账户不会被激活。',
    },
    zh_TW: {
      subject: '啟用您的貨運平台帳戶',
      body:
        '您好：\n\n您使用 {email} 註冊了貨運平台帳戶。請開啟以下連結並設定密碼，以啟用您的帳戶：\n\n{link}\n\n' +
        '此連結在 {hours} 小時內有效。如果您沒有註冊，請忽略此郵件，該帳戶不會被啟用。',
    },
  },
  PASSWORD_RESET: {
    en_US: {
      subject: 'Reset your Freight Marketplace password',
      body:
        'Hello,\n\nSomeone asked to reset the password of the Freight Marketplace account {email}. To choose a new password, open this link:\n\n{link}\n\n' +
        'The link works once, for {hours} hours. If you did not ask, ignore this e-mail: your password stays as it is.',
    },
    zh_CN: {
      subject: '重置您的货运平台密码',
      body:
        '您好：\n\n有人申请重置货运平台账户 {email} 的密码。请打开以下链接设置新密码：\n\n{link}\n\n' +
        '此链接仅可使用一次，在 {hours} 小时内有效。如果不是您本人申请，请忽略此邮件，您的密码不会改变。',
    },
    zh_TW: {
      subject: '重設您的貨運平台密碼',
      body:
        '您好：\n\n有人申請重設貨運平台帳戶 {email} 的密碼。請開啟以下連結設定新密碼：\n\n{link}\n\n' +
        '此連結僅可使用一次，在 {hours} 小時內有效。如果不是您本人申請，請忽略此郵件，您的密碼不會變更。',
    },
  },
  INVITATION: {
    en_US: {
      subject: 'A temporary password for your Freight Marketplace account',
      body:
        'Hello,\n\n{inviter} of {company} has given you a temporary password for the Freight Marketplace account {email}:\n\n{password}\n\n' +
        'Sign in here with your e-mail and this temporary password:\n\n{link}\n\n' +
        'When you sign in with it, you must replace it with a password of your own. If you already had a password for this account, it no longer works.',
    },
    zh_CN: {
      subject: '您的货运平台账户临时密码',
      body:
        '您好：\n\n{company} 的 {inviter} 已为货运平台账户 {email} 设置了临时密码：\n\n{password}\n\n' +
        '请在此处使用您的电子邮箱和此临时密码登录：\n\n{link}\n\n' +
        '使用临时密码登录后，您必须将其替换为您自己的密码。如果您此前已有此账户的密码，该密码已失效。',
    },
    zh_TW: {
      subject: '您的貨運平台帳戶臨時密碼',
      body:
        '您好：\n\n{company} 的 {inviter} 已為貨運平台帳戶 {email} 設定了臨時密碼：\n\n{password}\n\n' +
        '請在此處使用您的電子郵件和此臨時密碼登入：\n\n{link}\n\n' +
        '使用臨時密碼登入後，您必須將其替換為您自己的密碼。如果您先前已有此帳戶的密碼，該密碼已失效。',
    },
  },
};

/** Between the languages of one body. */
export const LANGUAGE_SEPARATOR = '\n\n——————————\n\n';

/**
 * User content on one line: control, format (e.g. right-to-left overrides) and line-separator characters
 * become spaces, runs of spaces one, so that a name can neither start a paragraph of its own nor turn text around.
 */
export const oneLine = (value: string): string => value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();

/** The e-mail of a kind, in every language, with its link. */
export function composeAccountMail(facts: AccountMailFacts): AccountMail {
  const fills: Record<string, string> = { email: oneLine(facts.to), link: facts.link };
  if (facts.kind === 'INVITATION') {
    fills.inviter = oneLine(facts.invitedBy.name);
    fills.company = oneLine(facts.invitedBy.company);
    fills.password = facts.password;
  } else {
    fills.hours = String(facts.validHours);
  }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => fills[name] ?? '');
  const wordings = LANGUAGES.map((language) => WORDING[facts.kind][language]);
  return {
    to: facts.to,
    subject: wordings.map((w) => w.subject).join(' / '),
    text: `${wordings.map((w) => fill(w.body)).join(LANGUAGE_SEPARATOR)}\n`,
  };
}
