/**
 * The Help Center's questions (docs/decisions/149): one per question the product's screens raise,
 * each a question and an answer message id, and the values the answers quote from the rules
 * themselves (the upload limit from domain/upload-limits.ts), so the text never drifts from them.
 */
import { MAX_UPLOAD_LABEL } from '../../../domain/upload-limits';

export const HELP_TOPICS = ['quoteGuarantee', 'quoteTerms', 'customRequest', 'customsBond', 'isf', 'promoCode', 'billStatus', 'paymentStatus', 'uploadLimit'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** What an answer quotes: the limit as the rule says it. */
export const HELP_VALUES: Record<string, string> = { limit: MAX_UPLOAD_LABEL };

/** Where support is written to when the company configuration names no address (decisions 149, 151). */
export const DEFAULT_SUPPORT_EMAIL = 'support@freightmarket.example';

/** The company's own support address, else the platform's (decision 151). */
export const supportEmailOf = (config: { supportEmail?: string }): string => config.supportEmail?.trim() || DEFAULT_SUPPORT_EMAIL;

/** The element id of a topic: `/help-center#help-quoteTerms` opens that answer (decision 151). */
export const topicElementId = (topic: HelpTopic): string => `help-${topic}`;

export interface TranslatedTopic {
  id: HelpTopic;
  question: string;
  answer: string;
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** The topics whose question or answer holds every word typed (any order, any case); all when nothing is typed. */
export function matchTopics(topics: readonly TranslatedTopic[], query: string): TranslatedTopic[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const text = fold(`${topic.question} ${topic.answer}`);
    return words.every((word) => text.includes(word));
  });
}
