/**
 * The shipment records both backends keep: what is stored per shipment, beyond the contract's
 * `Shipment` / `ShipmentSummary` that the backends map them to. The shipment rules, billing and the
 * dashboard read the documented fields directly (id, shipmentNo, status, mode, buyerCompanyId,
 * buyerUserId, forwarderCompanyId, bookedAt, origin, destination, currency, totalCost, totalPaid,
 * totalDue, rating, deliveredAt).
 */
import type { components } from '../src/api/schema.gen';

type Schemas = components['schemas'];
type Currency = Schemas['Currency'];
type Role = Schemas['Role'];
export type ShipmentStatus = Schemas['ShipmentStatus'];
export type ShipmentProgress = Schemas['ShipmentProgress'];
export type ShipmentModeValue = Schemas['ShipmentMode'];
export type DocumentType = Schemas['ShipmentDocumentType'];
export type CustomsBond = Schemas['CustomsBond'];
export type CustomsEventCode = Schemas['CustomsEventCode'];
export type HoldCategory = Schemas['HoldReasonCategory'];
export type AdjustmentStatus = Schemas['AdjustmentStatus'];

export interface PlaceRecord {
  /** The contract's LocationType: PORT, AIRPORT, DOOR or FBA (an Amazon fulfilment centre). */
  type: string;
  country: string;
  city: string;
  /** UN/LOCODE, IATA code, FBA warehouse code or postal code of a door. */
  code: string;
  name: string;
}

export interface ChargeRowRecord { feeName: string; unitPrice: number; units: number; amount: number; comment: string; currency: string; exchangeRate: number }
export interface CompanyInfoRecord {
  companyName: string; contactPerson: string; address: string; addressComplement?: string; city: string; stateProvince?: string;
  country: string; zipCode: string; phone: string; extension?: string; email: string;
}
export interface CommodityRecord { description: string; hsCode: string; value: number; count: number }
export interface TransitDaysRecord { portToPort: { min: number; max: number }; endToEnd: { min: number; max: number } }

export interface AdjustmentRecord {
  id: string;
  chargeCode: string;
  description: string;
  /** Date the charge applies to (format date). */
  date: string;
  amount: number;
  currency: string;
  /** Name of the person who added it. */
  who: string;
  source: Schemas['AdjustmentSource'];
  /** The buyer's review (docs/decisions/039-adjustment-review.md); only PENDING and APPROVED count in the totals. */
  status: AdjustmentStatus;
  /** The buyer's last dispute reason, kept when the seller revises the item. */
  disputeReason: string | null;
  createdAt: string;
  /** When it was added or last approved, disputed, revised or withdrawn. */
  updatedAt: string;
}

/** A hold with its category (docs/decisions/038-structured-hold-reasons.md). */
export interface HoldRecord {
  category: HoldCategory;
  /** The missing document when the category is MISSING_DOCUMENT, else null. */
  documentType: DocumentType | null;
  reason: string;
  placedAt: string;
  placedBy: string;
}

export interface DocumentRecord {
  id: string;
  type: DocumentType;
  fileName: string;
  category: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
  uploadedByUserId: string;
  uploaderCompanyId: string;
  /** SEEDED: bytes are generated from this metadata on read (makePdf); BLOB: bytes live in blob.store under `id`. */
  storage: 'SEEDED' | 'BLOB';
}

export interface AttachmentRecord {
  id: string;
  fileName: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  storage: 'SEEDED' | 'BLOB';
}

export interface CommentRecord {
  id: string;
  authorUserId: string;
  authorName: string;
  authorRole: Role;
  text: string;
  createdAt: string;
  attachments: AttachmentRecord[];
}

export interface MilestoneRecord {
  status: ShipmentStatus;
  progress: ShipmentProgress;
  at: string;
  note: string;
  byName: string;
}

export interface CustomsEventRecord {
  id: string;
  code: CustomsEventCode;
  at: string;
  location: string;
  description: string;
}

export interface RatingRecord { score: number; comment: string; ratedAt: string }

export interface ShipmentRecord {
  id: string;
  shipmentNo: string;
  status: ShipmentStatus;
  progress: ShipmentProgress;
  mode: ShipmentModeValue;
  serviceType: string;
  quoteId: string | null;
  buyerCompanyId: string;
  buyerUserId: string;
  bookedByName: string;
  forwarderCompanyId: string;
  forwarderName: string;
  facilitator: string | null;
  sellerRefNo: string;
  /** ISO date-time. */
  bookedAt: string;
  /** ISO date. */
  cargoReadyDate: string;
  /** Planned pickup date at the origin door (ISO date); null when the cargo is delivered to the port by the seller of the goods. */
  pickupDate: string | null;
  /** Estimated delivery date (ISO date). */
  deliveryDate: string;
  /** Final / actual delivery (ISO date-time), set when the shipment becomes DELIVERED. */
  deliveredAt: string | null;
  origin: PlaceRecord;
  destination: PlaceRecord;
  portOfLoading: string;
  portOfDischarge: string;
  route: string;
  transitDays: TransitDaysRecord;
  carrier: string;
  vesselOrFlightNo: string | null;
  containerNo: string | null;
  houseNo: string | null;
  masterNo: string | null;
  commodities: CommodityRecord[];
  goodsValue: number;
  cargoValue: number | null;
  hazardous: boolean;
  insurance: boolean;
  liftgatePickup: boolean;
  liftgateDelivery: boolean;
  customsBond: CustomsBond;
  isf: boolean;
  ior: boolean;
  customsEvents: CustomsEventRecord[];
  /** Always `hold !== null`; kept as a flag because the rules, the list and billing read it. */
  onHold: boolean;
  hold: HoldRecord | null;
  promoCode: string | null;
  promoDiscount: number;
  currency: Currency;
  charges: { origin: ChargeRowRecord[]; destination: ChargeRowRecord[]; shipment: ChargeRowRecord[] };
  adjustments: AdjustmentRecord[];
  /** The total the buyer accepted at booking: charges total − promo discount. */
  bookedTotal: number;
  /** bookedTotal + the adjustments that count (PENDING and APPROVED). */
  totalCost: number;
  totalPaid: number;
  /** totalCost − totalPaid; negative when a refund is owed (a paid shipment cancelled). */
  totalDue: number;
  consignor: CompanyInfoRecord;
  consignee: CompanyInfoRecord;
  documents: DocumentRecord[];
  comments: CommentRecord[];
  milestones: MilestoneRecord[];
  rating: RatingRecord | null;
  cancelReason: string | null;
}

/** What a confirmed booking hands to the shipments (POST /booking/confirm). */
export interface BookedShipmentInput {
  /** The booking user's name, as the milestones and the list show it. */
  bookedByName: string;
  buyerUserId: string; buyerCompanyId: string; forwarderCompanyId: string; forwarderName: string; quoteId: string;
  mode: ShipmentModeValue; serviceType: string; carrier: string;
  origin: PlaceRecord;
  destination: PlaceRecord;
  portOfLoading: string; portOfDischarge: string;
  transitDays: { portToPort: { min: number; max: number }; endToEnd: { min: number; max: number } };
  cargoReadyDate: string; currency: Currency;
  charges: { origin: ChargeRowRecord[]; destination: ChargeRowRecord[]; shipment: ChargeRowRecord[] };
  promoCode: string | null; promoDiscount: number; total: number;
  consignor: CompanyInfoRecord; consignee: CompanyInfoRecord;
  commodities: { description: string; hsCode: string; value: number; count: number }[];
  goodsValue: number; cargoValue: number | null; insurance: boolean; liftgatePickup: boolean; liftgateDelivery: boolean;
  customsBond: CustomsBond; isf: boolean; ior: boolean; hazardous: boolean;
}

export type ShipmentParty = 'buyer' | 'forwarder';

/** The list's delivery date: the actual one once delivered, else the estimate (as the summary shows it). */
export const listDeliveryDate = (s: Pick<ShipmentRecord, 'deliveredAt' | 'deliveryDate'>) => s.deliveredAt?.slice(0, 10) ?? s.deliveryDate;

/** A query of the shipment list as the list's spec accepted it, and how it runs over records in memory. */
export interface ShipmentListQuery {
  query: Schemas['PagedQuery'];
  apply(rows: readonly ShipmentRecord[], version?: number): { list: ShipmentRecord[]; total: number };
}

/** A booking of a quote, as the dashboard's win and loss reads it. */
export interface QuoteBooking {
  quoteId: string;
  buyerCompanyId: string;
  status: ShipmentStatus;
}

/**
 * What the operations ask of the shipments (docs/decisions/219): in the store's slice in the browser demo and the
 * tests, and in the server's working copy for now. A changed shipment is kept by `save`.
 */
export interface ShipmentRepository {
  find(id: string): Promise<ShipmentRecord | undefined>;
  /**
   * A company's shipments as the buyer or the forwarder, newest booking first (the list, the consignee book, the
   * dashboard). The same records in the same order while nothing changed: the list's plan remembers its order by them.
   */
  ofCompany(companyId: string, party: ShipmentParty): Promise<readonly ShipmentRecord[]>;
  /** The page of a company's shipments as the buyer or the forwarder that the list's query asks for, and how many match. */
  page(companyId: string, party: ShipmentParty, list: ShipmentListQuery): Promise<{ list: ShipmentRecord[]; total: number }>;
  /** The shipments of these ids that exist (in no particular order). */
  findMany(ids: readonly string[]): Promise<ShipmentRecord[]>;
  /** The bookings of these quotes (a cancelled shipment still refers to its quote). */
  bookingsOf(quoteIds: readonly string[]): Promise<QuoteBooking[]>;
  /** Creates the shipment of a confirmed booking, numbered after the shipments there are, in BOOKING_PLACED. */
  add(input: BookedShipmentInput): Promise<{ id: string; shipmentNo: string; status: 'BOOKING_PLACED' }>;
  /** Keeps a changed shipment. */
  save(record: ShipmentRecord): Promise<void>;
}
