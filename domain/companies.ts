/**
 * Companies: the buyers and forwarders of the marketplace, each with its look and site (decision 015), and
 * the clients a forwarder adds. The records both backends keep, and the repository they keep them behind
 * (docs/decisions/219): in the store's slice in the browser demo, in the table `companies` on the server.
 */
import type { components } from '../src/api/schema.gen';

type Schemas = components['schemas'];
export type SkinTheme = Schemas['SkinTheme'];

export interface CompanyConfigRecord {
  allowRegister: boolean;
  quoteResult: string;
  skinTheme: SkinTheme;
  orderFlow: string;
  loginLogoUrl: string;
  loadingLogoUrl: string;
  headerLogoUrl: string;
  allowManageUser: boolean;
  domain: string;
  /** Where the Help Center sends this company's users; absent: the platform default (decision 151). */
  supportEmail?: string;
}

export interface CompanyRecord {
  id: string;
  kind: Schemas['CompanyKind'];
  legalName: string;
  address: string;
  additionalAddress: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  config: CompanyConfigRecord;
  /** For a client company (a "party") created by a seller: that seller's company id. */
  clientOf?: string;
}

/**
 * What the operations ask of the companies. A record read is the caller's copy: a change is kept by `save`,
 * never by changing the record in place.
 */
export interface CompanyRepository {
  byId(id: string): Promise<CompanyRecord | undefined>;
  /** The companies of these ids that exist, by id. */
  byIds(ids: Iterable<string>): Promise<ReadonlyMap<string, CompanyRecord>>;
  /** The company whose site this is (its config's domain, lower case, never ''). */
  bySite(domain: string): Promise<CompanyRecord | undefined>;
  /** Keeps a company, new or changed. */
  save(company: CompanyRecord): Promise<void>;
}

/** A company's legal name as it is now (a company may rename itself after a booking or a quote), else the fallback. */
export type LegalNames = (companyId: string, fallback?: string) => string;

/** The legal names of these companies, read in one call. */
export async function legalNamesOf(companies: CompanyRepository, ids: Iterable<string>): Promise<LegalNames> {
  const found = await companies.byIds(new Set(ids));
  return (companyId, fallback = companyId) => found.get(companyId)?.legalName ?? fallback;
}
