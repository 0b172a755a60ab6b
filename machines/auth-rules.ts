/**
 * Field rules shared by the sign-in, sign-up and password machines, and the message id that words
 * each. Plain functions so that every machine decides the same way and views only translate.
 * Call failures are machines/shared/call-failure.ts.
 */
import { isEmailAddress } from '../domain/contact-rules';

/** Deliberately loose (something@something.tld): the server is the judge of deliverability. */
export const isEmail = isEmailAddress;

/** Why a field is not accepted; connects word it with ruleMessageId. */
export type FieldRule = 'required' | 'email' | 'phone' | 'extension' | 'passwordRule' | 'mismatch';

/** Required + e-mail format, in the order the user should fix them. */
export function emailRule(value: string): FieldRule | null {
  if (!value.trim()) return 'required';
  return isEmail(value) ? null : 'email';
}

export const requiredRule = (value: string): FieldRule | null => (value.trim() ? null : 'required');

/** Passwords are taken as typed: spaces count, nothing is trimmed. */
export const passwordPresentRule = (value: string): FieldRule | null => (value ? null : 'required');

/**
 * The contract's PasswordRule (docs/decisions/012): 8 to 128 characters with at least one letter
 * and one digit. Checked here too so that the user learns it before a round trip.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export function newPasswordRule(value: string): FieldRule | null {
  if (!value) return 'required';
  const fits = value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
  return fits && /[A-Za-z]/.test(value) && /\d/.test(value) ? null : 'passwordRule';
}

/** Confirmation: required, then equal to the new password ("Two passwords that you enter is inconsistent"). */
export function confirmRule(password: string, confirmation: string): FieldRule | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'mismatch';
}

/** How the auth catalogue words each rule: `auth.error.<field>.<wording>`. */
const RULE_WORDING: Record<FieldRule, string> = {
  required: 'required',
  email: 'format',
  phone: 'format',
  extension: 'format',
  passwordRule: 'rule',
  mismatch: 'mismatch',
};

/** The fields the auth catalogue words rules for (its `auth.error.<field>.*` ids). */
export type RuleField = 'email' | 'password' | 'firstName' | 'lastName' | 'country' | 'phone' | 'extension' | 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The message id of a rule broken on a field, e.g. `auth.error.email.format`. */
export const ruleMessageId = (field: RuleField, rule: FieldRule): string => `auth.error.${field}.${RULE_WORDING[rule]}`;

/** Drops the keys whose value is null so that `errors` only lists fields that are wrong. */
export function onlyErrors<K extends string>(checks: Record<K, FieldRule | null>): Partial<Record<K, FieldRule>> {
  const out: Partial<Record<K, FieldRule>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const rule = checks[key];
    if (rule) out[key] = rule;
  }
  return out;
}
