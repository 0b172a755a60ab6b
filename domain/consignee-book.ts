/**
 * A company's consignee address book: the distinct consignees of its bookings, each as it was last
 * booked, the most recent first, at most CONSIGNEE_BOOK_MAX.
 */
import type { CompanyInfoRecord, ShipmentRecord } from './shipment-records';

/** The address book holds at most this many consignees. */
export const CONSIGNEE_BOOK_MAX = 20;

/** The same place whoever the contact is: a consignee is its company and address, ignoring case and spaces. */
export const consigneeKey = (c: CompanyInfoRecord) =>
  [c.companyName, c.address, c.addressComplement ?? '', c.city, c.country, c.zipCode].map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase()).join('|');

/** The address book of a company, from its bookings. */
export function consigneeBook(bookings: readonly Pick<ShipmentRecord, 'bookedAt' | 'consignee'>[]): CompanyInfoRecord[] {
  const seen = new Set<string>();
  const out: CompanyInfoRecord[] = [];
  const booked = [...bookings].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  for (const s of booked) {
    const key = consigneeKey(s.consignee);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...s.consignee });
    if (out.length === CONSIGNEE_BOOK_MAX) break;
  }
  return out;
}
