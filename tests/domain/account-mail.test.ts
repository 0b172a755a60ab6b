/**
 * The account e-mails (docs/decisions/214, 218): what the reader gets for each kind, in the three languages,
 * with a link the app's Reset Password page reads back or an invitation's temporary password, and user
 * content kept to plain words on one line.
 */
import { describe, expect, it } from 'vitest';
import { composeAccountMail, LANGUAGE_SEPARATOR, oneLine } from '../../domain/account-mail';
import { PATHS, resetPasswordPath } from '../../machines/shared/route-paths';
import { readResetLink } from '../../src/features/auth/reset-password.link';

const ORIGIN = 'https://freight.example.com';
const email = 'pat+ops@new.example.com';
const token = 'rst.Ab-_9zQ';
const resetLink = new URL(resetPasswordPath(email, token), ORIGIN).href;
const signInLink = new URL(PATHS.signIn, ORIGIN).href;

/** The links in a body, as a mail client would make them clickable. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('composeAccountMail', () => {
  it('activation: a subject and a body in en_US, zh_CN and zh_TW, each with the link and how long it works', () => {
    const mail = composeAccountMail({ kind: 'ACTIVATION', to: email, link: resetLink, validHours: 72 });
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Activate your Freight Marketplace account / 激活您的货运平台账户 / 啟用您的貨運平台帳戶');
    const [en, zhCN, zhTW] = mail.text.split(LANGUAGE_SEPARATOR);
    expect(en).toContain(`You signed up to Freight Marketplace with ${email}.`);
    expect(en).toContain('The link works for 72 hours.');
    expect(zhCN).toContain('此链接在 72 小时内有效');
    expect(zhTW).toContain('此連結在 72 小時內有效');
    expect(linksIn(mail.text)).toEqual([resetLink, resetLink, resetLink]);
  });

  it('password reset: says who it is for, that the link works once for its hours, and what to do when nobody asked', () => {
    const mail = composeAccountMail({ kind: 'PASSWORD_RESET', to: email, link: resetLink, validHours: 24 });
    expect(mail.subject).toBe('Reset your Freight Marketplace password / 重置您的货运平台密码 / 重設您的貨運平台密碼');
    const [en, zhCN, zhTW] = mail.text.split(LANGUAGE_SEPARATOR);
    expect(en).toContain(`reset the password of the Freight Marketplace account ${email}`);
    expect(en).toContain('The link works once, for 24 hours. If you did not ask, ignore this e-mail');
    expect(zhCN).toContain('重置货运平台账户');
    expect(zhTW).toContain('重設貨運平台帳戶');
    expect(linksIn(mail.text)).toEqual([resetLink, resetLink, resetLink]);
  });

  it('invitation: who set the temporary password, the password itself on its own line in each language, that it must be replaced, and where to sign in', () => {
    const password = 'k7mq-2xhd-p9tw';
    const mail = composeAccountMail({ kind: 'INVITATION', to: email, link: signInLink, invitedBy: { name: 'Ada Admin', company: 'Acme Home Goods' }, password });
    expect(mail.subject).toBe('A temporary password for your Freight Marketplace account / 您的货运平台账户临时密码 / 您的貨運平台帳戶臨時密碼');
    const [en, zhCN, zhTW] = mail.text.split(LANGUAGE_SEPARATOR);
    expect(en).toContain(`Ada Admin of Acme Home Goods has given you a temporary password for the Freight Marketplace account ${email}:\n\n${password}\n\n`);
    expect(en).toContain('When you sign in with it, you must replace it with a password of your own.');
    expect(en).toContain('If you already had a password for this account, it no longer works.');
    expect(zhCN).toContain(`Acme Home Goods 的 Ada Admin 已为货运平台账户 ${email} 设置了临时密码：\n\n${password}\n\n`);
    expect(zhCN).toContain('您必须将其替换为您自己的密码');
    expect(zhTW).toContain(`Acme Home Goods 的 Ada Admin 已為貨運平台帳戶 ${email} 設定了臨時密碼：\n\n${password}\n\n`);
    expect(zhTW).toContain('您必須將其替換為您自己的密碼');
    // Alone on its line, so that a mail client neither wraps it nor takes punctuation with it when copied.
    expect(mail.text.split('\n').filter((line) => line === password)).toHaveLength(3);
    expect(linksIn(mail.text)).toEqual([signInLink, signInLink, signInLink]);
    expect(mail.text).not.toContain('ask Ada Admin');
  });

  it('gives a reset link that the Reset Password page reads back: the route, the e-mail and the token, encoded', () => {
    const mail = composeAccountMail({ kind: 'PASSWORD_RESET', to: email, link: resetLink, validHours: 24 });
    const link = new URL(linksIn(mail.text)[0]!);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/login/reset-password`);
    // A "+" left raw would read back as a space.
    expect(link.search).toContain('email=pat%2Bops%40new.example.com');
    expect(readResetLink(link.searchParams)).toEqual({ email, resetToken: token });
  });

  it('is plain text: user content stays on one line, no markup is added, and braces in a name are not filled in', () => {
    const hostile = { name: 'Eve\n\nYour account is closed: https://evil.example\u202Etxt.exe', company: '<a href="https://evil.example">Acme</a> {link}' };
    const mail = composeAccountMail({ kind: 'INVITATION', to: email, link: signInLink, invitedBy: hostile, password: 'k7mq-2xhd-p9tw' });
    const [en] = mail.text.split(LANGUAGE_SEPARATOR);
    expect(en!.split('\n')).toContain(
      `Eve Your account is closed: https://evil.example txt.exe of <a href="https://evil.example">Acme</a> {link} has given you a temporary password for the Freight Marketplace account ${email}:`,
    );
    expect(mail.text).not.toContain('\u202E');
    expect(mail.subject).not.toMatch(/Eve|Acme|[\r\n]/);
    // Only the composed text's own markup-free wording: the one tag is the company's, as typed.
    expect(mail.text.replaceAll(hostile.company, '')).not.toMatch(/<[a-z/!]/i);
  });
});

describe('oneLine', () => {
  it('turns line breaks, tabs and invisible format characters into single spaces', () => {
    expect(oneLine('  Ada\r\n\tLovelace\u2028\u200B ')).toBe('Ada Lovelace');
  });
});
