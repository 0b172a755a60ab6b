/**
 * How an e-mail address and a booking contact's phone look, for the client's checks and both backends'
 * alike. Deliberately loose: the mail and phone networks are the judges of what reaches someone.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A party's phone on a booking: digits with the usual separators, an optional leading +. */
const CONTACT_PHONE = /^\+?[0-9][0-9 ()-]{3,}$/;

/** something@something.tld, spaces around it ignored. */
export const isEmailAddress = (value: string): boolean => EMAIL.test(value.trim());

/** A booking party's phone, spaces around it ignored. */
export const isContactPhone = (value: string): boolean => CONTACT_PHONE.test(value.trim());
