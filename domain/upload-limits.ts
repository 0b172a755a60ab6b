/**
 * The file limits of every upload (shipment documents, comment attachments, rate sheets, bank and
 * billing files): the client refuses a file before any request and the backend refuses it again, with
 * the same number (docs/decisions/035).
 */

/** 7 MB as the spec writes it, in binary megabytes: 7 × 1024 × 1024 = 7 340 032 bytes. A file of exactly this size passes. */
export const MAX_UPLOAD_BYTES = 7 * 1024 * 1024;
/** How the limit is named to the user. */
export const MAX_UPLOAD_LABEL = '7 MB';

export const isTooLarge = (file: { size: number }): boolean => file.size > MAX_UPLOAD_BYTES;
