/**
 * One glossary per language, used everywhere (decision 179): every message of the quote feature and of
 * the shell is (a) translated in zh_CN and zh_TW, no English word left but codes and names, and (b) uses
 * the glossary's words wherever its English text uses a glossary term.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY, UNTRANSLATED_WORDS } from '../../src/i18n/glossary';

type Catalogue = Record<'en_US' | 'zh_CN' | 'zh_TW', Record<string, string>>;
const files = import.meta.glob<{ messages: Catalogue }>(['../../src/features/quote/*.messages.ts', '../../src/features/shell/*.messages.ts'], { eager: true });

const ICU_WORDS = /\b(plural|select|selectordinal|number|date|time|one|other|few|many|zero|two)\b/g;
/** The text a reader sees: ICU argument names, ICU keywords and markup tags removed. */
const visible = (text: string) =>
  text
    .replace(/\{\s*\w+\s*(?=[,}])/g, '{')
    .replace(ICU_WORDS, ' ')
    .replace(/<\/?\w+>/g, ' ')
    // An example address is not a word to translate.
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
const allowed = new Set(UNTRANSLATED_WORDS.map((w) => w.toLowerCase()));
const englishWords = (text: string) => (visible(text).match(/[A-Za-z][A-Za-z/-]{2,}/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()));

const entries = Object.entries(files).flatMap(([file, { messages }]) =>
  Object.entries(messages.en_US).map(([key, en]) => ({ file: file.replace('../../', ''), key, en, zh_CN: messages.zh_CN[key] ?? '', zh_TW: messages.zh_TW[key] ?? '' })),
);
const termPattern = (term: string) => new RegExp(`(^|[^A-Za-z])${term.replace('/', '\\/')}s?(?=[^A-Za-z]|$)`, 'gi');
/** The glossary terms an English text uses, longest first: "quote request" is not also "quote". */
function termsOf(en: string) {
  let rest = visible(en);
  return GLOSSARY.filter((term) => {
    const found = termPattern(term.en).test(rest);
    rest = rest.replace(termPattern(term.en), ' ');
    return found && !term.bySense;
  });
}

describe('the glossary', () => {
  it('covers the quote and shell messages', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it('leaves no English in zh_CN or zh_TW but codes and names', () => {
    const untranslated = entries.flatMap((e) =>
      (['zh_CN', 'zh_TW'] as const).flatMap((locale) => {
        const words = englishWords(e[locale]);
        return words.length ? [`${e.file} ${locale} ${e.key}: ${words.join(', ')}`] : [];
      }),
    );
    expect(untranslated).toEqual([]);
  });

  it('translates every glossary term with the glossary’s words', () => {
    const off = entries.flatMap((e) =>
      termsOf(e.en).flatMap((term) =>
        (['zh_CN', 'zh_TW'] as const).flatMap((locale) => (e[locale].includes(term[locale]) ? [] : [`${e.file} ${locale} ${e.key}: "${term.en}" → ${term[locale]}`])),
      ),
    );
    expect(off).toEqual([]);
  });
});
