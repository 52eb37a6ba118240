// The card prefixes (BINs) the shop recognises, for the card step's "which card is this" line and the installment
// plans a card family gets. Turkish banks sell installments through loyalty programmes (Bonus, World, Maximum,
// Axess, CardFinans, Paraf, Bankkart …) that span several banks, so the family, not the bank, decides the plans.
// Compiled by hand from prefixes the banks and payment providers publish; it is not complete and a real provider's
// own BIN service is the authority once its adapter exists (the lookup falls back to the scheme for anything else).
// 8-digit prefixes sit beside 6-digit ones: the longest match wins (bin-lookup.ts).

export type CardScheme = "VISA" | "MASTERCARD" | "TROY" | "AMEX";
export type CardKind = "CREDIT" | "DEBIT" | "PREPAID";

export interface BinEntry {
  /** 6 or 8 digits. */
  prefix: string;
  bank: string;
  /** The loyalty programme the card belongs to; null for cards of none (most debit cards). */
  family: string | null;
  kind: CardKind;
  scheme: CardScheme;
}

/** One bank's prefixes of one family, kind and scheme, written compactly. */
const bank = (name: string, family: string | null, kind: CardKind, scheme: CardScheme, prefixes: string[]): BinEntry[] =>
  prefixes.map((prefix) => ({ prefix, bank: name, family, kind, scheme }));

const GARANTI = "Garanti BBVA";
const YAPI_KREDI = "Yapı Kredi";
const IS_BANKASI = "İş Bankası";
const AKBANK = "Akbank";
const QNB = "QNB Finansbank";
const HALKBANK = "Halkbank";
const ZIRAAT = "Ziraat Bankası";
const VAKIFBANK = "VakıfBank";
const DENIZBANK = "DenizBank";
const TEB = "TEB";
const HSBC = "HSBC";
const TEST_BANK = "Test Bank";

/** The big Turkish issuers' common prefixes. */
const ISSUERS: BinEntry[] = [
  ...bank(GARANTI, "Bonus", "CREDIT", "VISA", ["426886", "426887", "426888", "432154", "482491", "487074", "487075", "489478", "493845"]),
  ...bank(GARANTI, "Bonus", "CREDIT", "MASTERCARD", ["514915", "520922", "526955", "540036", "540669", "544078", "554960"]),
  ...bank(GARANTI, "Bonus", "CREDIT", "AMEX", ["374421", "374427"]),
  ...bank(GARANTI, null, "DEBIT", "MASTERCARD", ["517041"]),
  ...bank(DENIZBANK, "Bonus", "CREDIT", "VISA", ["460345", "472915"]),
  ...bank(DENIZBANK, "Bonus", "CREDIT", "MASTERCARD", ["512117"]),
  ...bank(DENIZBANK, null, "DEBIT", "VISA", ["476662"]),
  ...bank(TEB, "Bonus", "CREDIT", "VISA", ["402458"]),
  ...bank("ING", "Bonus", "CREDIT", "MASTERCARD", ["550074"]),
  ...bank("Şekerbank", "Bonus", "CREDIT", "VISA", ["411156"]),
  ...bank("Türkiye Finans", "Bonus", "CREDIT", "MASTERCARD", ["537719"]),
  ...bank(YAPI_KREDI, "World", "CREDIT", "VISA", ["404809", "450803", "454318", "479795", "492094", "492095"]),
  ...bank(YAPI_KREDI, "World", "CREDIT", "MASTERCARD", ["540061", "540062", "540063", "540122", "540129", "542117", "552659"]),
  ...bank(YAPI_KREDI, null, "DEBIT", "MASTERCARD", ["545103"]),
  ...bank(VAKIFBANK, "World", "CREDIT", "VISA", ["411724", "428945", "492130", "492131"]),
  ...bank(VAKIFBANK, "World", "CREDIT", "MASTERCARD", ["516888", "520017", "542798", "547244"]),
  ...bank(VAKIFBANK, null, "DEBIT", "VISA", ["415792"]),
  ...bank(TEB, "World", "CREDIT", "VISA", ["438040"]),
  ...bank(IS_BANKASI, "Maximum", "CREDIT", "VISA", ["418342", "418343", "418344", "418345", "450634", "454314", "454359", "454671", "454672"]),
  ...bank(IS_BANKASI, "Maximum", "CREDIT", "MASTERCARD", ["510152", "540667", "540668", "543771", "552096", "553058"]),
  ...bank(IS_BANKASI, null, "DEBIT", "MASTERCARD", ["589283"]),
  ...bank(ZIRAAT, "Maximum", "CREDIT", "VISA", ["469884"]),
  ...bank(AKBANK, "Axess", "CREDIT", "VISA", ["413252", "425669", "432071", "432072", "435508", "435509", "493837"]),
  ...bank(AKBANK, "Axess", "CREDIT", "MASTERCARD", ["512754", "520932", "521807", "524347", "542110", "552608", "552609", "557113"]),
  ...bank(AKBANK, null, "DEBIT", "MASTERCARD", ["589004"]),
  ...bank(QNB, "CardFinans", "CREDIT", "VISA", ["415514", "427707", "435653", "459026"]),
  ...bank(QNB, "CardFinans", "CREDIT", "MASTERCARD", ["512803", "522075", "530866", "531157", "545616", "547287"]),
  ...bank(QNB, "CardFinans", "CREDIT", "TROY", ["979203"]),
  ...bank(QNB, null, "DEBIT", "VISA", ["498749"]),
  ...bank(QNB, null, "DEBIT", "TROY", ["979202"]),
  ...bank(HALKBANK, "Paraf", "CREDIT", "VISA", ["415565", "420556", "420557", "498852"]),
  ...bank(HALKBANK, "Paraf", "CREDIT", "MASTERCARD", ["521378", "540435", "543081", "552879", "558443"]),
  ...bank(HALKBANK, null, "DEBIT", "VISA", ["447505"]),
  ...bank(ZIRAAT, "Bankkart", "CREDIT", "VISA", ["404591", "444676", "444677", "444678", "454894", "476619"]),
  ...bank(ZIRAAT, "Bankkart", "CREDIT", "MASTERCARD", ["523529", "540130", "542374"]),
  ...bank(ZIRAAT, "Bankkart", "DEBIT", "TROY", ["979270"]),
  ...bank(HSBC, "Advantage", "CREDIT", "MASTERCARD", ["550472"]),
  ...bank(HSBC, null, "DEBIT", "VISA", ["405903"]),
];

/**
 * The test cards of the built-in test acquirer (its README) and of iyzico's sandbox, as 8-digit prefixes so they win
 * over any 6-digit entry: the checkout shows a bank and a family for them, and the installment tables can be tried
 * out per family without a real card. iyzico's other sandbox cards fall under the issuers' prefixes above.
 */
const TEST_CARDS: BinEntry[] = [
  ...bank(TEST_BANK, "Bonus", "CREDIT", "VISA", ["41111111"]),
  ...bank(TEST_BANK, "World", "CREDIT", "MASTERCARD", ["55555555"]),
  ...bank(TEST_BANK, null, "CREDIT", "VISA", ["40000000", "41311111", "41411111", "41511111"]),
];

export const BIN_TABLE: readonly BinEntry[] = [...ISSUERS, ...TEST_CARDS];
