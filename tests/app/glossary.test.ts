/**
 * One glossary per language, used everywhere (decision 179): every message of every feature is (a)
 * translated in zh_CN and zh_TW, no English word left but codes and names, and (b) uses the glossary's
 * words wherever its English text uses a glossary term.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY, UNTRANSLATED_WORDS } from '../../src/i18n/glossary';

type Catalogue = Record<'en_US' | 'zh_CN' | 'zh_TW', Record<string, string>>;
const files = import.meta.glob<{ messages: Catalogue }>('../../src/features/**/*.messages.ts', { eager: true });

/** The text a reader sees: ICU arguments, their types and plural keys, and markup tags removed. */
const visible = (text: string) =>
  text
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)\s*(,\s*\w*)?/g, '{')
    .replace(/(^|[\s{}])(zero|one|two|few|many|other|=\d+)\s*(?=\{)/g, '$1')
    .replace(/\{\s*\w+\s*(?=[,}])/g, '{')
    .replace(/<\/?\w+>/g, ' ')
    // An example address is not a word to translate.
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    // "cargo-ready date" is the term "cargo ready date".
    .replace(/(?<=[A-Za-z])-(?=[A-Za-z])/g, ' ');
const allowed = new Set(UNTRANSLATED_WORDS.map((w) => w.toLowerCase()));
/** A word in capitals that the English text has as it is, is a code (an example SWIFT code, a charge code). */
const isCodeOf = (en: string) => (word: string) => /^[A-Z][A-Z/]+$/.test(word) && new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`).test(en);
const englishWords = (text: string, en: string) =>
  (text.match(/[A-Za-z][A-Za-z/-]{2,}/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()) && !isCodeOf(en)(w));

const entries = Object.entries(files).flatMap(([file, { messages }]) =>
  Object.entries(messages.en_US).map(([key, en]) => ({ file: file.replace('../../', ''), key, en, zh_CN: messages.zh_CN[key] ?? '', zh_TW: messages.zh_TW[key] ?? '' })),
);
const termPattern = (term: string) => new RegExp(`(^|[^A-Za-z])${term.replace(/[./]/g, '\\$&')}s?(?=[^A-Za-z]|$)`, 'gi');
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
  it('covers the messages of every feature', () => {
    expect(new Set(entries.map((e) => e.file.split('/')[2])).size).toBeGreaterThanOrEqual(9);
    expect(entries.length).toBeGreaterThan(1000);
  });

  it('leaves no English in zh_CN or zh_TW but codes and names', () => {
    const untranslated = entries.flatMap((e) =>
      (['zh_CN', 'zh_TW'] as const).flatMap((locale) => {
        const words = englishWords(visible(e[locale]), e.en);
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
