/**
 * The catalogues (spec section 1): every messages file has the same keys in en_US,
 * zh_CN and zh_TW, with the same placeholders; zh_TW is Traditional Chinese, not a copy of zh_CN.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canStartIn, getCatalogues, loadFeatureMessages, loadLocale, type FeatureMessages } from '../../src/i18n/catalogues';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { SIMPLIFIED_ONLY } from './simplified-characters';

const messageFiles = import.meta.glob<{ messages: FeatureMessages }>('../../src/features/*/*.messages.ts', { eager: true });
const files = Object.entries(messageFiles).map(([path, mod]) => [path.replace('../../src/', ''), mod.messages] as const);
const catalogues = Object.fromEntries(
  LOCALES.map((l) => [l, Object.assign({}, ...files.map(([, messages]) => messages[l]))]),
) as Record<Locale, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();
const simplifiedIn = (text: string) => [...text].filter((c) => SIMPLIFIED_ONLY.has(c));

describe('message catalogues', () => {
  it('start with the English shell only and take in a feature, and a language, when needed', async () => {
    expect(files.map(([path]) => path)).toEqual(expect.arrayContaining(['features/shell/shell.messages.ts', 'features/auth/auth.messages.ts']));
    const before = getCatalogues();
    expect(Object.keys(before.en_US).every((key) => key.startsWith('shell.'))).toBe(true);
    expect(before.en_US['shell.menu.signOut']).toBe('Sign Out');
    expect(before.zh_TW).toEqual({});
    expect(canStartIn('zh_TW')).toBe(false);

    // A feature loads in the languages in use: English only so far.
    await loadFeatureMessages('billing');
    const after = getCatalogues();
    expect(after).not.toBe(before);
    expect(after.en_US['billing.nav.label']).toBe('Billing sections');
    expect(after.zh_TW).toEqual({});
    // Loading again changes nothing.
    await loadFeatureMessages('billing');
    expect(getCatalogues()).toBe(after);

    // A language taken into use brings its shell and every feature loaded so far; later features come in it too.
    await loadLocale('zh_TW');
    expect(canStartIn('zh_TW')).toBe(true);
    expect(getCatalogues().zh_TW['shell.menu.signOut']).toBe('登出');
    expect(getCatalogues().zh_TW['billing.nav.label']).toBe('帳單分類');
    expect(getCatalogues().zh_CN).toEqual({});
    await loadFeatureMessages('help');
    expect(Object.keys(getCatalogues().zh_TW).some((key) => key.startsWith('help.'))).toBe(true);
    expect(Object.keys(getCatalogues().en_US).some((key) => key.startsWith('help.'))).toBe(true);
  });

  it.each(files)('%s has every key in every locale', (_, messages) => {
    const all = new Set(LOCALES.flatMap((l) => Object.keys(messages[l] ?? {})));
    const missing = LOCALES.flatMap((l) => [...all].filter((k) => !(k in (messages[l] ?? {}))).map((k) => `${l}: ${k}`));
    expect(missing).toEqual([]);
  });

  it.each(files)('%s has no empty message and the same placeholders in every locale', (_, messages) => {
    const problems: string[] = [];
    for (const [key, english] of Object.entries(messages.en_US)) {
      for (const locale of LOCALES) {
        const text = messages[locale][key];
        if (text === undefined) continue;
        if (!text.trim()) problems.push(`${locale}: ${key} is empty`);
        if (placeholders(text).join() !== placeholders(english).join()) problems.push(`${locale}: ${key} placeholders differ from en_US`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(files)('%s writes zh_TW in Traditional characters, not as a copy of zh_CN', (_, messages) => {
    const problems: string[] = [];
    for (const [key, tw] of Object.entries(messages.zh_TW)) {
      const simplified = simplifiedIn(tw);
      if (simplified.length === 0) continue;
      problems.push(
        tw === messages.zh_CN[key]
          ? `${key}: zh_TW is a copy of zh_CN (${simplified.join('')})`
          : `${key}: zh_TW has Simplified characters ${simplified.join('')}`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('defines each key in one file only', () => {
    const owners = new Map<string, string[]>();
    for (const [path, messages] of files) {
      for (const key of Object.keys(messages.en_US)) owners.set(key, [...(owners.get(key) ?? []), path]);
    }
    expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });

  it('has every message id the router and the shell use', () => {
    const sources = ['src/app/router.tsx', 'src/features/shell/shell-menu.ts', 'src/app/session-gate.tsx', 'src/app/app-toaster.tsx'];
    const ids = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:shell|billing|account)\.[\w.]+)'/g)].map((m) => m[1]!));
    expect(ids.length).toBeGreaterThan(30);
    for (const locale of LOCALES) expect(ids.filter((id) => !(id in catalogues[locale]))).toEqual([]);
  });

  it('catches a zh_TW copy of zh_CN and Simplified characters (the check itself works)', () => {
    expect(simplifiedIn('登录')).toEqual(['录']);
    expect(simplifiedIn('登入帳戶設定')).toEqual([]);
    expect(simplifiedIn('货运订单')).toEqual(['货', '运', '订', '单']);
  });
});
