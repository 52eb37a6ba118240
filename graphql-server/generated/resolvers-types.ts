import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OperationErrorResult } from '../core/errors.js';
import type { FormErrorResult, FieldErrorResult } from '../core/form.js';
import type { CartErrorResult, PromotionProblemResult, CartMergeChangeRecord } from '../modules/cart/index.js';
import type { OrderErrorResult, OrderRecord, OrderStatusRecord, OrderRequestRecord, OrderStatusEntryRecord } from '../modules/order/index.js';
import type { OrderAddressCheckResult } from '../modules/address/index.js';
import type { CustomerProfile, CustomerSessionResult } from '../modules/customer/index.js';
import type { AdminUserRecord, AdminSessionRecord } from '../modules/admin/index.js';
import type { ShopContext } from '../core/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An amount of money as an integer count of minor units (kuruş, cents), serialised as a JSON number. Exact up to
   * 2^53 − 1; `Int` is 32-bit and would stop at 21,474,836.47 TL. Fields of this type are named `…Minor`.
   */
  Money: { input: number; output: number; }
};

/** The account is deleted: personal data anonymised, every session ended, orders kept. */
export type AccountDeleted = {
  __typename?: 'AccountDeleted';
  deleted: Scalars['Boolean']['output'];
};

/** A member's comment on a product. `rate` 1–5 and `text` are required; `isNameDisplay` defaults to true. */
export type AddCommentInput = {
  isNameDisplay?: InputMaybe<Scalars['Boolean']['input']>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  rate?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * COMMENT_NO_PRODUCT (unknown product), COMMENT_NO_COMMENT (no text, field `text`), COMMENT_NO_RATE (no rate 1–5,
 * field `rate`), COMMENT_HAS_COMMENT_CUSTOMER (the member already commented on this product).
 */
export type AddCommentResult = MemberComment | OperationError;

/** Product and quantity are required; missing ones are an ERROR_WHILE_ADD_CART result, not a validation error. */
export type AddToCartInput = {
  personalizations?: InputMaybe<Array<CartPersonalizationInput>>;
  productId?: InputMaybe<Scalars['Int']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  subProductId?: InputMaybe<Scalars['Int']['input']>;
};

export type Address = {
  __typename?: 'Address';
  address: Scalars['String']['output'];
  cityId: Scalars['Int']['output'];
  cityName: Scalars['String']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  countryId: Scalars['Int']['output'];
  countryName: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Individual invoices: national id (optional, checked when given). */
  identityNumber?: Maybe<Scalars['String']['output']>;
  invoiceType: InvoiceType;
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  stateId: Scalars['Int']['output'];
  stateName: Scalars['String']['output'];
  taxNumber?: Maybe<Scalars['String']['output']>;
  taxOffice?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type AddressInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['Int']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  identityNumber?: InputMaybe<Scalars['String']['input']>;
  invoiceType?: InputMaybe<InvoiceType>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  stateId?: InputMaybe<Scalars['Int']['input']>;
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  taxOffice?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type AddressResult = Address | FormError;

/** How the address will be used after saving: the cart's invoice and/or delivery address. */
export type AddressUse = {
  delivery?: InputMaybe<Scalars['Boolean']['input']>;
  invoice?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  action: Scalars['String']['output'];
  adminEmail?: Maybe<Scalars['String']['output']>;
  /** Null for writes made outside a session (the command line, the demo seed). */
  adminId?: Maybe<Scalars['Int']['output']>;
  adminName?: Maybe<Scalars['String']['output']>;
  /** The record after the write, as JSON. */
  after?: Maybe<Scalars['String']['output']>;
  /** The record before the write, as JSON. */
  before?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  entity: Scalars['String']['output'];
  entityId?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
};

export type AdminAuditFilter = {
  adminId?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  /** Part of the action, the kind or id of the record, or the admin's name or email. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type AdminAuditPage = {
  __typename?: 'AdminAuditPage';
  items: Array<AdminAuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminAuditSort =
  | 'NEWEST'
  | 'OLDEST';

export type AdminLoginResult = AdminSession | OperationError;

/** Every filter is optional; given ones must all hold. */
export type AdminOrderFilter = {
  /** Part of the order number. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Placed at or after (ISO date or date-time). */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Placed before the end of this day (ISO date) or before this moment (ISO date-time). */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Part of the customer's email, phone or name. */
  customer?: InputMaybe<Scalars['String']['input']>;
  /** A member's id: their orders only. */
  customerId?: InputMaybe<Scalars['Int']['input']>;
  /** A payment method's code (door, wire_transfer, credit_card, …). */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<OrderStatusCode>>;
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  orders: Array<Order>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * A status change or an invoice number was refused: ORDER_STATUS_NOT_ALLOWED (the state machine does not allow the
 * move; field status), MISSING_INFORMATION (field trackingCode, cargoId, note or invoiceNumber).
 */
export type AdminOrderResult = OrderChanged | OrderError;

export type AdminOrderSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

/** What an admin may manage; an owner may manage everything. */
export type AdminRole =
  | 'CATALOGUE'
  | 'CONTENT'
  | 'ORDERS'
  | 'OWNER';

export type AdminSession = {
  __typename?: 'AdminSession';
  admin: AdminUser;
  /** ISO timestamp. */
  expiresAt: Scalars['String']['output'];
  /** Send as Authorization: Bearer; shown once, only its hash is stored. */
  token: Scalars['String']['output'];
};

/** A second-factor secret waiting for its first code: shown once, as text and as a QR code. */
export type AdminTotpEnrolment = {
  __typename?: 'AdminTotpEnrolment';
  /** The address as an SVG QR code (markup). */
  qrSvg: Scalars['String']['output'];
  secret: Scalars['String']['output'];
  /** otpauth:// address for authenticator apps. */
  uri: Scalars['String']['output'];
};

export type AdminTotpResult = AdminUser | OperationError;

export type AdminUser = {
  __typename?: 'AdminUser';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** ISO timestamp. */
  lastLoginAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  roles: Array<AdminRole>;
  /** True when login asks for a code from an authenticator app. */
  totpEnabled: Scalars['Boolean']['output'];
};

/** A bank account the shopper can pay into by wire transfer. */
export type BankAccount = {
  __typename?: 'BankAccount';
  accountHolder: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  branch: Scalars['String']['output'];
  /** ISO 4217 code of the account's currency. */
  currency: Scalars['String']['output'];
  /** Electronic format, no spaces (TR…, 26 characters for Turkey). */
  iban: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

export type BrandFacet = {
  __typename?: 'BrandFacet';
  count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
};

export type BrandRef = {
  __typename?: 'BrandRef';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  seoLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A field of a payment provider's callback, as the provider sent it. */
export type CallbackField = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type Campaign = {
  __typename?: 'Campaign';
  categoryIds: Array<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  /** Amount discount in the default currency's minor units, when the campaign is an amount discount. */
  discountAmountMinor?: Maybe<Scalars['Money']['output']>;
  /** Percent discount (0–100), when the campaign is a percent discount. */
  discountPercent?: Maybe<Scalars['Int']['output']>;
  endsAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productIds: Array<Scalars['Int']['output']>;
  startsAt: Scalars['String']['output'];
};

/** An active campaign with the first products it applies to (the campaigns page). */
export type CampaignWithProducts = {
  __typename?: 'CampaignWithProducts';
  campaign: Campaign;
  /** Its own products and its categories' products, in the listing's recommended order. */
  products: Array<ProductCard>;
};

/** A card as its BIN (first 6–8 digits) describes it; bank, family and kind only when the shop knows the prefix. */
export type CardBin = {
  __typename?: 'CardBin';
  bankName?: Maybe<Scalars['String']['output']>;
  /** The loyalty programme (Bonus, World, Maximum, Axess, CardFinans, Paraf, Bankkart …). */
  family?: Maybe<Scalars['String']['output']>;
  /** The plans this card gets for the amount from the payment method's provider, the single payment first. */
  installments: Array<CardInstallment>;
  kind?: Maybe<CardKind>;
  /** By the number's range; null for a range the shop knows no scheme of. */
  scheme?: Maybe<CardScheme>;
};

export type CardBinResult = CardBin | OperationError;

/** A card for one payment. Sent on to the provider in the same request and never stored or logged. */
export type CardInput = {
  cvv: Scalars['String']['input'];
  /** MM/YY (also MMYY or MM/YYYY). */
  expiry: Scalars['String']['input'];
  holder: Scalars['String']['input'];
  /** Digits; spaces and dashes between the groups are allowed. */
  number: Scalars['String']['input'];
};

/** One installment plan for a card and an amount, with the interest already in the amounts. */
export type CardInstallment = {
  __typename?: 'CardInstallment';
  count: Scalars['Int']['output'];
  /** Interest on the whole amount, in basis points (300 = 3 %). */
  interestBasisPoints: Scalars['Int']['output'];
  /** One monthly part. */
  perInstallmentMinor: Scalars['Money']['output'];
  /** What the card is charged in all. */
  totalMinor: Scalars['Money']['output'];
};

/** Whether the card borrows (credit), draws on an account (debit) or spends a loaded balance (prepaid). */
export type CardKind =
  | 'CREDIT'
  | 'DEBIT'
  | 'PREPAID';

/** The card network a number belongs to, by its range. */
export type CardScheme =
  | 'AMEX'
  | 'MASTERCARD'
  | 'TROY'
  | 'VISA';

/** A cargo company the shopper can choose (getCargo). */
export type CargoOption = {
  __typename?: 'CargoOption';
  /** What this cart pays for it now (0 when free). */
  chargedMinor: Scalars['Money']['output'];
  /** Legacy code of the amounts (tl, usd, euro). */
  currency: Scalars['String']['output'];
  /** ISO code of the amounts (the cart's or the asked currency). */
  currencyCode: Scalars['String']['output'];
  /** Cargo is free when the cart's goods total reaches this (null: never by amount). */
  freeAboveMinor?: Maybe<Scalars['Money']['output']>;
  id: Scalars['Int']['output'];
  isSelected: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Price for this cart before free-cargo rules, in the cart currency. */
  priceMinor: Scalars['Money']['output'];
  /** Tracking link template with {code} (may be empty). */
  trackingUrl: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  /** Active cart campaigns with their applicability (campaign_list). */
  campaigns: Array<CartCampaign>;
  cargoId?: Maybe<Scalars['Int']['output']>;
  cargoOptions: Array<CargoOption>;
  coupon?: Maybe<CartCoupon>;
  couponCode?: Maybe<Scalars['String']['output']>;
  /** Legacy currency code (tl). */
  currency: Scalars['String']['output'];
  /** ISO currency code of every amount (TRY). */
  currencyCode: Scalars['String']['output'];
  deliveryAddressId?: Maybe<Scalars['Int']['output']>;
  deliveryDate?: Maybe<Scalars['String']['output']>;
  generalNote: Scalars['String']['output'];
  giftNote: Scalars['String']['output'];
  /** Price of the gift package (charged when isGiftCart). */
  giftPackagePriceMinor: Scalars['Money']['output'];
  /** Null while the shopper has no cart yet (an empty cart). */
  id?: Maybe<Scalars['Int']['output']>;
  invoiceAddressId?: Maybe<Scalars['Int']['output']>;
  isDeliveryDateActive: Scalars['Boolean']['output'];
  isGiftCart: Scalars['Boolean']['output'];
  isGiftNoteActive: Scalars['Boolean']['output'];
  /** Sum of the quantities. */
  itemCount: Scalars['Int']['output'];
  lines: Array<CartLine>;
  /** Set only by the add to cart that created a guest identity for an anonymous shopper: keep the token. */
  newGuest?: Maybe<GuestIdentity>;
  /** Personalization part of the subtotal. */
  personalizationTotalMinor: Scalars['Money']['output'];
  promotionProblems: Array<PromotionProblem>;
  selectedCampaign?: Maybe<CartCampaign>;
  selectedCampaignId?: Maybe<Scalars['Int']['output']>;
  shopper: CartShopper;
  /** Sum of the line totals, personalizations included. */
  subtotalMinor: Scalars['Money']['output'];
  totals: CartTotals;
};

/** Outcome of a list of cart changes: one entry per item in order (null when it succeeded), and the cart after them. */
export type CartBatchResult = {
  __typename?: 'CartBatchResult';
  /** Null when an anonymous caller's every add failed (no guest was created). */
  cart?: Maybe<Cart>;
  errors: Array<Maybe<CartError>>;
};

/** A campaign the shopper can select in the cart (campaign_list). */
export type CartCampaign = {
  __typename?: 'CartCampaign';
  description: Scalars['String']['output'];
  /** Amount off, in the cart currency; null for a percent campaign. */
  discountAmountMinor?: Maybe<Scalars['Money']['output']>;
  /** Percent off the covered lines (0–100); null for an amount campaign. */
  discountPercent?: Maybe<Scalars['Int']['output']>;
  endsAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The cart meets the campaign's conditions now. */
  isApplicable: Scalars['Boolean']['output'];
  /** Selecting it makes cargo free. */
  isFreeCargo: Scalars['Boolean']['output'];
  isSelected: Scalars['Boolean']['output'];
  /** The cart must be worth more than this (cart currency) — else CART_PRICE_MORE_THAN_CAMPAIGN_PRICE. */
  minCartAmountMinor?: Maybe<Scalars['Money']['output']>;
  name: Scalars['String']['output'];
};

/** The coupon applied to the cart. */
export type CartCoupon = {
  __typename?: 'CartCoupon';
  code: Scalars['String']['output'];
  discountAmountMinor?: Maybe<Scalars['Money']['output']>;
  discountPercent?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** Set for a gift certificate (bound to one customer). */
  isGiftCertificate: Scalars['Boolean']['output'];
};

/** A cart failure: the code legacy clients know, with what the storefront needs to react (available stock, limits). */
export type CartError = UserError & {
  __typename?: 'CartError';
  /** Stock available (NO_STOCK, PRODUCT_NO_STOCK). */
  available?: Maybe<Scalars['Int']['output']>;
  code: ErrorCode;
  /** The input field, or the personalization id for PERSONALIZATION_REQUIRED. */
  field?: Maybe<Scalars['String']['output']>;
  /** The quantity limit (ERROR_MEMBER_MIN_ORDER, ERROR_MEMBER_MAX_ORDER). */
  limit?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  /** REQUIRED_SUB_PRODUCT: the product's seo link; the storefront redirects to /{seoLink}. */
  seoLink?: Maybe<Scalars['String']['output']>;
};

export type CartLine = {
  __typename?: 'CartLine';
  /** Stock available now. */
  available: Scalars['Int']['output'];
  /** The selling price when the unit price is lower (crossed out). */
  crossedOutPriceMinor?: Maybe<Scalars['Money']['output']>;
  /** cart_product_id. */
  id: Scalars['Int']['output'];
  image?: Maybe<ProductImage>;
  /** (unit price + personalization price) × quantity. */
  lineTotalMinor: Scalars['Money']['output'];
  memberMaxOrder?: Maybe<Scalars['Int']['output']>;
  memberMinOrder?: Maybe<Scalars['Int']['output']>;
  /** Personalization price per unit. */
  personalizationPriceMinor: Scalars['Money']['output'];
  personalizations: Array<CartPersonalization>;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  subProductId?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** The catalogue's display price of the product or sub-product, in the cart currency. */
  unitPriceMinor: Scalars['Money']['output'];
  /** Names of the chosen variant values (property1, property2), when there is a sub-product. */
  variantNames: Array<Scalars['String']['output']>;
  /** VAT rate of the product in percent (prices include it). */
  vatRate: Scalars['Int']['output'];
};

/** A guest line the merge had to change: NO_STOCK / ERROR_MEMBER_MAX_ORDER (lowered), ERROR_MEMBER_MIN_ORDER (raised), PRODUCT_NO_STOCK (dropped). */
export type CartMergeChange = {
  __typename?: 'CartMergeChange';
  code: ErrorCode;
  /** What to tell the member, in the reply's language. */
  message: Scalars['String']['output'];
  productId: Scalars['Int']['output'];
  /** The quantity it has now; 0 when the line was dropped. */
  quantity: Scalars['Int']['output'];
  /** The quantity the merged line would have had (guest + member). */
  requested: Scalars['Int']['output'];
  subProductId?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

export type CartMergeResult = {
  __typename?: 'CartMergeResult';
  cart: Cart;
  changes: Array<CartMergeChange>;
  /** Guest lines taken into the member's cart. */
  merged: Scalars['Int']['output'];
};

/** A personalization value on a cart line. */
export type CartPersonalization = {
  __typename?: 'CartPersonalization';
  name: Scalars['String']['output'];
  options: Array<CartPersonalizationOption>;
  personalizationId: Scalars['Int']['output'];
  /** Price per unit of the product (personalization price plus chosen options' prices). */
  priceMinor: Scalars['Money']['output'];
  /** Text of input/textarea personalizations. */
  value?: Maybe<Scalars['String']['output']>;
};

export type CartPersonalizationInput = {
  /** Chosen option ids for select/radio/checkbox personalizations. */
  optionIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  personalizationId: Scalars['Int']['input'];
  /** Text for input/textarea personalizations. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type CartPersonalizationOption = {
  __typename?: 'CartPersonalizationOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  priceMinor: Scalars['Money']['output'];
};

export type CartResult = Cart | CartError;

export type CartShopper = {
  __typename?: 'CartShopper';
  /** Set for a member. */
  customerId?: Maybe<Scalars['Int']['output']>;
  /** Set for a guest. */
  guestCode?: Maybe<Scalars['String']['output']>;
  kind: ShopperKind;
};

/** Every amount of the cart, computed on the server (VAT-inclusive prices, Turkish style). */
export type CartTotals = {
  __typename?: 'CartTotals';
  /** Discount of the selected campaign (≥ 0). */
  campaignDiscountMinor: Scalars['Money']['output'];
  /** Cargo charged (0 when free). */
  cargoMinor: Scalars['Money']['output'];
  /** Discount of the coupon (≥ 0). */
  couponDiscountMinor: Scalars['Money']['output'];
  /** Cash-on-delivery service fee, only when the payment code asked for is door (added to shipping). */
  doorFeeMinor: Scalars['Money']['output'];
  /** Gift package price when the cart is a gift cart. */
  giftPackageMinor: Scalars['Money']['output'];
  /** linesMinor + giftPackageMinor − discounts + cargoMinor + doorFeeMinor; never negative. */
  grandTotalMinor: Scalars['Money']['output'];
  isCargoFree: Scalars['Boolean']['output'];
  /** Goods: Σ (unit price + personalization price) × quantity. */
  linesMinor: Scalars['Money']['output'];
  /** Personalization part of linesMinor. */
  personalizationMinor: Scalars['Money']['output'];
  vat: Array<VatLine>;
  vatMinor: Scalars['Money']['output'];
};

export type Category = {
  __typename?: 'Category';
  breadcrumbs: Array<Breadcrumb>;
  children: Array<Category>;
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** /media/… image path, when the category has one. */
  image?: Maybe<Scalars['String']['output']>;
  parentId?: Maybe<Scalars['Int']['output']>;
  seoDescription: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoLinks: Array<LocalizedLink>;
  seoTitle: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CategoryBestSellers = {
  __typename?: 'CategoryBestSellers';
  category: CategoryRef;
  products: Array<ProductCard>;
};

export type CategoryFacet = {
  __typename?: 'CategoryFacet';
  count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CategoryRef = {
  __typename?: 'CategoryRef';
  id: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * A status change. SHIPPED needs the tracking number (trackingCode) and a cargo company (cargoId, default the one the
 * shopper chose). An invoice number may come with any change.
 */
export type ChangeOrderStatusInput = {
  cargoId?: InputMaybe<Scalars['Int']['input']>;
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Kept in the status history (at most 1000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['Int']['input'];
  /** Moving to CANCELLED or REFUNDED: put the items not returned yet back into stock. */
  returnStock?: InputMaybe<Scalars['Boolean']['input']>;
  status: OrderStatusCode;
  trackingCode?: InputMaybe<Scalars['String']['input']>;
};

/** WRONG_CODE (try again; the fifth wrong try ends the code), TIMEOUT (no live code: ask for a new one) or a FormError. */
export type CheckPhoneCodeResult = FormError | OperationError | PhoneCodeAccepted;

/** A city or district (Turkey: ilçe). */
export type City = {
  __typename?: 'City';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  stateId: Scalars['Int']['output'];
};

/** How a one-time code travels. */
export type CodeChannel =
  | 'SMS'
  | 'WHATSAPP';

/** Signed in, or NO_USER / WRONG_CODE / TIMEOUT, or a FormError for the phone number. */
export type CodeLoginResult = CustomerSession | FormError | OperationError;

/**
 * What a code sent through these fields proves. Only the phone confirmation is open to any caller; login codes are
 * sent and checked by the login fields themselves.
 */
export type CodePurpose =
  | 'PHONE_CONFIRM';

export type Comment = {
  __typename?: 'Comment';
  createdAt: Scalars['String']['output'];
  /** The customer's name when they allowed it to be shown (is_name_display), else null. */
  customerName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isNameDisplay: Scalars['Boolean']['output'];
  rate: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Approved comments of a product, one page (page length 10, start = (page − 1) × length, as the legacy API pages). */
export type CommentPage = {
  __typename?: 'CommentPage';
  averageRate: Scalars['Float']['output'];
  items: Array<Comment>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** comment_total: approved comments of the product. */
  total: Scalars['Int']['output'];
};

export type CommentSort =
  | 'NEWEST'
  | 'OLDEST'
  | 'RATE_ASC'
  | 'RATE_DESC';

/** WRONG_CODE (try again), TIMEOUT (ask for a new code), MISSING_INFORMATION (no contact yet) or a FormError. */
export type ConfirmShopperPhoneResult = FormError | OperationError | ShopperPhone;

export type ContactResult = FormError | ShopperContact;

export type ContentPage = {
  __typename?: 'ContentPage';
  code: Scalars['String']['output'];
  /** HTML content. */
  content: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  seoDescription: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoLinks: Array<LocalizedLink>;
  seoTitle: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Content type (page, policy, info, …): groups pages in footer lists. */
  type: Scalars['String']['output'];
};

/** The distance-sales contract and pre-information form must both be accepted to place an order. */
export type ContractAcceptance = {
  distanceSales: Scalars['Boolean']['input'];
  preInformation: Scalars['Boolean']['input'];
};

/** A country; `name` is translated. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 where one exists (Northern Cyprus: CY-TR). */
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** International dialling prefix (+90). */
  phoneCode: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

export type Currency = {
  __typename?: 'Currency';
  /** Legacy code: tl, usd, euro. */
  code: Scalars['String']['output'];
  /** Digits after the decimal point of the minor unit (2 for kuruş and cents). */
  decimals: Scalars['Int']['output'];
  /** How many units of this currency one unit of the default currency buys. */
  exchangeRate: Scalars['Float']['output'];
  /** id 1 is the default currency (TL). */
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** ISO 4217 code: TRY, USD, EUR. */
  isoCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

/** A member's own details (only the member reads them). */
export type Customer = {
  __typename?: 'Customer';
  /** YYYY-MM-DD. */
  birthday?: Maybe<Scalars['String']['output']>;
  cityId?: Maybe<Scalars['Int']['output']>;
  /** Agreed to commercial messages (optional, separate from the required consents). */
  commercialConsent: Scalars['Boolean']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  countryId?: Maybe<Scalars['Int']['output']>;
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** Whether the member proved the address: a mailed link was opened, or the social login's provider vouched for it. */
  emailVerified: Scalars['Boolean']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  /** False for an account made by a social login that never set a password. */
  hasPassword: Scalars['Boolean']['output'];
  homePhone?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  identityNumber?: Maybe<Scalars['String']['output']>;
  /** The profile picture's address (null without one). */
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: CustomerKind;
  lastName: Scalars['String']['output'];
  officePhone?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  phoneVerified: Scalars['Boolean']['output'];
  stateId?: Maybe<Scalars['Int']['output']>;
  taxNumber?: Maybe<Scalars['String']['output']>;
  taxOffice?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

export type CustomerKind =
  | 'CORPORATE'
  | 'INDIVIDUAL';

/** The profile's fields as the member edits them (the same rules as registration; no password, no required consents). */
export type CustomerProfileInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  /** Commercial messages given (true) or withdrawn (false): each change is a new consent record. Left out: unchanged. */
  commercial?: InputMaybe<Scalars['Boolean']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  homePhone?: InputMaybe<Scalars['String']['input']>;
  identityNumber?: InputMaybe<Scalars['String']['input']>;
  /** INDIVIDUAL when left out; CORPORATE needs company name, tax office and tax number. */
  kind?: InputMaybe<CustomerKind>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  officePhone?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  stateId?: InputMaybe<Scalars['Int']['input']>;
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  taxOffice?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A signed-in member: the token to send, when it stops working, and who it is. */
export type CustomerSession = {
  __typename?: 'CustomerSession';
  customer: Customer;
  /** ISO timestamp. */
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/**
 * A decision on a cancel or return request: REJECTED, APPROVED, or for a return REFUNDED (approved and refunded in
 * one go when still REQUESTED). The decision that grants the request (a cancel APPROVED, a return REFUNDED) gives
 * back refundMinor and, with returnStock, puts the request's items back into stock; on other decisions both are ignored.
 */
export type DecideOrderRequestInput = {
  /** The shop's answer, shown to the member and mailed (at most 1000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Order currency, minor units; at most what was paid less what was refunded already. Default 0. */
  refundMinor?: InputMaybe<Scalars['Money']['input']>;
  requestId: Scalars['Int']['input'];
  returnStock?: InputMaybe<Scalars['Boolean']['input']>;
  status: OrderRequestStatus;
};

export type DeleteAccountResult = AccountDeleted | FormError;

export type DoorPaymentType =
  | 'CARD'
  | 'CASH';

/** A verification link is on its way to the member's address. */
export type EmailVerificationSent = {
  __typename?: 'EmailVerificationSent';
  email: Scalars['String']['output'];
  /** How long the link works, in hours. */
  validHours: Scalars['Int']['output'];
};

/** The address a link proved; the guest orders placed with it are now the member's. */
export type EmailVerified = {
  __typename?: 'EmailVerified';
  email: Scalars['String']['output'];
};

/**
 * Error codes of the shop, upper-cased; legacy REST clients get them lower-cased. Each has a message in tr, en and ar
 * (locales/*\/errors.json, key = the lower-case code).
 */
export type ErrorCode =
  /** Admin login: unknown email, wrong password or a closed account (one answer for all). */
  | 'ADMIN_LOGIN_FAILED'
  | 'AN_UNEXPECTED_ERROR_OCCURRED'
  | 'CAMPAIGN_NOT_REMOVED'
  | 'CAMPAIGN_NO_ADDED'
  | 'CAMPAIGN_PRODUCT_NO_STOCK'
  | 'CANT_CUSTOMER'
  | 'CAN_NOT_CANCEL'
  | 'CAN_NOT_ORDER_QUANTITY_LOW'
  | 'CAN_NOT_REFUND'
  /** The card's bank declined the payment. */
  | 'CARD_DECLINED'
  | 'CART_PRICE_MORE_THAN_CAMPAIGN_PRICE'
  /** A one-time code could not be sent: the SMS or WhatsApp provider refused the message or did not answer. */
  | 'CODE_NOT_SENT'
  | 'COMMENT_HAS_COMMENT_CUSTOMER'
  | 'COMMENT_NO_COMMENT'
  | 'COMMENT_NO_PRODUCT'
  | 'COMMENT_NO_RATE'
  | 'COUPON_CODE_NOT_REMOVED'
  | 'COUPON_CODE_NO_ADDED'
  /** The member's email is verified already: no link is needed. */
  | 'EMAIL_ALREADY_VERIFIED'
  | 'EMAIL_DUPLICATE'
  /** An email-verification link older than 48 hours. */
  | 'EMAIL_VERIFICATION_EXPIRED'
  /** An email-verification link that is unknown, garbled, replaced by a newer one, or for an address the member no longer has. */
  | 'EMAIL_VERIFICATION_INVALID'
  /** An email-verification link that was opened before. */
  | 'EMAIL_VERIFICATION_USED'
  | 'ERROR_MEMBER_MAX_ORDER'
  | 'ERROR_MEMBER_MIN_ORDER'
  | 'ERROR_WHILE_ADD_CART'
  | 'ERROR_WHILE_DELETE_PRODUCT'
  | 'ERROR_WHILE_UPDATE_PRODUCT_QUANTITY'
  | 'FORGOT_PASSWORD_NO_EMAIL'
  | 'FORM_REQUIRED_GENERAL_MESSAGE'
  | 'GENERAL_NOTE_NO_ADDED'
  | 'GUEST_CODE_ERROR'
  | 'HAS_LETMENOW'
  /** The card does not offer the chosen number of installments (a debit card, or a plan of another card family). */
  | 'INSTALLMENT_NOT_OFFERED'
  /** The card's balance or limit does not cover the amount. */
  | 'INSUFFICIENT_FUNDS'
  | 'LETMENOW_NOT_ADDED'
  | 'MAKSIMUM_ORDER_QUANTITY'
  | 'MISSING_INFORMATION'
  | 'MUST_PHONE_CONFIRM'
  | 'NOT_FOUND'
  | 'NO_CUSTOMER'
  | 'NO_DELIVERY_ADDRESS'
  | 'NO_INVOICE_ADDRESS'
  | 'NO_MAIL_SENDED'
  | 'NO_PASSWORD_UPDATED'
  | 'NO_PRICE_RANGE'
  | 'NO_STOCK'
  | 'NO_TWO_ADDRESS'
  | 'NO_USER'
  | 'ORDER_NOT_CREATED'
  /** The order state machine does not allow this status change. */
  | 'ORDER_STATUS_NOT_ALLOWED'
  | 'PASSWORD_INCORRECT'
  /** The shopper left the bank's 3-D Secure page without confirming. */
  | 'PAYMENT_ABANDONED'
  /** A card payment did not go through and no more specific code says why: try again. */
  | 'PAYMENT_FAILED'
  /** A required personalization has no value (message: '{name} incorrect'; `field` is the personalization id). */
  | 'PERSONALIZATION_REQUIRED'
  | 'PHONE_DUPLICATE'
  | 'PRODUCT_NO_STOCK'
  /** The payment provider named has no adapter in this shop yet (or is not set up). */
  | 'PROVIDER_NOT_CONFIGURED'
  | 'REACHED_MAXIMUM_USAGE'
  | 'REACHED_MAXIMUM_USAGE_CUSTOMER'
  | 'REFRESH_TOKEN_EXPIRED'
  /** A refund above what was paid less what was refunded already. */
  | 'REFUND_AMOUNT_TOO_HIGH'
  /** The request was decided by someone else in the meantime. */
  | 'REQUEST_ALREADY_DECIDED'
  | 'REQUIRED_SUB_PRODUCT'
  /** A social login: the person declined at the provider. */
  | 'SOCIAL_LOGIN_CANCELLED'
  /** A social login: an account with this email exists, and the provider does not vouch for the address. */
  | 'SOCIAL_LOGIN_EMAIL_NOT_VERIFIED'
  /** A social login failed: the sign-in link expired or was used, or the provider refused the exchange. */
  | 'SOCIAL_LOGIN_FAILED'
  /** A social login: the provider gave no email address. */
  | 'SOCIAL_LOGIN_NO_EMAIL'
  /** A social login: the provider is not configured, or cannot be reached. */
  | 'SOCIAL_LOGIN_UNAVAILABLE'
  | 'STOCK_PROBLEM_MESSAGE'
  | 'SUBSCRIPTION_NOT_CREATED'
  | 'SYSTEM_ERROR'
  /** The shopper did not pass the bank's 3-D Secure check. */
  | 'THREE_D_SECURE_FAILED'
  | 'TIMEOUT'
  /** The payable total is no longer the approved one and no more specific code (coupon, campaign, stock) says why. */
  | 'TOTAL_CHANGED'
  /** The authenticator code is wrong or expired. */
  | 'TOTP_INVALID'
  /** Admin login: the account has a second factor; send the authenticator code too. */
  | 'TOTP_REQUIRED'
  | 'USING_EMAIL'
  | 'WRONG_CODE';

export type FaqItem = {
  __typename?: 'FaqItem';
  answer: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

/** The product's favourite flag after a change (legacy codes favorite_added / favorite_deleted). */
export type FavoriteChange = {
  __typename?: 'FavoriteChange';
  isFavorite: Scalars['Boolean']['output'];
  productId: Scalars['Int']['output'];
};

/** A member's favourite products, newest first, one page. */
export type FavoritePage = {
  __typename?: 'FavoritePage';
  items: Array<ProductCard>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** OperationError COMMENT_NO_PRODUCT: the product is unknown or not on sale. */
export type FavoriteResult = FavoriteChange | OperationError;

/** A translated message for one input field. */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type FinishSocialLoginInput = {
  /** What the provider sent back to the redirect URI, as a query string (without the ?). */
  callbackParams: Scalars['String']['input'];
  codeVerifier: Scalars['String']['input'];
  nonce: Scalars['String']['input'];
  provider: SocialProvider;
  /** The redirect URI given to startSocialLogin. */
  redirectUri: Scalars['String']['input'];
  /** The state, nonce and code verifier startSocialLogin returned for this login. */
  state: Scalars['String']['input'];
};

/** A form that did not pass validation: FORM_REQUIRED_GENERAL_MESSAGE (or MISSING_INFORMATION) and the fields. */
export type FormError = UserError & {
  __typename?: 'FormError';
  code: ErrorCode;
  /** The first field with a problem (all of them are in `fields`). */
  field?: Maybe<Scalars['String']['output']>;
  fields: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

/** A new guest: the public guest code and the opaque bearer token (shown once; only its hash is stored). */
export type GuestIdentity = {
  __typename?: 'GuestIdentity';
  /** ISO timestamp when the token stops working. */
  expiresAt: Scalars['String']['output'];
  guestCode: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type HeaderMenuItem = {
  __typename?: 'HeaderMenuItem';
  children: Array<HeaderMenuItem>;
  id: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** An installment plan of a card method. */
export type InstallmentOption = {
  __typename?: 'InstallmentOption';
  count: Scalars['Int']['output'];
  /** Interest on the whole amount, in basis points (300 = 3 %). */
  interestBasisPoints: Scalars['Int']['output'];
};

export type InvoiceType =
  | 'CORPORATE'
  | 'INDIVIDUAL';

export type Language = {
  __typename?: 'Language';
  /** ISO code: tr, en, ar. */
  code: Scalars['String']['output'];
  direction: TextDirection;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** The language's own name (Türkçe, English, العربية). */
  name: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

/** A product's link in one language (for hreflang and language switching). */
export type LocalizedLink = {
  __typename?: 'LocalizedLink';
  language: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
};

export type LoginResult = CustomerSession | OperationError;

/** A comment as its author sees it: approved ones are shown to everyone, the others wait for review. */
export type MemberComment = {
  __typename?: 'MemberComment';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isApproved: Scalars['Boolean']['output'];
  isNameDisplay: Scalars['Boolean']['output'];
  productId: Scalars['Int']['output'];
  rate: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Model = {
  __typename?: 'Model';
  brandId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds the product to the signed-in member's favourites (adding it twice is not an error). */
  addFavorite: FavoriteResult;
  /** Adds several products (the REST cart/add list), each on its own; at most 50. */
  addItemsToCart: CartBatchResult;
  /** A comment by the signed-in member; it waits for review before others see it. One per member per product. */
  addProductComment: AddCommentResult;
  /**
   * Adds a product to the caller's cart, merging the quantity into a line with the same product, sub-product and
   * personalization values. An anonymous caller gets a guest identity (Cart.newGuest) with the first successful add.
   */
  addToCart: CartResult;
  /** Applies a coupon code: WRONG_CODE, NO_PRICE_RANGE, CANT_CUSTOMER, REACHED_MAXIMUM_USAGE(_CUSTOMER), COUPON_CODE_NO_ADDED. */
  applyCoupon: CartResult;
  /** Admin: moves an order to another status through the state machine; the customer gets a mail. */
  changeOrderStatus: AdminOrderResult;
  /**
   * Changes the password: the current one (not needed by a member who never had one, after a social login), the new
   * one (at least 8 characters) twice. Other sessions end; this one stays. Codes: password_incorrect, form_required_general_message.
   */
  changePassword: PasswordChangeResult;
  /** Checks a code sent by sendPhoneCode; a right code is used up. Limited per client address (RATE_LIMITED). */
  checkPhoneCode: CheckPhoneCodeResult;
  /** Turns the second factor on with a code of the pending secret. Code: totp_invalid. */
  confirmAdminTotp: AdminTotpResult;
  /**
   * A card provider's callback after 3-D Secure, passed on by the shopper's browser: places the order and captures the
   * payment when the provider confirms (signature, amount and payment checked), else OrderError with the reason
   * (THREE_D_SECURE_FAILED, PAYMENT_ABANDONED, CARD_DECLINED, INSUFFICIENT_FUNDS, STOCK_PROBLEM_MESSAGE, …; the cart is
   * kept). A repeated callback answers the same order and never captures again.
   */
  confirmCardPayment: PaymentResult;
  /**
   * Confirms a member's phone with the code sent by sendLoginCode, without signing in (the legacy controlWhatsapOTP).
   * Codes as loginWithCode.
   */
  confirmLoginCode: CheckPhoneCodeResult;
  /**
   * A card provider's callback or webhook arriving without the shopper's session: the payment it names is confirmed
   * for the shopper its row records — placed and captured, exactly as confirmCardPayment does — once the provider's
   * proof names that row (a signed callback, or the provider's signed answer to the capture). Needs no token.
   */
  confirmProviderPayment: ProviderPaymentConfirmation;
  /** Checks the code sent to the contact phone; a right one confirms it (RATE_LIMITED per address). */
  confirmShopperPhone: ConfirmShopperPhoneResult;
  /** Creates a guest identity (guest code + token). */
  createGuestToken: GuestIdentity;
  /**
   * Admin: decides a cancel or return request: the refund goes through the order's card provider (CAN_NOT_REFUND or
   * CAN_NOT_CANCEL when it says no; nothing changes), the order moves on when the whole order is granted, the member
   * gets a mail. Errors: REQUEST_ALREADY_DECIDED (someone decided first; field status), REFUND_AMOUNT_TOO_HIGH (field
   * refundMinor), CAN_NOT_CANCEL (the order has shipped since), MISSING_INFORMATION (field description).
   */
  decideOrderRequest: OrderRequestResult;
  /**
   * Deletes the account: the password confirms it (a member without one sends confirm: true). Personal data is
   * anonymised, addresses deleted, every session ended; orders stay with their own copies of names and addresses.
   */
  deleteAccount: DeleteAccountResult;
  /** Deletes one of the caller's addresses (clears it from the cart). */
  deleteAddress: Scalars['Boolean']['output'];
  /** Turns the second factor off with a current code. Code: totp_invalid. */
  disableAdminTotp: AdminTotpResult;
  /** Ends a browsing session of the signed-in member (NOT_FOUND for a session that is not theirs). */
  endBrowsingSession: Scalars['Boolean']['output'];
  /**
   * Finishes a social login and signs the member in. Codes: social_login_cancelled, social_login_failed (a wrong
   * state, a used code, a provider error), social_login_email_not_verified (an account with this email exists and
   * the provider does not vouch for the address), social_login_no_email; RATE_LIMITED after too many attempts.
   */
  finishSocialLogin: LoginResult;
  /** Email, password and, when enabled, a TOTP code. Codes: admin_login_failed (unknown email and wrong password alike), totp_required, totp_invalid; RATE_LIMITED after too many attempts. */
  loginAdmin: AdminLoginResult;
  /** Email and password. Codes: no_user, password_incorrect; RATE_LIMITED after too many attempts. */
  loginCustomer: LoginResult;
  /**
   * Signs in with the code sent by sendLoginCode on the same channel. Codes: NO_USER, WRONG_CODE (the fifth wrong try
   * ends the code), TIMEOUT (ask for a new code); RATE_LIMITED per client address and per number.
   */
  loginWithCode: CodeLoginResult;
  /** Ends this admin session. False when the caller had none. */
  logoutAdmin: Scalars['Boolean']['output'];
  /** Ends this session (the token stops working). False when the caller had no member session. */
  logoutCustomer: Scalars['Boolean']['output'];
  /**
   * Moves the cart of the guest whose token is given into the signed-in member's cart (member token required): lines
   * with the same product, sub-product and personalizations add up, quantities are held to stock and member min/max
   * (each change listed), the member's coupon and campaign stay, the guest's come along when the member had none and
   * still apply; the guest cart is emptied. An unknown or expired guest token merges nothing.
   */
  mergeGuestCart: CartMergeResult;
  /** Cash on delivery: places the order (service fee added to shipping). placeOrder with paymentMethod door. */
  payDoor: PaymentResult;
  /** Wire transfer: places the order awaiting payment, with a JS order number. placeOrder with paymentMethod wire_transfer. */
  payWireTransfer: PaymentResult;
  /**
   * Places the order of the caller's cart and starts its payment with the chosen method: the one way to pay (the
   * payDoor and payWireTransfer fields and the REST pay routes are this operation with the method fixed).
   */
  placeOrder: PaymentResult;
  /** Creates a member and signs them in. Codes: form_required_general_message, email_duplicate, phone_duplicate. */
  registerCustomer: RegisterResult;
  /** Removes the selected campaign (CAMPAIGN_NOT_REMOVED when there is none). */
  removeCampaign: CartResult;
  /** Removes a line. Another shopper's line is NOT_FOUND. */
  removeCartLine: CartResult;
  /** Removes the coupon (COUPON_CODE_NOT_REMOVED when there is none). */
  removeCoupon: CartResult;
  /** Removes the product from the signed-in member's favourites. */
  removeFavorite: FavoriteResult;
  /** Removes the profile picture. */
  removeProfileImage: Customer;
  /**
   * Mails the signed-in member a new link to verify the email (the earlier link stops working). Codes:
   * EMAIL_ALREADY_VERIFIED; RATE_LIMITED after three links an hour.
   */
  requestEmailVerification: RequestEmailVerificationResult;
  /** Member: asks to cancel items of an order that has not shipped. The member gets a mail. */
  requestOrderCancel: OrderRequestResult;
  /** Member: asks to return items of an order delivered at most 15 days ago; the order becomes REFUND_REQUESTED. The member gets a mail. */
  requestOrderRefund: OrderRequestResult;
  /**
   * Mails a link to set a new password, valid one hour, once; asking again replaces the earlier link. Answers
   * PasswordResetRequested for any well-formed address (members and strangers alike); a missing or malformed address
   * is a FormError. RATE_LIMITED after too many requests from one client or for one address.
   */
  requestPasswordReset: PasswordResetRequestResult;
  /** Asks for one mail when the product (or variant) is back in stock; the alert closes when the mail is queued. */
  requestStockAlert: StockAlertResult;
  /**
   * Sets the password through a reset link and signs the member in (every earlier session ends; a "password changed"
   * mail follows). Codes: refresh_token_expired (the link expired, was used or replaced), form_required_general_message
   * (the password is too short; `passwordRepeat`, when given, must be equal).
   */
  resetPassword: ResetPasswordResult;
  /** Adds (no id) or updates one of the caller's addresses; `use` also sets it on the cart. */
  saveAddress: AddressResult;
  /** Selects a cart campaign: CART_PRICE_MORE_THAN_CAMPAIGN_PRICE, CAMPAIGN_PRODUCT_NO_STOCK, CAMPAIGN_NO_ADDED. */
  selectCampaign: CartResult;
  /** Chooses a cargo company (NOT_FOUND for an unknown or inactive one). */
  selectCargo: CartResult;
  /**
   * Sends a six-digit sign-in code to a member's phone (Turkish mobile number, any usual spelling). Codes: NO_USER,
   * CODE_NOT_SENT, a FormError for the number; RATE_LIMITED per client address and per number.
   */
  sendLoginCode: SendPhoneCodeResult;
  /**
   * Sends a six-digit code to a Turkish mobile number (05xx…, 5xx…, +90 5xx…; spaces and dashes allowed) in the
   * request's language or `language`. Limited per client address and per number (RATE_LIMITED).
   */
  sendPhoneCode: SendPhoneCodeResult;
  /**
   * Sends a code to the caller's contact phone (a Turkish mobile number), by SMS or WhatsApp. MISSING_INFORMATION
   * without a contact, CODE_NOT_SENT, a FormError for a number no code can reach; RATE_LIMITED per address and number.
   */
  sendShopperPhoneCode: SendPhoneCodeResult;
  /**
   * Sets the signed-in member's mobile number (a Turkish mobile number in any usual spelling, stored as +905XXXXXXXXX).
   * A number other than the current one is unconfirmed until a code to it is confirmed. Field `phone` problems:
   * field_required_phone, field_invalid_phone, phone_duplicate (another member has it).
   */
  setMemberPhone: ProfileResult;
  /** Admin: sets (or with an empty text clears) the invoice number. */
  setOrderInvoiceNumber: AdminOrderResult;
  /** Continue without login: a guest's email and phone (and name) for the order. */
  setShopperContact: ContactResult;
  /** A new second-factor secret for the signed-in admin; BAD_USER_INPUT when the second factor is already on. */
  startAdminTotp: AdminTotpEnrolment;
  /**
   * Starts or continues a browsing session of the signed-in member `customerId` (FORBIDDEN for another member's id):
   * `sessionId` of the member's own open session continues it, anything else starts a new one. Returns the session id.
   */
  startBrowsingSession: Scalars['String']['output'];
  /** Begins a social login. Code: social_login_unavailable (the provider is not configured or cannot be reached). */
  startSocialLogin: SocialLoginStartResult;
  /** Gift options, notes, delivery date, addresses, currency (only the fields given change). */
  updateCart: CartResult;
  /** Sets a line's quantity (stock and min/max re-checked). Another shopper's line is NOT_FOUND. */
  updateCartLine: CartResult;
  /** Updates several lines (the REST cart/update list), each on its own; at most 50. */
  updateCartLines: CartBatchResult;
  /**
   * Admin (owner): a payment method's settings. Secrets are stored sealed; an empty one keeps the stored secret. Audited
   * without any secret (a secret shows as "set"). Bad input (unknown method or credential, a fee or order out of range,
   * a credential of the wrong shape): BAD_USER_INPUT with the field.
   */
  updatePaymentMethodSetting: PaymentMethodSetting;
  /** Saves the profile. Codes: form_required_general_message, email_duplicate, phone_duplicate. A changed phone must be verified again. */
  updateProfile: ProfileResult;
  /**
   * Sets the profile picture from an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF; at most 5 MB) sent as base64 (a
   * data URL is accepted too). It is cropped square, resized and stored without its metadata (location, camera).
   * Field `image` problems: field_required_image, field_image_not_image, field_image_too_large.
   */
  uploadProfileImage: ProfileResult;
  /**
   * Verifies the email through a mailed link's token (no sign-in needed: the link may be opened on another device).
   * Codes: EMAIL_VERIFICATION_INVALID (unknown, garbled or replaced link, or the member's email has changed since),
   * EMAIL_VERIFICATION_EXPIRED (older than 48 hours: ask for a new one), EMAIL_VERIFICATION_USED (opened before).
   */
  verifyEmail: VerifyEmailResult;
};


export type MutationAddFavoriteArgs = {
  productId: Scalars['Int']['input'];
};


export type MutationAddItemsToCartArgs = {
  items: Array<AddToCartInput>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddProductCommentArgs = {
  input: AddCommentInput;
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeOrderStatusArgs = {
  input: ChangeOrderStatusInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
  newPasswordRepeat?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckPhoneCodeArgs = {
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  purpose?: InputMaybe<CodePurpose>;
};


export type MutationConfirmAdminTotpArgs = {
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmCardPaymentArgs = {
  callback: Array<CallbackField>;
  language?: InputMaybe<Scalars['String']['input']>;
  paymentCode: Scalars['String']['input'];
};


export type MutationConfirmLoginCodeArgs = {
  channel?: InputMaybe<CodeChannel>;
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};


export type MutationConfirmProviderPaymentArgs = {
  callback: Array<CallbackField>;
  paymentCode: Scalars['String']['input'];
};


export type MutationConfirmShopperPhoneArgs = {
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDecideOrderRequestArgs = {
  input: DecideOrderRequestInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAccountArgs = {
  confirm?: InputMaybe<Scalars['Boolean']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDisableAdminTotpArgs = {
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationEndBrowsingSessionArgs = {
  customerId: Scalars['Int']['input'];
  sessionId: Scalars['String']['input'];
};


export type MutationFinishSocialLoginArgs = {
  input: FinishSocialLoginInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginAdminArgs = {
  email: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  totp?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginCustomerArgs = {
  email: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationLoginWithCodeArgs = {
  channel?: InputMaybe<CodeChannel>;
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};


export type MutationMergeGuestCartArgs = {
  guestToken: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPayDoorArgs = {
  input: PayDoorInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPayWireTransferArgs = {
  input: PayWireTransferInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveCampaignArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveCartLineArgs = {
  cartProductId: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveCouponArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveFavoriteArgs = {
  productId: Scalars['Int']['input'];
};


export type MutationRequestEmailVerificationArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestOrderCancelArgs = {
  input: OrderRequestInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestOrderRefundArgs = {
  input: OrderRequestInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestStockAlertArgs = {
  productId: Scalars['Int']['input'];
  subProductId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationResetPasswordArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  passwordRepeat?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationSaveAddressArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: AddressInput;
  language?: InputMaybe<Scalars['String']['input']>;
  use?: InputMaybe<AddressUse>;
};


export type MutationSelectCampaignArgs = {
  campaignId: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSelectCargoArgs = {
  cargoId: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendLoginCodeArgs = {
  channel?: InputMaybe<CodeChannel>;
  language?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};


export type MutationSendPhoneCodeArgs = {
  channel?: InputMaybe<CodeChannel>;
  language?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  purpose?: InputMaybe<CodePurpose>;
};


export type MutationSendShopperPhoneCodeArgs = {
  channel?: InputMaybe<CodeChannel>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetMemberPhoneArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};


export type MutationSetOrderInvoiceNumberArgs = {
  invoiceNumber: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['Int']['input'];
};


export type MutationSetShopperContactArgs = {
  input: ShopperContactInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartBrowsingSessionArgs = {
  customerId: Scalars['Int']['input'];
  sessionId?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartSocialLoginArgs = {
  provider: SocialProvider;
  redirectUri: Scalars['String']['input'];
};


export type MutationUpdateCartArgs = {
  input: UpdateCartInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCartLineArgs = {
  input: UpdateCartLineInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateCartLinesArgs = {
  items: Array<UpdateCartLineInput>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePaymentMethodSettingArgs = {
  input: PaymentMethodSettingInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProfileArgs = {
  input: CustomerProfileInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadProfileImageArgs = {
  image: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationVerifyEmailArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};

/** An expected business failure of a query that has no error type of its own. */
export type OperationError = UserError & {
  __typename?: 'OperationError';
  code: ErrorCode;
  /** The input field the error is about, when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message in the requested language. */
  message: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** Wire transfer: the account to pay into. */
  bankAccount?: Maybe<BankAccount>;
  campaignName?: Maybe<Scalars['String']['output']>;
  /** The signed-in owner may ask to cancel now: not shipped yet, and items left to ask for. */
  canCancel: Scalars['Boolean']['output'];
  /** The signed-in owner may ask to return items now: delivered at most 15 days ago, and items left to ask for. */
  canRefund: Scalars['Boolean']['output'];
  cargoName?: Maybe<Scalars['String']['output']>;
  /** The cargo's tracking number, once shipped. */
  cargoTrackingCode?: Maybe<Scalars['String']['output']>;
  /** Present once the order has shipped with a tracking code. */
  cargoTrackingUrl?: Maybe<Scalars['String']['output']>;
  /** Order number; wire transfer orders start with JS. */
  code: Scalars['String']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  currencyCode: Scalars['String']['output'];
  /** Admin: the member the order belongs to (null for a guest's order, and for anyone but an admin). */
  customerId?: Maybe<Scalars['Int']['output']>;
  deliveryAddress: OrderAddress;
  doorPaymentType?: Maybe<DoorPaymentType>;
  email: Scalars['String']['output'];
  generalNote: Scalars['String']['output'];
  giftNote: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  invoiceAddress: OrderAddress;
  /** The shop's invoice number, once set. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  isGift: Scalars['Boolean']['output'];
  lines: Array<OrderLine>;
  /** What the shop holds of the shopper's money (card: charged; wire transfer: once confirmed; cash on delivery: once delivered). */
  paidMinor: Scalars['Money']['output'];
  paymentCode: Scalars['String']['output'];
  /** Wire transfer: the description the transfer must carry (sender name and order number). */
  paymentInstructions?: Maybe<Scalars['String']['output']>;
  paymentName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** The last moment a return may be asked for (ISO); null until the order is delivered. */
  refundableUntil?: Maybe<Scalars['String']['output']>;
  /** What was given back so far. */
  refundedMinor: Scalars['Money']['output'];
  /** How many of each line a request may still name. */
  requestableLines: Array<OrderRequestableLine>;
  /** The owner's cancel and return requests on the order, newest first (empty for anyone else). */
  requests: Array<OrderRequest>;
  status: OrderStatusCode;
  /** The statuses the order went through, oldest first. */
  statusHistory: Array<OrderStatusEntry>;
  statusName: Scalars['String']['output'];
  totals: CartTotals;
};

/** An address copied into the order (later edits of the address book do not change it). */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  address: Scalars['String']['output'];
  cityName: Scalars['String']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  countryName: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  identityNumber?: Maybe<Scalars['String']['output']>;
  invoiceType: InvoiceType;
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  stateName: Scalars['String']['output'];
  taxNumber?: Maybe<Scalars['String']['output']>;
  taxOffice?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type OrderAddressCheck = {
  __typename?: 'OrderAddressCheck';
  code: OrderAddressCheckCode;
  /** Translated warning (empty for NO_PROBLEM). */
  message: Scalars['String']['output'];
};

export type OrderAddressCheckCode =
  | 'NO_DELIVERY_ADDRESS'
  | 'NO_INVOICE_ADDRESS'
  | 'NO_PROBLEM'
  | 'NO_TWO_ADDRESS';

/** The order as it stands after the change (wrapped: Order and OrderError both have a `code`, of different types). */
export type OrderChanged = {
  __typename?: 'OrderChanged';
  order: Order;
};

/**
 * An order could not be placed: ORDER_NOT_CREATED, STOCK_PROBLEM_MESSAGE (back to the cart), NO_DELIVERY_ADDRESS,
 * NO_INVOICE_ADDRESS, NO_TWO_ADDRESS, MISSING_INFORMATION (contact or contracts). With field `approvedTotalMinor`: the
 * payable total is not the approved one — the coupon's or campaign's code when a promotion no longer applies
 * (REACHED_MAXIMUM_USAGE, COUPON_CODE_NO_ADDED, CAMPAIGN_NO_ADDED, …), otherwise TOTAL_CHANGED (a price, cargo or fee
 * changed); nothing is placed and the cart stays, so the shopper can look at the new total and approve it.
 */
export type OrderError = UserError & {
  __typename?: 'OrderError';
  code: ErrorCode;
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type OrderLine = {
  __typename?: 'OrderLine';
  id: Scalars['Int']['output'];
  image?: Maybe<ProductImage>;
  lineTotalMinor: Scalars['Money']['output'];
  personalizationPriceMinor: Scalars['Money']['output'];
  /** Snapshot of the personalization values (name: value/options). */
  personalizations: Array<CartPersonalization>;
  productId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  subProductId?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** Snapshot at order time. */
  unitPriceMinor: Scalars['Money']['output'];
  variantNames: Array<Scalars['String']['output']>;
  vatRate: Scalars['Int']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  orders: Array<Order>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OrderRequest = {
  __typename?: 'OrderRequest';
  /** The shop's answer, when it gave one. */
  answer: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  kind: OrderRequestKind;
  lines: Array<OrderRequestLine>;
  note: Scalars['String']['output'];
  orderCode: Scalars['String']['output'];
  orderId: Scalars['Int']['output'];
  /** A code of orderRequestReasons. */
  reason: Scalars['String']['output'];
  reasonName: Scalars['String']['output'];
  /** What the shop gave back for it; null until a decision moved money. */
  refundMinor?: Maybe<Scalars['Money']['output']>;
  status: OrderRequestStatus;
  statusName: Scalars['String']['output'];
  /** Its items went back into stock. */
  stockReturned: Scalars['Boolean']['output'];
  updatedAt: Scalars['String']['output'];
};

/** The order by id or code (one of the caller's: another's is NOT_FOUND), the lines and quantities, a reason code, a note (at most 1000 characters). */
export type OrderRequestInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  lines: Array<OrderRequestLineInput>;
  note?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
};

export type OrderRequestKind =
  | 'CANCEL'
  | 'REFUND';

export type OrderRequestLine = {
  __typename?: 'OrderRequestLine';
  orderLineId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  variantNames: Array<Scalars['String']['output']>;
};

export type OrderRequestLineInput = {
  orderLineId: Scalars['Int']['input'];
  /** 0 leaves the line out. */
  quantity: Scalars['Int']['input'];
};

export type OrderRequestPage = {
  __typename?: 'OrderRequestPage';
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  requests: Array<OrderRequest>;
  total: Scalars['Int']['output'];
};

export type OrderRequestReason = {
  __typename?: 'OrderRequestReason';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * A request could not be made: CAN_NOT_CANCEL (the order has shipped, or those items are already asked for: field
 * lines), CAN_NOT_REFUND (not delivered, more than 15 days since delivery, or the items are already asked for),
 * MISSING_INFORMATION (field lines: no line chosen; field reason: not a reason of the list; field note: too long).
 */
export type OrderRequestResult = OrderError | OrderRequest;

/** Where a request stands: the shop approves or rejects it; an approved return becomes REFUNDED when the money goes back. */
export type OrderRequestStatus =
  | 'APPROVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED';

/** How many of an order line may still be asked for (not held by an open or granted request). */
export type OrderRequestableLine = {
  __typename?: 'OrderRequestableLine';
  orderLineId: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

export type OrderStatus = {
  __typename?: 'OrderStatus';
  code: OrderStatusCode;
  /** No transition leaves this status (cancelled, refunded). */
  isFinal: Scalars['Boolean']['output'];
  /** Translated name. */
  name: Scalars['String']['output'];
  /** Statuses an order in this one may move to. */
  next: Array<OrderStatusCode>;
  sort: Scalars['Int']['output'];
};

/** The order state machine's statuses (docs: graphql-server/modules/order/order-state.ts). */
export type OrderStatusCode =
  | 'APPROVED'
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PAYMENT_FAILED'
  | 'PREPARING'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REFUND_REQUESTED'
  | 'SHIPPED';

/** A status an order passed through, with its date. */
export type OrderStatusEntry = {
  __typename?: 'OrderStatusEntry';
  /** Admin: the admin who made the change (null when the shop or the shopper did, and for anyone but an admin). */
  adminId?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  note: Scalars['String']['output'];
  status: OrderStatusCode;
  statusName: Scalars['String']['output'];
};

/** What the shopper needs to follow a shipment. */
export type OrderTracking = {
  __typename?: 'OrderTracking';
  /** Null until the order ships. */
  cargoName?: Maybe<Scalars['String']['output']>;
  orderCode: Scalars['String']['output'];
  status: OrderStatusCode;
  statusName: Scalars['String']['output'];
  trackingCode?: Maybe<Scalars['String']['output']>;
  /** The cargo company's tracking page for the parcel (null without a tracking number or a link pattern). */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type PageLink = {
  __typename?: 'PageLink';
  /** Stable name the storefront links by (home, cart, checkouts, cookie_policy, …). */
  code: Scalars['String']['output'];
  /** Title in the requested language. */
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type PasswordChangeResult = FormError | PasswordChanged;

/** A changed password; the member's other sessions were ended. */
export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** How many other sessions (devices) were signed out. */
  endedSessions: Scalars['Int']['output'];
};

export type PasswordResetRequestResult = FormError | PasswordResetRequested;

/** A reset was asked for. The answer is the same whether or not a member has the address, so it tells no one who is a member. */
export type PasswordResetRequested = {
  __typename?: 'PasswordResetRequested';
  /** Always true. */
  accepted: Scalars['Boolean']['output'];
};

export type PayDoorInput = {
  /**
   * The grand total (cart currency, minor units) the shopper approved. When the payable total differs, nothing is
   * placed (OrderError with field approvedTotalMinor). Left out, the order is placed at the payable total (older clients).
   */
  approvedTotalMinor?: InputMaybe<Scalars['Money']['input']>;
  contracts: ContractAcceptance;
  /** The currency the shopper saw the amounts in (ISO code, legacy code or id of an active currency): the order is recorded and charged in it. Omitted: the cart's currency. */
  currency?: InputMaybe<Scalars['String']['input']>;
  doorPaymentType: DoorPaymentType;
  /** Client-generated (UUID); a retried or double-submitted payment with the same key returns the same order. */
  idempotencyKey: Scalars['String']['input'];
};

export type PayWireTransferInput = {
  /**
   * The grand total (cart currency, minor units) the shopper approved. When the payable total differs, nothing is
   * placed (OrderError with field approvedTotalMinor). Left out, the order is placed at the payable total (older clients).
   */
  approvedTotalMinor?: InputMaybe<Scalars['Money']['input']>;
  bankAccountId: Scalars['Int']['input'];
  contracts: ContractAcceptance;
  /** The currency the shopper saw the amounts in (ISO code, legacy code or id of an active currency): the order is recorded and charged in it. Omitted: the cart's currency. */
  currency?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
};

/**
 * A card payment waiting for the shopper's bank: send the shopper to `redirectUrl` (3-D Secure). No order exists yet;
 * it is placed when the provider confirms (confirmCardPayment), at the approved total.
 */
export type PaymentChallenge = {
  __typename?: 'PaymentChallenge';
  /** What the card is charged: the approved total plus the installment interest (order currency, minor units). */
  chargedMinor: Scalars['Money']['output'];
  installmentCount: Scalars['Int']['output'];
  redirectUrl: Scalars['String']['output'];
  /** The shop's reference of the payment (the provider's callback names it). */
  reference: Scalars['String']['output'];
  /** Always REDIRECT. */
  status: PaymentStatus;
};

export type PaymentCredentialInput = {
  name: Scalars['String']['input'];
  /** The new value; empty keeps a secret as it is and clears any other credential. */
  value: Scalars['String']['input'];
};

/** A provider credential as the settings page shows it: a secret's value is never sent, only whether one is set. */
export type PaymentCredentialSetting = {
  __typename?: 'PaymentCredentialSetting';
  isSet: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  secret: Scalars['Boolean']['output'];
  /** The value of a credential that is not a secret; null for a secret. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A payment method's settings. */
export type PaymentMethodSetting = {
  __typename?: 'PaymentMethodSetting';
  code: Scalars['String']['output'];
  credentials: Array<PaymentCredentialSetting>;
  enabled: Scalars['Boolean']['output'];
  feeCurrency: Scalars['String']['output'];
  /** The service fee added when the method is chosen (minor units of feeCurrency). */
  feeMinor: Scalars['Money']['output'];
  name: Scalars['String']['output'];
  /** Whether the method can take payments with the credentials it has (a card provider's keys, in the settings or the environment). */
  ready: Scalars['Boolean']['output'];
  sort: Scalars['Int']['output'];
};

export type PaymentMethodSettingInput = {
  code: Scalars['String']['input'];
  credentials?: InputMaybe<Array<PaymentCredentialInput>>;
  enabled: Scalars['Boolean']['input'];
  feeMinor: Scalars['Money']['input'];
  sort: Scalars['Int']['input'];
};

export type PaymentOutcome = {
  __typename?: 'PaymentOutcome';
  html?: Maybe<Scalars['String']['output']>;
  order: Order;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  status: PaymentStatus;
};

/** The method-specific part of placing an order: each payment method reads its own fields. */
export type PaymentProviderInput = {
  /** Wire transfer: the shop's bank account the money goes to. */
  bankAccountId?: InputMaybe<Scalars['Int']['input']>;
  /** Card methods: the card (MISSING_INFORMATION with field cardHolder, cardNumber, cardExpiry or cardCvv when unusable). */
  card?: InputMaybe<CardInput>;
  /** Cash on delivery: cash or card at the door. */
  doorPaymentType?: InputMaybe<DoorPaymentType>;
  /** Card methods: the installment count, one of the method's `installments` (default 1). */
  installments?: InputMaybe<Scalars['Int']['input']>;
  /** Card methods: the shop's page (a path) the provider sends the shopper back to; default /odeme/kart-sonuc. */
  returnPath?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentResult = OrderError | PaymentChallenge | PaymentOutcome;

export type PaymentStatus =
  /** The order is placed (cash on delivery, wire transfer awaiting the money, a card payment that succeeded). */
  | 'COMPLETED'
  /** The shopper's browser must render `html` (a provider's auto-posting 3D form). */
  | 'HTML'
  /** The shopper must go to `redirectUrl` (a card provider's 3D Secure page). */
  | 'REDIRECT';

/** An enabled payment method for the checkout's payment step. */
export type PaymentType = {
  __typename?: 'PaymentType';
  /** The legacy payment_code: door, wire_transfer, credit_card, … */
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Cash on delivery: the accepted door payment types (cash, card); empty for other methods. */
  doorPaymentTypes: Array<Scalars['String']['output']>;
  /** ISO 4217 code of the fee. */
  feeCurrency: Scalars['String']['output'];
  /** Service fee added to shipping when chosen (cash on delivery), 0 when none. */
  feeMinor: Scalars['Money']['output'];
  /** Card methods: the installment plans offered, with their interest; empty for other methods. */
  installments: Array<InstallmentOption>;
  name: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

export type Personalization = {
  __typename?: 'Personalization';
  currencyCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isPriceFree: Scalars['Boolean']['output'];
  isRequired: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  options: Array<PersonalizationOption>;
  priceMinor: Scalars['Money']['output'];
  typeCode: PersonalizationType;
};

export type PersonalizationOption = {
  __typename?: 'PersonalizationOption';
  id: Scalars['Int']['output'];
  /** /media/… path, when isImage. */
  image?: Maybe<Scalars['String']['output']>;
  isImage: Scalars['Boolean']['output'];
  isPriceFree: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priceMinor: Scalars['Money']['output'];
};

export type PersonalizationType =
  | 'CHECKBOX'
  | 'INPUT'
  | 'RADIO'
  | 'SELECT'
  | 'TEXTAREA';

/** The code was right and is used up. */
export type PhoneCodeAccepted = {
  __typename?: 'PhoneCodeAccepted';
  phone: Scalars['String']['output'];
};

/** A code is on its way: valid for ten minutes, once; a new code for the same phone replaces it. */
export type PhoneCodeSent = {
  __typename?: 'PhoneCodeSent';
  channel: CodeChannel;
  /** ISO timestamp when the code stops working. */
  expiresAt: Scalars['String']['output'];
  /** The number the code went to, in E.164 (+905321112233). */
  phone: Scalars['String']['output'];
};

/** The chosen payment method and what it needs. Amounts are never sent: the server computes them from the cart. */
export type PlaceOrderInput = {
  /**
   * The grand total (cart currency, minor units) the shopper approved. When the payable total differs, nothing is
   * placed (OrderError with field approvedTotalMinor). Left out, the order is placed at the payable total (older clients).
   */
  approvedTotalMinor?: InputMaybe<Scalars['Money']['input']>;
  contracts: ContractAcceptance;
  /** The currency the shopper saw the amounts in (ISO code, legacy code or id of an active currency): the order is recorded and charged in it. Omitted: the cart's currency. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated (UUID); a retried or double-submitted payment with the same key returns the same order. */
  idempotencyKey: Scalars['String']['input'];
  /** The payment method's code (see paymentTypes): door, wire_transfer, … */
  paymentMethod: Scalars['String']['input'];
  /** What the chosen method needs; its provider checks it (MISSING_INFORMATION with the field when it is not enough). */
  providerInput?: InputMaybe<PaymentProviderInput>;
};

/** Everything the product page needs. */
export type Product = {
  __typename?: 'Product';
  accessoryProducts: Array<ProductCard>;
  barcode: Scalars['String']['output'];
  brand?: Maybe<BrandRef>;
  brandName?: Maybe<Scalars['String']['output']>;
  brandUrl?: Maybe<Scalars['String']['output']>;
  /** Category path from the root to the product's category. */
  breadcrumbs: Array<Breadcrumb>;
  campaigns: Array<Campaign>;
  category?: Maybe<CategoryRef>;
  commentRate: Scalars['Float']['output'];
  commentTotal: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  dimensions: ProductDimensions;
  freeCargo: Scalars['Boolean']['output'];
  hasProperty: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  images: Array<ProductImage>;
  inStock: Scalars['Boolean']['output'];
  /** True when the signed-in member has the product in favourites (false for anyone else). */
  isFavorite: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isPromotional: Scalars['Boolean']['output'];
  memberMaxOrder?: Maybe<Scalars['Int']['output']>;
  memberMinOrder?: Maybe<Scalars['Int']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  /** Label-level name (admin name, not translated). */
  name: Scalars['String']['output'];
  personalizations: Array<Personalization>;
  price: ProductPrice;
  property1?: Maybe<PropertyGroup>;
  property2?: Maybe<PropertyGroup>;
  /** Stock amount (sum of sub-products' stock when the product has variants). */
  quantity: Scalars['Int']['output'];
  relatedProducts: Array<RelatedProduct>;
  /** Products of the same category (excluding this one). */
  sameProducts: Array<ProductCard>;
  seoDescription: Scalars['String']['output'];
  seoKeyword: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  /** The product's seo link in every active language (hreflang, language switcher). */
  seoLinks: Array<LocalizedLink>;
  seoTitle: Scalars['String']['output'];
  shortDescription: Scalars['String']['output'];
  /** Shelf-life (son kullanma tarihi) label; null when not applicable. */
  skt?: Maybe<Scalars['String']['output']>;
  stockUnit: Scalars['String']['output'];
  subProducts: Array<SubProduct>;
  title: Scalars['String']['output'];
  /** Video embed markup, placed first in the gallery; null without a video. */
  video?: Maybe<Scalars['String']['output']>;
};


/** Everything the product page needs. */
export type ProductSameProductsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A product as lists show it (cards, rows, search results, showcases). */
export type ProductCard = {
  __typename?: 'ProductCard';
  brandName?: Maybe<Scalars['String']['output']>;
  brandUrl?: Maybe<Scalars['String']['output']>;
  commentRate: Scalars['Float']['output'];
  commentTotal: Scalars['Int']['output'];
  freeCargo: Scalars['Boolean']['output'];
  hasProperty: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** The first image (null when the product has none: the storefront shows noImageProduct). */
  image?: Maybe<ProductImage>;
  inStock: Scalars['Boolean']['output'];
  /** True when the signed-in member has the product in favourites. */
  isFavorite: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isPromotional: Scalars['Boolean']['output'];
  price: ProductPrice;
  /** Stock amount (sum of sub-products' stock when the product has variants). */
  quantity: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ProductDimensions = {
  __typename?: 'ProductDimensions';
  depth: Scalars['Float']['output'];
  /** Desi (volumetric weight for cargo). */
  desi: Scalars['Float']['output'];
  height: Scalars['Float']['output'];
  /** Kilograms. */
  weight: Scalars['Float']['output'];
  /** Centimetres. */
  width: Scalars['Float']['output'];
};

/**
 * Facet counts. Each dimension is counted with every filter except its own (choosing a brand does not hide the
 * other brands); price bounds ignore the price filter, inStockCount ignores the in-stock filter.
 */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  brands: Array<BrandFacet>;
  /** Child categories of the filtered category (top-level categories without one). */
  categories: Array<CategoryFacet>;
  inStockCount: Scalars['Int']['output'];
  priceMaxMinor?: Maybe<Scalars['Money']['output']>;
  priceMinMinor?: Maybe<Scalars['Money']['output']>;
  properties: Array<PropertyFacet>;
};

/**
 * Listing filters, all optional and URL-friendly: seo links for category and brands, ids for property values,
 * price bounds in minor units of the default currency.
 */
export type ProductFilter = {
  /** Brand seo links (any of). */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** Category seo link; products of the category and its descendants. */
  category?: InputMaybe<Scalars['String']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  maxPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  minPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  /** Property value ids: values of one property category are OR-ed, categories AND-ed. */
  properties?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Product sizes: S (150 px, lists), M (600 px, product page), B (1200 px, zoom and full screen). */
export type ProductImage = {
  __typename?: 'ProductImage';
  alt: Scalars['String']['output'];
  /** /media/… path of the 1200 px image. */
  big: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** /media/… path of the 600 px image. */
  medium: Scalars['String']['output'];
  /** /media/… path of the 150 px image. */
  small: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  /** Property (value) id of the first variant group this image shows, when bound to a variant. */
  variant1?: Maybe<Scalars['Int']['output']>;
  /** Property (value) id of the second variant group this image shows, when bound to a variant. */
  variant2?: Maybe<Scalars['Int']['output']>;
};

export type ProductListing = {
  __typename?: 'ProductListing';
  facets: ProductFacets;
  items: Array<ProductCard>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * Prices of a product or sub-product in its own currency, VAT included unless named otherwise. The display fields
 * apply the shop's display rule: with no discounted price, not on sale and a price above 15,000, the shown price is
 * price × 0.95 + 588; the extra-discount price is the shown price × 0.9 and its percent (against the selling price)
 * is rounded and never below 0.
 */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** campaign_price_with_vat: the best active campaign's price; null when no campaign applies. */
  campaignPriceMinor?: Maybe<Scalars['Money']['output']>;
  /** The crossed-out price shown above the display price; null when nothing is crossed out. */
  crossedOutPriceMinor?: Maybe<Scalars['Money']['output']>;
  /** Legacy currency code of the product's currency (tl, usd, euro). */
  currencyCode: Scalars['String']['output'];
  /** Discount of the display price against the selling price, percent rounded, 0–100. */
  discountPercent: Scalars['Int']['output'];
  /** discounted_selling_price_with_vat; null without a discount. */
  discountedPriceMinor?: Maybe<Scalars['Money']['output']>;
  /** discounted_selling_price (VAT excluded); null without a discount. */
  discountedPriceWithoutVatMinor?: Maybe<Scalars['Money']['output']>;
  /** The price the shopper pays now (discounted, campaign or display-rule price). */
  displayPriceMinor: Scalars['Money']['output'];
  /** The extra-discount badge's percent (against the selling price), rounded, never below 0. */
  extraDiscountPercent: Scalars['Int']['output'];
  /** The extra-discount price (display price × 0.9). */
  extraDiscountPriceMinor: Scalars['Money']['output'];
  /** ISO 4217 code (TRY, USD, EUR). */
  isoCode: Scalars['String']['output'];
  /** on_sale: a discounted (or campaign) price applies. */
  onSale: Scalars['Boolean']['output'];
  /** selling_price_with_vat. */
  sellingPriceMinor: Scalars['Money']['output'];
  /** VAT rate in percent (e.g. 20). */
  vatRate: Scalars['Int']['output'];
};

export type ProductSort =
  | 'BEST_SELLING'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** Shop's sort order (the admin's `sort`), then newest. */
  | 'RECOMMENDED'
  /** Search only: relevance rank (RECOMMENDED elsewhere). */
  | 'RELEVANCE';

export type ProfileResult = Customer | FormError;

/** A promotion on the cart that no longer applies (it gives no discount until the cart qualifies again). */
export type PromotionProblem = {
  __typename?: 'PromotionProblem';
  code: ErrorCode;
  message: Scalars['String']['output'];
};

export type PropertyFacet = {
  __typename?: 'PropertyFacet';
  name: Scalars['String']['output'];
  propertyCategoryId: Scalars['Int']['output'];
  values: Array<PropertyValueFacet>;
};

export type PropertyGroup = {
  __typename?: 'PropertyGroup';
  properties: Array<PropertyItem>;
  propertyCategoryId: Scalars['Int']['output'];
  propertyCategoryName: Scalars['String']['output'];
};

/** A value of a property group (e.g. Red in Colour). `hasStock` matters for property1, `isActive` for property2. */
export type PropertyItem = {
  __typename?: 'PropertyItem';
  /** Hex colour for colour swatches, when the property is a colour. */
  colour?: Maybe<Scalars['String']['output']>;
  /** property1: some sub-product with this value has stock. */
  hasStock: Scalars['Boolean']['output'];
  /** property2: shown (some active sub-product has this value). */
  isActive: Scalars['Boolean']['output'];
  propertyId: Scalars['Int']['output'];
  propertyName: Scalars['String']['output'];
};

export type PropertyValueFacet = {
  __typename?: 'PropertyValueFacet';
  colour?: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * What a card provider's own call learns (its browser callback posted from its site without the shopper's session, or
 * its webhook): the state of the payment it named, never the order.
 */
export type ProviderPaymentConfirmation = {
  __typename?: 'ProviderPaymentConfirmation';
  /** Why it is not paid. */
  code?: Maybe<ErrorCode>;
  /** The language the payment was started in (where the browser goes next). */
  language?: Maybe<Scalars['String']['output']>;
  /** The shop's reference of the payment; null when the call named none the shop could verify. */
  reference?: Maybe<Scalars['String']['output']>;
  status: ProviderPaymentStatus;
};

/** Whether the card payment a provider's own call named is paid (docs/decisions/049). */
export type ProviderPaymentStatus =
  | 'FAILED'
  | 'PAID';

export type Query = {
  __typename?: 'Query';
  /** Active campaigns. */
  activeCampaigns: Array<Campaign>;
  /** Active campaigns, each with its first `limit` products (1–48): a fixed number of statements however many run. */
  activeCampaignsWithProducts: Array<CampaignWithProducts>;
  /** The caller's saved addresses (guest or member). */
  addresses: Array<Address>;
  /** The kinds of record the audit log has entries for. Owners only. */
  adminAuditEntities: Array<Scalars['String']['output']>;
  /** The audit log, newest first by default; pageSize at most 100. Owners only. */
  adminAuditLog: AdminAuditPage;
  /** The signed-in admin (UNAUTHENTICATED without an admin token). */
  adminMe: AdminUser;
  /** Admin: one order by id or code with its lines, amounts, payment, history and requests; NOT_FOUND when unknown. */
  adminOrder: Order;
  /** Admin: orders, filtered and sorted (default newest first), a page at a time (perPage 1–100, default 20). */
  adminOrders: AdminOrderPage;
  /** Admin (owner): every payment method with its settings, in the checkout's order. */
  adminPaymentMethods: Array<PaymentMethodSetting>;
  /** The signed-in admin's pending second-factor secret, while enrolment is not confirmed. */
  adminTotpPending?: Maybe<AdminTotpEnrolment>;
  /** Every admin user (the audit log's filter). Owners only. */
  adminUsers: Array<AdminUser>;
  /** Admin: every currency, active or not. */
  allCurrencies: Array<Currency>;
  /** Admin: every language, active or not. */
  allLanguages: Array<Language>;
  /** Active bank accounts for wire transfer. */
  bankAccounts: Array<BankAccount>;
  /** A brand by its seo link; null when none. */
  brand?: Maybe<Brand>;
  /** Active brands (public brand list). */
  brands: Array<Brand>;
  /**
   * What a card's first digits say about it and its installment plans for an amount (minor units) with a card method
   * (default credit_card). Public, limited per client address. `bin` is 6 to 8 digits, never the whole number; other
   * input is refused as bad input. A method without a card provider: PROVIDER_NOT_CONFIGURED. Answered by the method's
   * provider's own BIN service when it has one and knows the BIN (iyzico, PayTR; `currency`, default TRY, is the
   * amount's), else by the shop's BIN table with the plans the provider offers that card.
   */
  cardBin: CardBinResult;
  /** Cargo options for the caller's cart (null for an anonymous caller, as getCargo). */
  cargoOptions?: Maybe<Array<CargoOption>>;
  /**
   * The caller's cart (guest or member token; UNAUTHENTICATED without one). An empty cart when none exists yet.
   * `id`, when given, must name the caller's cart — its id, the guest code or the member id — else NOT_FOUND.
   */
  cart: CartResult;
  /** The number of items in the caller's cart (Σ quantities; 0 without a cart or a shopper) — one statement, for the header on every page. */
  cartItemCount: Scalars['Int']['output'];
  /** A category by its seo link in the language; null when none. */
  category?: Maybe<Category>;
  /** Best sellers of each top-level category (or of the given category's children). */
  categoryBestSellers: Array<CategoryBestSellers>;
  /** Active categories as a tree, translated. */
  categoryTree: Array<Category>;
  /** contorOrderAddress: whether the cart has the addresses an order needs. `guestToken`: the legacy createOrderGuest body's token, used when no Authorization header came. */
  checkOrderAddress: OrderAddressCheck;
  /** Active cities of a state; null when the state is unknown or inactive. */
  cities?: Maybe<Array<City>>;
  /** A content page by seo link; null when none. */
  contentPage?: Maybe<ContentPage>;
  /** A content page by code; null when none. */
  contentPageByCode?: Maybe<ContentPage>;
  /** A content page by id; null when none. */
  contentPageById?: Maybe<ContentPage>;
  /** Active content pages of a type; every active page when no type is given. */
  contentPages: Array<ContentPage>;
  /** Active countries, translated (Turkey first). */
  countries: Array<Country>;
  /** Active currencies. */
  currencies: Array<Currency>;
  /** The signed-in member's orders, newest first, a page at a time (perPage 1–50, default 10). */
  customerOrders: OrderPage;
  /** Whether the signed-in member has an open back-in-stock alert for the product (or variant); false when signed out. */
  hasStockAlert: Scalars['Boolean']['output'];
  /** The header menu tree, translated (tr when omitted). */
  headerMenu: Array<HeaderMenuItem>;
  /** Home showcase blocks with their products. */
  homeBlocks: Array<ShowcaseBlock>;
  /** Active languages. */
  languages: Array<Language>;
  /** The signed-in member (UNAUTHENTICATED without a member token). */
  me: Customer;
  models: Array<Model>;
  /** Most searched terms. */
  mostSearched: Array<SearchTerm>;
  /**
   * Everything the shop holds about the signed-in member, as one JSON document (profile, consents, addresses, orders,
   * reviews; the profile picture as a data URL). Meant to be saved as a file.
   */
  myData: Scalars['String']['output'];
  /** The signed-in member's favourites, newest first (page length 12 by default, at most 48). */
  myFavorites: FavoritePage;
  /** The caller's orders, newest first. */
  myOrders: Array<Order>;
  /** The signed-in member's own comment on the product (approved or waiting), null without one or when signed out. */
  myProductComment?: Maybe<MemberComment>;
  /** One of the caller's orders by id or code; NOT_FOUND for another shopper's. */
  order: Order;
  /** Order login: an order by its number plus the email or phone given with it; null when they do not match. */
  orderLookup?: Maybe<Order>;
  /** The reasons a member chooses from, translated. */
  orderRequestReasons: Array<OrderRequestReason>;
  /** Admin: cancel and return requests, newest first, filtered by kind and state (perPage 1–50, default 20). */
  orderRequests: OrderRequestPage;
  /** Every order status, translated, in order. */
  orderStatuses: Array<OrderStatus>;
  /** The caller's order's cargo and tracking link, by id or code; NOT_FOUND for another shopper's. */
  orderTracking: OrderTracking;
  /** Whether a password-reset link still works (the newest one of its member, unused, within its hour). */
  passwordResetTokenValid: Scalars['Boolean']['output'];
  /** Enabled payment methods, translated, in display order. */
  paymentTypes: Array<PaymentType>;
  /**
   * The address of PayTR's card page for an iframe token a PayTR payment was started with (the checkout frames it):
   * always at the PayTR the shop is configured for, whatever the token. Null when PayTR is off or the token is not one.
   */
  paytrFrameUrl?: Maybe<Scalars['String']['output']>;
  /** A product by its seo link in the language; null when none (404). */
  product?: Maybe<Product>;
  /** A product by id; null when none or inactive. */
  productById?: Maybe<Product>;
  /** Active campaigns that apply to a product. */
  productCampaigns: Array<Campaign>;
  /** Approved comments, page length 10 by default. */
  productComments: CommentPage;
  /** Product FAQ (SSS). */
  productFaq: Array<FaqItem>;
  /** Listing with filters, facets, sorting and paging (pageSize 1–100). */
  products: ProductListing;
  /** Cards for the given ids in the given order (last viewed); unknown or inactive ids are skipped. At most 50. */
  productsByIds: Array<ProductCard>;
  /** What /{path} is: product, category, brand, content page or nothing. `path` has no leading language prefix. */
  resolveSeoLink: SeoLinkTarget;
  /** Products of the same category as the product. */
  sameProducts: Array<ProductCard>;
  /** Full-text search (Turkish/English stemming, Arabic simple) with typo tolerance, ranked, with facets. */
  search: SearchResult;
  /** Header search box suggestions: few fields, fast. */
  searchSuggestions: SearchSuggestions;
  /** One code/value setting; an unknown code is a NOT_FOUND result. */
  setting: SettingResult;
  /** The public code/value settings (google_site_verification, google_gtm_id, phone, whatsapp, …). */
  settings: Array<Setting>;
  /** The caller's contact details for the order (null until a guest gave them). */
  shopperContact?: Maybe<ShopperContact>;
  /** The caller's contact phone and its confirmation (null until a guest gave a contact). */
  shopperPhone?: Maybe<ShopperPhone>;
  /** One showcase block by id; null when none. */
  showcase?: Maybe<ShowcaseBlock>;
  /** Settings for the storefront in a language (tr when omitted). `page` is the client's page key; unknown keys set `page`. */
  siteSettings: SiteSettings;
  /** Every product, category, brand and content page with its links in all languages (sitemap.xml). */
  sitemapEntries: Array<SitemapEntry>;
  /** The providers this shop is configured for, in the order the login page shows them. */
  socialLoginProviders: Array<SocialProvider>;
  /** Active states of a country; null when the country is unknown or inactive. */
  states?: Maybe<Array<State>>;
  suppliers: Array<Supplier>;
};


export type QueryActiveCampaignsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryActiveCampaignsWithProductsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminAuditLogArgs = {
  filter?: InputMaybe<AdminAuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminAuditSort>;
};


export type QueryAdminOrderArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminOrderSort>;
};


export type QueryAdminPaymentMethodsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBrandArgs = {
  seoLink: Scalars['String']['input'];
};


export type QueryBrandsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCardBinArgs = {
  amountMinor: Scalars['Money']['input'];
  bin: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  paymentCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCargoOptionsArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCartArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  paymentCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  seoLink: Scalars['String']['input'];
};


export type QueryCategoryBestSellersArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryTreeArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckOrderAddressArgs = {
  guestToken?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCitiesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  stateId: Scalars['Int']['input'];
};


export type QueryContentPageArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  seoLink: Scalars['String']['input'];
};


export type QueryContentPageByCodeArgs = {
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContentPageByIdArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContentPagesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCountriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerOrdersArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHasStockAlertArgs = {
  productId: Scalars['Int']['input'];
  subProductId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHeaderMenuArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHomeBlocksArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMostSearchedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyFavoritesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyOrdersArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyProductCommentArgs = {
  productId: Scalars['Int']['input'];
};


export type QueryOrderArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderLookupArgs = {
  code: Scalars['String']['input'];
  emailOrPhone: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderRequestReasonsArgs = {
  kind: OrderRequestKind;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderRequestsArgs = {
  kind?: InputMaybe<OrderRequestKind>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderRequestStatus>;
};


export type QueryOrderStatusesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderTrackingArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPasswordResetTokenValidArgs = {
  token: Scalars['String']['input'];
};


export type QueryPaymentTypesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPaytrFrameUrlArgs = {
  token: Scalars['String']['input'];
};


export type QueryProductArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  seoLink: Scalars['String']['input'];
};


export type QueryProductByIdArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductCampaignsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
};


export type QueryProductCommentsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
  sort?: InputMaybe<CommentSort>;
};


export type QueryProductFaqArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryProductsByIdsArgs = {
  ids: Array<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryResolveSeoLinkArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  path: Scalars['String']['input'];
};


export type QuerySameProductsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['Int']['input'];
};


export type QuerySearchArgs = {
  filter?: InputMaybe<ProductFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  text: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QuerySettingArgs = {
  code: Scalars['String']['input'];
};


export type QueryShowcaseArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySiteSettingsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStatesArgs = {
  countryId: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};

/** Registration: the member's details, a password of at least 8 characters and the two required consents. */
export type RegisterCustomerInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  cityId?: InputMaybe<Scalars['Int']['input']>;
  /** Commercial messages by mail and SMS (İYS): optional. */
  commercial?: InputMaybe<Scalars['Boolean']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  homePhone?: InputMaybe<Scalars['String']['input']>;
  identityNumber?: InputMaybe<Scalars['String']['input']>;
  /** INDIVIDUAL when left out; CORPORATE needs company name, tax office and tax number. */
  kind?: InputMaybe<CustomerKind>;
  /** The personal-data notice (KVKK) was read: required. */
  kvkk?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The membership agreement was accepted: required. */
  membership?: InputMaybe<Scalars['Boolean']['input']>;
  officePhone?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  stateId?: InputMaybe<Scalars['Int']['input']>;
  taxNumber?: InputMaybe<Scalars['String']['input']>;
  taxOffice?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterResult = CustomerSession | FormError;

/** A related-colour product: only products with at least one image are listed. */
export type RelatedProduct = {
  __typename?: 'RelatedProduct';
  id: Scalars['Int']['output'];
  images: Array<ProductImage>;
  seoLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Sent, or EMAIL_ALREADY_VERIFIED. */
export type RequestEmailVerificationResult = EmailVerificationSent | OperationError;

export type ResetPasswordResult = CustomerSession | FormError;

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Suggested spelling when the text itself matched nothing exactly (typo tolerance kicked in). */
  didYouMean?: Maybe<Scalars['String']['output']>;
  listing: ProductListing;
  /** The text as searched (trimmed). */
  text: Scalars['String']['output'];
};

export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  currencyCode: Scalars['String']['output'];
  displayPriceMinor: Scalars['Money']['output'];
  id: Scalars['Int']['output'];
  /** /media/… small image path. */
  image?: Maybe<Scalars['String']['output']>;
  seoLink: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  brands: Array<BrandRef>;
  categories: Array<CategoryRef>;
  products: Array<SearchSuggestion>;
};

export type SearchTerm = {
  __typename?: 'SearchTerm';
  count: Scalars['Int']['output'];
  term: Scalars['String']['output'];
};

/** CODE_NOT_SENT (the provider refused or did not answer) or a FormError for the phone number. */
export type SendPhoneCodeResult = FormError | OperationError | PhoneCodeSent;

export type SeoLinkKind =
  | 'BRAND'
  | 'CATEGORY'
  | 'CONTENT'
  /** Nothing has this link: the storefront answers 404. */
  | 'NONE'
  | 'PRODUCT';

/** What `/{seoLink}` (or `/{brandLink}/{categoryLink}`) is in a language. */
export type SeoLinkTarget = {
  __typename?: 'SeoLinkTarget';
  /** For `/{brand}/{category}`: the category's id within the brand listing. */
  categoryId?: Maybe<Scalars['Int']['output']>;
  /** Id of the product, category, brand or content page; null for NONE. */
  id?: Maybe<Scalars['Int']['output']>;
  kind: SeoLinkKind;
  /** A CATEGORY or BRAND target's products: the filter narrowed to the path's category and brand. Null for other kinds. */
  listing?: Maybe<ProductListing>;
  /** The same target's links in every language (for hreflang and the language switcher). */
  seoLinks: Array<LocalizedLink>;
};


/** What `/{seoLink}` (or `/{brandLink}/{categoryLink}`) is in a language. */
export type SeoLinkTargetListingArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A code/value site setting (google_site_verification, google_gtm_id, phone, …). */
export type Setting = {
  __typename?: 'Setting';
  code: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The `setting` object of the legacy settings response: markup and assets injected into every page. */
export type SettingObject = {
  __typename?: 'SettingObject';
  bodyHtml: Scalars['String']['output'];
  bodyScript: Scalars['String']['output'];
  bodyScripts: Array<Scalars['String']['output']>;
  css: Scalars['String']['output'];
  favicon: Scalars['String']['output'];
  headScript: Scalars['String']['output'];
  headScripts: Array<Scalars['String']['output']>;
  noImageProduct: Scalars['String']['output'];
};

export type SettingResult = OperationError | Setting;

/** Email and phone of the person ordering (a guest's 'continue without login', a member's profile). */
export type ShopperContact = {
  __typename?: 'ShopperContact';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type ShopperContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ShopperKind =
  | 'CUSTOMER'
  | 'GUEST';

/** The order's contact phone and whether a code to it was confirmed. */
export type ShopperPhone = {
  __typename?: 'ShopperPhone';
  confirmed: Scalars['Boolean']['output'];
  /** The contact phone as given. */
  phone: Scalars['String']['output'];
  /** Whether ordering needs it confirmed (the must_phone_confirm setting). */
  required: Scalars['Boolean']['output'];
};

/** A home page showcase (vitrin): new, promotional, discounted, best-selling products. */
export type ShowcaseBlock = {
  __typename?: 'ShowcaseBlock';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  products: Array<ProductCard>;
  title: Scalars['String']['output'];
};

/** A block placed in one of the layout sections (header, left, center, right, footer). */
export type SiteBlock = {
  __typename?: 'SiteBlock';
  code: Scalars['String']['output'];
  content: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SiteConfig = {
  __typename?: 'SiteConfig';
  company: Scalars['String']['output'];
  email: Scalars['String']['output'];
  logo: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** Shop name; page titles are based on it. */
  shopName: Scalars['String']['output'];
  whatsapp: Scalars['String']['output'];
};

export type SiteSettings = {
  __typename?: 'SiteSettings';
  center: Array<SiteBlock>;
  config: SiteConfig;
  footer: Array<SiteBlock>;
  header: Array<SiteBlock>;
  language: Scalars['String']['output'];
  left: Array<SiteBlock>;
  /** Set when the requested page does not exist: the storefront answers 404 'Sayfa bulunamadı'. */
  page?: Maybe<Scalars['String']['output']>;
  pageLinks: Array<PageLink>;
  right: Array<SiteBlock>;
  setting: SettingObject;
  settings: Array<Setting>;
};

export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  id: Scalars['Int']['output'];
  kind: SeoLinkKind;
  links: Array<LocalizedLink>;
  /** ISO timestamp of the last change. */
  updatedAt: Scalars['String']['output'];
};

/** Where to send the browser, and the values to keep until the provider sends it back (never shown to the page). */
export type SocialLoginStart = {
  __typename?: 'SocialLoginStart';
  authorizationUrl: Scalars['String']['output'];
  codeVerifier: Scalars['String']['output'];
  nonce: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type SocialLoginStartResult = OperationError | SocialLoginStart;

export type SocialProvider =
  | 'APPLE'
  | 'FACEBOOK'
  | 'GOOGLE';

/** A state or province (Turkey: il). Names are proper names, the same in every language. */
export type State = {
  __typename?: 'State';
  /** Official code within the country (Turkey: plate code 01–81). */
  code: Scalars['String']['output'];
  countryId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

/** An open back-in-stock alert (subProductId null: the product as a whole). */
export type StockAlertRequest = {
  __typename?: 'StockAlertRequest';
  productId: Scalars['Int']['output'];
  subProductId?: Maybe<Scalars['Int']['output']>;
};

/** HAS_LETMENOW: already asked for this product (or variant); LETMENOW_NOT_ADDED: unknown product or variant. */
export type StockAlertResult = OperationError | StockAlertRequest;

export type SubProduct = {
  __typename?: 'SubProduct';
  attribute1: Scalars['String']['output'];
  attribute2: Scalars['String']['output'];
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Offered and has stock. */
  inStock: Scalars['Boolean']['output'];
  /** false: the shop does not offer this combination (shoppers cannot choose it). */
  isActive: Scalars['Boolean']['output'];
  price: ProductPrice;
  /** Property id of the property1 value. */
  property1?: Maybe<Scalars['Int']['output']>;
  /** Property id of the property2 value. */
  property2?: Maybe<Scalars['Int']['output']>;
  quantity: Scalars['Int']['output'];
};

export type Supplier = {
  __typename?: 'Supplier';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type TextDirection =
  | 'LTR'
  | 'RTL';

export type UpdateCartInput = {
  /** ISO code (TRY, USD, EUR), legacy code (tl, usd, euro) or id of an active currency. */
  currency?: InputMaybe<Scalars['String']['input']>;
  deliveryAddressId?: InputMaybe<Scalars['Int']['input']>;
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 characters (GENERAL_NOTE_NO_ADDED when longer). */
  generalNote?: InputMaybe<Scalars['String']['input']>;
  /** At most 500 characters. */
  giftNote?: InputMaybe<Scalars['String']['input']>;
  /** The shopper's own address ids (NOT_FOUND for another's). */
  invoiceAddressId?: InputMaybe<Scalars['Int']['input']>;
  isGiftCart?: InputMaybe<Scalars['Boolean']['input']>;
  isGiftNoteActive?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateCartLineInput = {
  cartProductId?: InputMaybe<Scalars['Int']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An expected business failure, returned as a result rather than thrown. Every error type of a result union
 * implements it, so a client reads any of them the same way; the REST layer answers `code` in lower case.
 */
export type UserError = {
  /** The error code (legacy REST replies carry it lower-cased). */
  code: ErrorCode;
  /** The input field the error is about, when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message in the request's language. */
  message: Scalars['String']['output'];
};

export type VatLine = {
  __typename?: 'VatLine';
  /** Net amount at this rate after discounts. */
  netMinor: Scalars['Money']['output'];
  /** VAT rate in percent (0, 1, 10, 20). */
  rate: Scalars['Int']['output'];
  vatMinor: Scalars['Money']['output'];
};

/** Verified, or EMAIL_VERIFICATION_INVALID / EMAIL_VERIFICATION_EXPIRED / EMAIL_VERIFICATION_USED. */
export type VerifyEmailResult = EmailVerified | OperationError;

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  AddCommentResult:
    | ( MemberComment & { __typename: 'MemberComment' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AddressResult:
    | ( Address & { __typename: 'Address' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminLoginResult:
    | ( AdminSessionRecord & { __typename: 'AdminSession' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminOrderResult:
    | ( Omit<OrderChanged, 'order'> & { order: _RefType['Order'] } & { __typename: 'OrderChanged' } )
    | ( OrderErrorResult & { __typename: 'OrderError' } )
  ;
  AdminTotpResult:
    | ( AdminUserRecord & { __typename: 'AdminUser' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  CardBinResult:
    | ( CardBin & { __typename: 'CardBin' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  CartResult:
    | ( Omit<Cart, 'promotionProblems'> & { promotionProblems: Array<_RefType['PromotionProblem']> } & { __typename: 'Cart' } )
    | ( CartErrorResult & { __typename: 'CartError' } )
  ;
  CheckPhoneCodeResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( PhoneCodeAccepted & { __typename: 'PhoneCodeAccepted' } )
  ;
  CodeLoginResult:
    | ( CustomerSessionResult & { __typename: 'CustomerSession' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  ConfirmShopperPhoneResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( ShopperPhone & { __typename: 'ShopperPhone' } )
  ;
  ContactResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( ShopperContact & { __typename: 'ShopperContact' } )
  ;
  DeleteAccountResult:
    | ( AccountDeleted & { __typename: 'AccountDeleted' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  FavoriteResult:
    | ( FavoriteChange & { __typename: 'FavoriteChange' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  LoginResult:
    | ( CustomerSessionResult & { __typename: 'CustomerSession' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  OrderRequestResult:
    | ( OrderErrorResult & { __typename: 'OrderError' } )
    | ( OrderRequestRecord & { __typename: 'OrderRequest' } )
  ;
  PasswordChangeResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( PasswordChanged & { __typename: 'PasswordChanged' } )
  ;
  PasswordResetRequestResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( PasswordResetRequested & { __typename: 'PasswordResetRequested' } )
  ;
  PaymentResult:
    | ( OrderErrorResult & { __typename: 'OrderError' } )
    | ( PaymentChallenge & { __typename: 'PaymentChallenge' } )
    | ( Omit<PaymentOutcome, 'order'> & { order: _RefType['Order'] } & { __typename: 'PaymentOutcome' } )
  ;
  ProfileResult:
    | ( CustomerProfile & { __typename: 'Customer' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  RegisterResult:
    | ( CustomerSessionResult & { __typename: 'CustomerSession' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  RequestEmailVerificationResult:
    | ( EmailVerificationSent & { __typename: 'EmailVerificationSent' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  ResetPasswordResult:
    | ( CustomerSessionResult & { __typename: 'CustomerSession' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  SendPhoneCodeResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( PhoneCodeSent & { __typename: 'PhoneCodeSent' } )
  ;
  SettingResult:
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( Setting & { __typename: 'Setting' } )
  ;
  SocialLoginStartResult:
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( SocialLoginStart & { __typename: 'SocialLoginStart' } )
  ;
  StockAlertResult:
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( StockAlertRequest & { __typename: 'StockAlertRequest' } )
  ;
  VerifyEmailResult:
    | ( EmailVerified & { __typename: 'EmailVerified' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  UserError:
    | ( CartErrorResult )
    | ( FormErrorResult )
    | ( OperationErrorResult )
    | ( OrderErrorResult )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountDeleted: ResolverTypeWrapper<AccountDeleted>;
  AddCommentInput: AddCommentInput;
  AddCommentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddCommentResult']>;
  AddToCartInput: AddToCartInput;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddressResult']>;
  AddressUse: AddressUse;
  AdminAuditEntry: ResolverTypeWrapper<AdminAuditEntry>;
  AdminAuditFilter: AdminAuditFilter;
  AdminAuditPage: ResolverTypeWrapper<AdminAuditPage>;
  AdminAuditSort: AdminAuditSort;
  AdminLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminLoginResult']>;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPage: ResolverTypeWrapper<Omit<AdminOrderPage, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  AdminOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminOrderResult']>;
  AdminOrderSort: AdminOrderSort;
  AdminRole: AdminRole;
  AdminSession: ResolverTypeWrapper<AdminSessionRecord>;
  AdminTotpEnrolment: ResolverTypeWrapper<AdminTotpEnrolment>;
  AdminTotpResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminTotpResult']>;
  AdminUser: ResolverTypeWrapper<AdminUserRecord>;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandFacet: ResolverTypeWrapper<BrandFacet>;
  BrandRef: ResolverTypeWrapper<BrandRef>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  CallbackField: CallbackField;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignWithProducts: ResolverTypeWrapper<CampaignWithProducts>;
  CardBin: ResolverTypeWrapper<CardBin>;
  CardBinResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CardBinResult']>;
  CardInput: CardInput;
  CardInstallment: ResolverTypeWrapper<CardInstallment>;
  CardKind: CardKind;
  CardScheme: CardScheme;
  CargoOption: ResolverTypeWrapper<CargoOption>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'promotionProblems'> & { promotionProblems: Array<ResolversTypes['PromotionProblem']> }>;
  CartBatchResult: ResolverTypeWrapper<Omit<CartBatchResult, 'cart' | 'errors'> & { cart?: Maybe<ResolversTypes['Cart']>, errors: Array<Maybe<ResolversTypes['CartError']>> }>;
  CartCampaign: ResolverTypeWrapper<CartCampaign>;
  CartCoupon: ResolverTypeWrapper<CartCoupon>;
  CartError: ResolverTypeWrapper<CartErrorResult>;
  CartLine: ResolverTypeWrapper<CartLine>;
  CartMergeChange: ResolverTypeWrapper<CartMergeChangeRecord>;
  CartMergeResult: ResolverTypeWrapper<Omit<CartMergeResult, 'cart' | 'changes'> & { cart: ResolversTypes['Cart'], changes: Array<ResolversTypes['CartMergeChange']> }>;
  CartPersonalization: ResolverTypeWrapper<CartPersonalization>;
  CartPersonalizationInput: CartPersonalizationInput;
  CartPersonalizationOption: ResolverTypeWrapper<CartPersonalizationOption>;
  CartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CartResult']>;
  CartShopper: ResolverTypeWrapper<CartShopper>;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  Category: ResolverTypeWrapper<Category>;
  CategoryBestSellers: ResolverTypeWrapper<CategoryBestSellers>;
  CategoryFacet: ResolverTypeWrapper<CategoryFacet>;
  CategoryRef: ResolverTypeWrapper<CategoryRef>;
  ChangeOrderStatusInput: ChangeOrderStatusInput;
  CheckPhoneCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CheckPhoneCodeResult']>;
  City: ResolverTypeWrapper<City>;
  CodeChannel: CodeChannel;
  CodeLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CodeLoginResult']>;
  CodePurpose: CodePurpose;
  Comment: ResolverTypeWrapper<Comment>;
  CommentPage: ResolverTypeWrapper<CommentPage>;
  CommentSort: CommentSort;
  ConfirmShopperPhoneResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmShopperPhoneResult']>;
  ContactResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContactResult']>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContractAcceptance: ContractAcceptance;
  Country: ResolverTypeWrapper<Country>;
  Currency: ResolverTypeWrapper<Currency>;
  Customer: ResolverTypeWrapper<CustomerProfile>;
  CustomerKind: CustomerKind;
  CustomerProfileInput: CustomerProfileInput;
  CustomerSession: ResolverTypeWrapper<CustomerSessionResult>;
  DecideOrderRequestInput: DecideOrderRequestInput;
  DeleteAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteAccountResult']>;
  DoorPaymentType: DoorPaymentType;
  EmailVerificationSent: ResolverTypeWrapper<EmailVerificationSent>;
  EmailVerified: ResolverTypeWrapper<EmailVerified>;
  ErrorCode: ErrorCode;
  FaqItem: ResolverTypeWrapper<FaqItem>;
  FavoriteChange: ResolverTypeWrapper<FavoriteChange>;
  FavoritePage: ResolverTypeWrapper<FavoritePage>;
  FavoriteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FavoriteResult']>;
  FieldError: ResolverTypeWrapper<FieldErrorResult>;
  FinishSocialLoginInput: FinishSocialLoginInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormError: ResolverTypeWrapper<FormErrorResult>;
  Gender: Gender;
  GuestIdentity: ResolverTypeWrapper<GuestIdentity>;
  HeaderMenuItem: ResolverTypeWrapper<HeaderMenuItem>;
  InstallmentOption: ResolverTypeWrapper<InstallmentOption>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceType: InvoiceType;
  Language: ResolverTypeWrapper<Language>;
  LocalizedLink: ResolverTypeWrapper<LocalizedLink>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  MemberComment: ResolverTypeWrapper<MemberComment>;
  Model: ResolverTypeWrapper<Model>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OperationError: ResolverTypeWrapper<OperationErrorResult>;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAddressCheck: ResolverTypeWrapper<OrderAddressCheckResult>;
  OrderAddressCheckCode: OrderAddressCheckCode;
  OrderChanged: ResolverTypeWrapper<Omit<OrderChanged, 'order'> & { order: ResolversTypes['Order'] }>;
  OrderError: ResolverTypeWrapper<OrderErrorResult>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  OrderRequest: ResolverTypeWrapper<OrderRequestRecord>;
  OrderRequestInput: OrderRequestInput;
  OrderRequestKind: OrderRequestKind;
  OrderRequestLine: ResolverTypeWrapper<OrderRequestLine>;
  OrderRequestLineInput: OrderRequestLineInput;
  OrderRequestPage: ResolverTypeWrapper<Omit<OrderRequestPage, 'requests'> & { requests: Array<ResolversTypes['OrderRequest']> }>;
  OrderRequestReason: ResolverTypeWrapper<OrderRequestReason>;
  OrderRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['OrderRequestResult']>;
  OrderRequestStatus: OrderRequestStatus;
  OrderRequestableLine: ResolverTypeWrapper<OrderRequestableLine>;
  OrderStatus: ResolverTypeWrapper<OrderStatusRecord>;
  OrderStatusCode: OrderStatusCode;
  OrderStatusEntry: ResolverTypeWrapper<OrderStatusEntryRecord>;
  OrderTracking: ResolverTypeWrapper<OrderTracking>;
  PageLink: ResolverTypeWrapper<PageLink>;
  PasswordChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordChangeResult']>;
  PasswordChanged: ResolverTypeWrapper<PasswordChanged>;
  PasswordResetRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordResetRequestResult']>;
  PasswordResetRequested: ResolverTypeWrapper<PasswordResetRequested>;
  PayDoorInput: PayDoorInput;
  PayWireTransferInput: PayWireTransferInput;
  PaymentChallenge: ResolverTypeWrapper<PaymentChallenge>;
  PaymentCredentialInput: PaymentCredentialInput;
  PaymentCredentialSetting: ResolverTypeWrapper<PaymentCredentialSetting>;
  PaymentMethodSetting: ResolverTypeWrapper<PaymentMethodSetting>;
  PaymentMethodSettingInput: PaymentMethodSettingInput;
  PaymentOutcome: ResolverTypeWrapper<Omit<PaymentOutcome, 'order'> & { order: ResolversTypes['Order'] }>;
  PaymentProviderInput: PaymentProviderInput;
  PaymentResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentResult']>;
  PaymentStatus: PaymentStatus;
  PaymentType: ResolverTypeWrapper<PaymentType>;
  Personalization: ResolverTypeWrapper<Personalization>;
  PersonalizationOption: ResolverTypeWrapper<PersonalizationOption>;
  PersonalizationType: PersonalizationType;
  PhoneCodeAccepted: ResolverTypeWrapper<PhoneCodeAccepted>;
  PhoneCodeSent: ResolverTypeWrapper<PhoneCodeSent>;
  PlaceOrderInput: PlaceOrderInput;
  Product: ResolverTypeWrapper<Product>;
  ProductCard: ResolverTypeWrapper<ProductCard>;
  ProductDimensions: ResolverTypeWrapper<ProductDimensions>;
  ProductFacets: ResolverTypeWrapper<ProductFacets>;
  ProductFilter: ProductFilter;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductListing: ResolverTypeWrapper<ProductListing>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductSort: ProductSort;
  ProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProfileResult']>;
  PromotionProblem: ResolverTypeWrapper<PromotionProblemResult>;
  PropertyFacet: ResolverTypeWrapper<PropertyFacet>;
  PropertyGroup: ResolverTypeWrapper<PropertyGroup>;
  PropertyItem: ResolverTypeWrapper<PropertyItem>;
  PropertyValueFacet: ResolverTypeWrapper<PropertyValueFacet>;
  ProviderPaymentConfirmation: ResolverTypeWrapper<ProviderPaymentConfirmation>;
  ProviderPaymentStatus: ProviderPaymentStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterResult']>;
  RelatedProduct: ResolverTypeWrapper<RelatedProduct>;
  RequestEmailVerificationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestEmailVerificationResult']>;
  ResetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResetPasswordResult']>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchSuggestions: ResolverTypeWrapper<SearchSuggestions>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  SendPhoneCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendPhoneCodeResult']>;
  SeoLinkKind: SeoLinkKind;
  SeoLinkTarget: ResolverTypeWrapper<SeoLinkTarget>;
  Setting: ResolverTypeWrapper<Setting>;
  SettingObject: ResolverTypeWrapper<SettingObject>;
  SettingResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SettingResult']>;
  ShopperContact: ResolverTypeWrapper<ShopperContact>;
  ShopperContactInput: ShopperContactInput;
  ShopperKind: ShopperKind;
  ShopperPhone: ResolverTypeWrapper<ShopperPhone>;
  ShowcaseBlock: ResolverTypeWrapper<ShowcaseBlock>;
  SiteBlock: ResolverTypeWrapper<SiteBlock>;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  SocialLoginStart: ResolverTypeWrapper<SocialLoginStart>;
  SocialLoginStartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SocialLoginStartResult']>;
  SocialProvider: SocialProvider;
  State: ResolverTypeWrapper<State>;
  StockAlertRequest: ResolverTypeWrapper<StockAlertRequest>;
  StockAlertResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StockAlertResult']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubProduct: ResolverTypeWrapper<SubProduct>;
  Supplier: ResolverTypeWrapper<Supplier>;
  TextDirection: TextDirection;
  UpdateCartInput: UpdateCartInput;
  UpdateCartLineInput: UpdateCartLineInput;
  UserError: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['UserError']>;
  VatLine: ResolverTypeWrapper<VatLine>;
  VerifyEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyEmailResult']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountDeleted: AccountDeleted;
  AddCommentInput: AddCommentInput;
  AddCommentResult: ResolversUnionTypes<ResolversParentTypes>['AddCommentResult'];
  AddToCartInput: AddToCartInput;
  Address: Address;
  AddressInput: AddressInput;
  AddressResult: ResolversUnionTypes<ResolversParentTypes>['AddressResult'];
  AddressUse: AddressUse;
  AdminAuditEntry: AdminAuditEntry;
  AdminAuditFilter: AdminAuditFilter;
  AdminAuditPage: AdminAuditPage;
  AdminLoginResult: ResolversUnionTypes<ResolversParentTypes>['AdminLoginResult'];
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPage: Omit<AdminOrderPage, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  AdminOrderResult: ResolversUnionTypes<ResolversParentTypes>['AdminOrderResult'];
  AdminSession: AdminSessionRecord;
  AdminTotpEnrolment: AdminTotpEnrolment;
  AdminTotpResult: ResolversUnionTypes<ResolversParentTypes>['AdminTotpResult'];
  AdminUser: AdminUserRecord;
  BankAccount: BankAccount;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandFacet: BrandFacet;
  BrandRef: BrandRef;
  Breadcrumb: Breadcrumb;
  CallbackField: CallbackField;
  Campaign: Campaign;
  CampaignWithProducts: CampaignWithProducts;
  CardBin: CardBin;
  CardBinResult: ResolversUnionTypes<ResolversParentTypes>['CardBinResult'];
  CardInput: CardInput;
  CardInstallment: CardInstallment;
  CargoOption: CargoOption;
  Cart: Omit<Cart, 'promotionProblems'> & { promotionProblems: Array<ResolversParentTypes['PromotionProblem']> };
  CartBatchResult: Omit<CartBatchResult, 'cart' | 'errors'> & { cart?: Maybe<ResolversParentTypes['Cart']>, errors: Array<Maybe<ResolversParentTypes['CartError']>> };
  CartCampaign: CartCampaign;
  CartCoupon: CartCoupon;
  CartError: CartErrorResult;
  CartLine: CartLine;
  CartMergeChange: CartMergeChangeRecord;
  CartMergeResult: Omit<CartMergeResult, 'cart' | 'changes'> & { cart: ResolversParentTypes['Cart'], changes: Array<ResolversParentTypes['CartMergeChange']> };
  CartPersonalization: CartPersonalization;
  CartPersonalizationInput: CartPersonalizationInput;
  CartPersonalizationOption: CartPersonalizationOption;
  CartResult: ResolversUnionTypes<ResolversParentTypes>['CartResult'];
  CartShopper: CartShopper;
  CartTotals: CartTotals;
  Category: Category;
  CategoryBestSellers: CategoryBestSellers;
  CategoryFacet: CategoryFacet;
  CategoryRef: CategoryRef;
  ChangeOrderStatusInput: ChangeOrderStatusInput;
  CheckPhoneCodeResult: ResolversUnionTypes<ResolversParentTypes>['CheckPhoneCodeResult'];
  City: City;
  CodeLoginResult: ResolversUnionTypes<ResolversParentTypes>['CodeLoginResult'];
  Comment: Comment;
  CommentPage: CommentPage;
  ConfirmShopperPhoneResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmShopperPhoneResult'];
  ContactResult: ResolversUnionTypes<ResolversParentTypes>['ContactResult'];
  ContentPage: ContentPage;
  ContractAcceptance: ContractAcceptance;
  Country: Country;
  Currency: Currency;
  Customer: CustomerProfile;
  CustomerProfileInput: CustomerProfileInput;
  CustomerSession: CustomerSessionResult;
  DecideOrderRequestInput: DecideOrderRequestInput;
  DeleteAccountResult: ResolversUnionTypes<ResolversParentTypes>['DeleteAccountResult'];
  EmailVerificationSent: EmailVerificationSent;
  EmailVerified: EmailVerified;
  FaqItem: FaqItem;
  FavoriteChange: FavoriteChange;
  FavoritePage: FavoritePage;
  FavoriteResult: ResolversUnionTypes<ResolversParentTypes>['FavoriteResult'];
  FieldError: FieldErrorResult;
  FinishSocialLoginInput: FinishSocialLoginInput;
  Float: Scalars['Float']['output'];
  FormError: FormErrorResult;
  GuestIdentity: GuestIdentity;
  HeaderMenuItem: HeaderMenuItem;
  InstallmentOption: InstallmentOption;
  Int: Scalars['Int']['output'];
  Language: Language;
  LocalizedLink: LocalizedLink;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  MemberComment: MemberComment;
  Model: Model;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  OperationError: OperationErrorResult;
  Order: OrderRecord;
  OrderAddress: OrderAddress;
  OrderAddressCheck: OrderAddressCheckResult;
  OrderChanged: Omit<OrderChanged, 'order'> & { order: ResolversParentTypes['Order'] };
  OrderError: OrderErrorResult;
  OrderLine: OrderLine;
  OrderPage: Omit<OrderPage, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  OrderRequest: OrderRequestRecord;
  OrderRequestInput: OrderRequestInput;
  OrderRequestLine: OrderRequestLine;
  OrderRequestLineInput: OrderRequestLineInput;
  OrderRequestPage: Omit<OrderRequestPage, 'requests'> & { requests: Array<ResolversParentTypes['OrderRequest']> };
  OrderRequestReason: OrderRequestReason;
  OrderRequestResult: ResolversUnionTypes<ResolversParentTypes>['OrderRequestResult'];
  OrderRequestableLine: OrderRequestableLine;
  OrderStatus: OrderStatusRecord;
  OrderStatusEntry: OrderStatusEntryRecord;
  OrderTracking: OrderTracking;
  PageLink: PageLink;
  PasswordChangeResult: ResolversUnionTypes<ResolversParentTypes>['PasswordChangeResult'];
  PasswordChanged: PasswordChanged;
  PasswordResetRequestResult: ResolversUnionTypes<ResolversParentTypes>['PasswordResetRequestResult'];
  PasswordResetRequested: PasswordResetRequested;
  PayDoorInput: PayDoorInput;
  PayWireTransferInput: PayWireTransferInput;
  PaymentChallenge: PaymentChallenge;
  PaymentCredentialInput: PaymentCredentialInput;
  PaymentCredentialSetting: PaymentCredentialSetting;
  PaymentMethodSetting: PaymentMethodSetting;
  PaymentMethodSettingInput: PaymentMethodSettingInput;
  PaymentOutcome: Omit<PaymentOutcome, 'order'> & { order: ResolversParentTypes['Order'] };
  PaymentProviderInput: PaymentProviderInput;
  PaymentResult: ResolversUnionTypes<ResolversParentTypes>['PaymentResult'];
  PaymentType: PaymentType;
  Personalization: Personalization;
  PersonalizationOption: PersonalizationOption;
  PhoneCodeAccepted: PhoneCodeAccepted;
  PhoneCodeSent: PhoneCodeSent;
  PlaceOrderInput: PlaceOrderInput;
  Product: Product;
  ProductCard: ProductCard;
  ProductDimensions: ProductDimensions;
  ProductFacets: ProductFacets;
  ProductFilter: ProductFilter;
  ProductImage: ProductImage;
  ProductListing: ProductListing;
  ProductPrice: ProductPrice;
  ProfileResult: ResolversUnionTypes<ResolversParentTypes>['ProfileResult'];
  PromotionProblem: PromotionProblemResult;
  PropertyFacet: PropertyFacet;
  PropertyGroup: PropertyGroup;
  PropertyItem: PropertyItem;
  PropertyValueFacet: PropertyValueFacet;
  ProviderPaymentConfirmation: ProviderPaymentConfirmation;
  Query: Record<PropertyKey, never>;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterResult: ResolversUnionTypes<ResolversParentTypes>['RegisterResult'];
  RelatedProduct: RelatedProduct;
  RequestEmailVerificationResult: ResolversUnionTypes<ResolversParentTypes>['RequestEmailVerificationResult'];
  ResetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['ResetPasswordResult'];
  SearchResult: SearchResult;
  SearchSuggestion: SearchSuggestion;
  SearchSuggestions: SearchSuggestions;
  SearchTerm: SearchTerm;
  SendPhoneCodeResult: ResolversUnionTypes<ResolversParentTypes>['SendPhoneCodeResult'];
  SeoLinkTarget: SeoLinkTarget;
  Setting: Setting;
  SettingObject: SettingObject;
  SettingResult: ResolversUnionTypes<ResolversParentTypes>['SettingResult'];
  ShopperContact: ShopperContact;
  ShopperContactInput: ShopperContactInput;
  ShopperPhone: ShopperPhone;
  ShowcaseBlock: ShowcaseBlock;
  SiteBlock: SiteBlock;
  SiteConfig: SiteConfig;
  SiteSettings: SiteSettings;
  SitemapEntry: SitemapEntry;
  SocialLoginStart: SocialLoginStart;
  SocialLoginStartResult: ResolversUnionTypes<ResolversParentTypes>['SocialLoginStartResult'];
  State: State;
  StockAlertRequest: StockAlertRequest;
  StockAlertResult: ResolversUnionTypes<ResolversParentTypes>['StockAlertResult'];
  String: Scalars['String']['output'];
  SubProduct: SubProduct;
  Supplier: Supplier;
  UpdateCartInput: UpdateCartInput;
  UpdateCartLineInput: UpdateCartLineInput;
  UserError: ResolversInterfaceTypes<ResolversParentTypes>['UserError'];
  VatLine: VatLine;
  VerifyEmailResult: ResolversUnionTypes<ResolversParentTypes>['VerifyEmailResult'];
}>;

export type AccountDeletedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AccountDeleted'] = ResolversParentTypes['AccountDeleted']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddCommentResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AddCommentResult'] = ResolversParentTypes['AddCommentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'MemberComment' | 'OperationError', ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes['InvoiceType'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxOffice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddressResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AddressResult'] = ResolversParentTypes['AddressResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Address' | 'FormError', ParentType, ContextType>;
}>;

export type AdminAuditEntryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  adminEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adminId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  adminName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminAuditPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminAuditPage'] = ResolversParentTypes['AdminAuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminLoginResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminLoginResult'] = ResolversParentTypes['AdminLoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminSession' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminOrderPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminOrderPage'] = ResolversParentTypes['AdminOrderPage']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminOrderResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminOrderResult'] = ResolversParentTypes['AdminOrderResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OrderChanged' | 'OrderError', ParentType, ContextType>;
}>;

export type AdminSessionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSession'] = ResolversParentTypes['AdminSession']> = ResolversObject<{
  admin?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminTotpEnrolmentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminTotpEnrolment'] = ResolversParentTypes['AdminTotpEnrolment']> = ResolversObject<{
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminTotpResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminTotpResult'] = ResolversParentTypes['AdminTotpResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminUser' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminUserResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BankAccountResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = ResolversObject<{
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrandFacetResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BrandFacet'] = ResolversParentTypes['BrandFacet']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandRefResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BrandRef'] = ResolversParentTypes['BrandRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BreadcrumbResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = ResolversObject<{
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CampaignResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = ResolversObject<{
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CampaignWithProductsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CampaignWithProducts'] = ResolversParentTypes['CampaignWithProducts']> = ResolversObject<{
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
}>;

export type CardBinResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CardBin'] = ResolversParentTypes['CardBin']> = ResolversObject<{
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installments?: Resolver<Array<ResolversTypes['CardInstallment']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['CardKind']>, ParentType, ContextType>;
  scheme?: Resolver<Maybe<ResolversTypes['CardScheme']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CardBinResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CardBinResult'] = ResolversParentTypes['CardBinResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CardBin' | 'OperationError', ParentType, ContextType>;
}>;

export type CardInstallmentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CardInstallment'] = ResolversParentTypes['CardInstallment']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interestBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perInstallmentMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CargoOptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CargoOption'] = ResolversParentTypes['CargoOption']> = ResolversObject<{
  chargedMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeAboveMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  trackingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  campaigns?: Resolver<Array<ResolversTypes['CartCampaign']>, ParentType, ContextType>;
  cargoId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cargoOptions?: Resolver<Array<ResolversTypes['CargoOption']>, ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['CartCoupon']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAddressId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftPackagePriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  invoiceAddressId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isDeliveryDateActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGiftCart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGiftNoteActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  newGuest?: Resolver<Maybe<ResolversTypes['GuestIdentity']>, ParentType, ContextType>;
  personalizationTotalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  promotionProblems?: Resolver<Array<ResolversTypes['PromotionProblem']>, ParentType, ContextType>;
  selectedCampaign?: Resolver<Maybe<ResolversTypes['CartCampaign']>, ParentType, ContextType>;
  selectedCampaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shopper?: Resolver<ResolversTypes['CartShopper'], ParentType, ContextType>;
  subtotalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CartBatchResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartBatchResult'] = ResolversParentTypes['CartBatchResult']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<Maybe<ResolversTypes['CartError']>>, ParentType, ContextType>;
}>;

export type CartCampaignResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartCampaign'] = ResolversParentTypes['CartCampaign']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFreeCargo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minCartAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartCouponResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartCoupon'] = ResolversParentTypes['CartCoupon']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isGiftCertificate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CartErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartError'] = ResolversParentTypes['CartError']> = ResolversObject<{
  available?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  crossedOutPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  lineTotalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  memberMaxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberMinOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  personalizationPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  personalizations?: Resolver<Array<ResolversTypes['CartPersonalization']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartMergeChangeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartMergeChange'] = ResolversParentTypes['CartMergeChange']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartMergeResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartMergeResult'] = ResolversParentTypes['CartMergeResult']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['CartMergeChange']>, ParentType, ContextType>;
  merged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartPersonalizationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartPersonalization'] = ResolversParentTypes['CartPersonalization']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CartPersonalizationOption']>, ParentType, ContextType>;
  personalizationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartPersonalizationOptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartPersonalizationOption'] = ResolversParentTypes['CartPersonalizationOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CartResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartResult'] = ResolversParentTypes['CartResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Cart' | 'CartError', ParentType, ContextType>;
}>;

export type CartShopperResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartShopper'] = ResolversParentTypes['CartShopper']> = ResolversObject<{
  customerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  guestCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShopperKind'], ParentType, ContextType>;
}>;

export type CartTotalsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = ResolversObject<{
  campaignDiscountMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cargoMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  couponDiscountMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  doorFeeMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  giftPackageMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  isCargoFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linesMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  personalizationMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vat?: Resolver<Array<ResolversTypes['VatLine']>, ParentType, ContextType>;
  vatMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLinks?: Resolver<Array<ResolversTypes['LocalizedLink']>, ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryBestSellersResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CategoryBestSellers'] = ResolversParentTypes['CategoryBestSellers']> = ResolversObject<{
  category?: Resolver<ResolversTypes['CategoryRef'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
}>;

export type CategoryFacetResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CategoryFacet'] = ResolversParentTypes['CategoryFacet']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryRefResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CategoryRef'] = ResolversParentTypes['CategoryRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckPhoneCodeResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CheckPhoneCodeResult'] = ResolversParentTypes['CheckPhoneCodeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'OperationError' | 'PhoneCodeAccepted', ParentType, ContextType>;
}>;

export type CityResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stateId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeLoginResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CodeLoginResult'] = ResolversParentTypes['CodeLoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CustomerSession' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type CommentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isNameDisplay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CommentPage'] = ResolversParentTypes['CommentPage']> = ResolversObject<{
  averageRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConfirmShopperPhoneResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ConfirmShopperPhoneResult'] = ResolversParentTypes['ConfirmShopperPhoneResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'OperationError' | 'ShopperPhone', ParentType, ContextType>;
}>;

export type ContactResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactResult'] = ResolversParentTypes['ContactResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'ShopperContact', ParentType, ContextType>;
}>;

export type ContentPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLinks?: Resolver<Array<ResolversTypes['LocalizedLink']>, ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commercialConsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  homePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CustomerKind'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stateId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  taxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxOffice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerSessionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CustomerSession'] = ResolversParentTypes['CustomerSession']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteAccountResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['DeleteAccountResult'] = ResolversParentTypes['DeleteAccountResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountDeleted' | 'FormError', ParentType, ContextType>;
}>;

export type EmailVerificationSentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['EmailVerificationSent'] = ResolversParentTypes['EmailVerificationSent']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailVerifiedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['EmailVerified'] = ResolversParentTypes['EmailVerified']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FaqItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FaqItem'] = ResolversParentTypes['FaqItem']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FavoriteChangeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FavoriteChange'] = ResolversParentTypes['FavoriteChange']> = ResolversObject<{
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FavoritePageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FavoritePage'] = ResolversParentTypes['FavoritePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FavoriteResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FavoriteResult'] = ResolversParentTypes['FavoriteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FavoriteChange' | 'OperationError', ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['FormError'] = ResolversParentTypes['FormError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GuestIdentityResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['GuestIdentity'] = ResolversParentTypes['GuestIdentity']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HeaderMenuItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['HeaderMenuItem'] = ResolversParentTypes['HeaderMenuItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['HeaderMenuItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InstallmentOptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['InstallmentOption'] = ResolversParentTypes['InstallmentOption']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interestBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TextDirection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocalizedLinkResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['LocalizedLink'] = ResolversParentTypes['LocalizedLink']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CustomerSession' | 'OperationError', ParentType, ContextType>;
}>;

export type MemberCommentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['MemberComment'] = ResolversParentTypes['MemberComment']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNameDisplay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ModelResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Model'] = ResolversParentTypes['Model']> = ResolversObject<{
  brandId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addFavorite?: Resolver<ResolversTypes['FavoriteResult'], ParentType, ContextType, RequireFields<MutationAddFavoriteArgs, 'productId'>>;
  addItemsToCart?: Resolver<ResolversTypes['CartBatchResult'], ParentType, ContextType, RequireFields<MutationAddItemsToCartArgs, 'items'>>;
  addProductComment?: Resolver<ResolversTypes['AddCommentResult'], ParentType, ContextType, RequireFields<MutationAddProductCommentArgs, 'input'>>;
  addToCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  applyCoupon?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'code'>>;
  changeOrderStatus?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationChangeOrderStatusArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['PasswordChangeResult'], ParentType, ContextType, Partial<MutationChangePasswordArgs>>;
  checkPhoneCode?: Resolver<ResolversTypes['CheckPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationCheckPhoneCodeArgs, 'code' | 'phone' | 'purpose'>>;
  confirmAdminTotp?: Resolver<ResolversTypes['AdminTotpResult'], ParentType, ContextType, RequireFields<MutationConfirmAdminTotpArgs, 'code'>>;
  confirmCardPayment?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationConfirmCardPaymentArgs, 'callback' | 'paymentCode'>>;
  confirmLoginCode?: Resolver<ResolversTypes['CheckPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationConfirmLoginCodeArgs, 'channel' | 'code' | 'phone'>>;
  confirmProviderPayment?: Resolver<ResolversTypes['ProviderPaymentConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmProviderPaymentArgs, 'callback' | 'paymentCode'>>;
  confirmShopperPhone?: Resolver<ResolversTypes['ConfirmShopperPhoneResult'], ParentType, ContextType, RequireFields<MutationConfirmShopperPhoneArgs, 'code'>>;
  createGuestToken?: Resolver<ResolversTypes['GuestIdentity'], ParentType, ContextType>;
  decideOrderRequest?: Resolver<ResolversTypes['OrderRequestResult'], ParentType, ContextType, RequireFields<MutationDecideOrderRequestArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountResult'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  disableAdminTotp?: Resolver<ResolversTypes['AdminTotpResult'], ParentType, ContextType, RequireFields<MutationDisableAdminTotpArgs, 'code'>>;
  endBrowsingSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndBrowsingSessionArgs, 'customerId' | 'sessionId'>>;
  finishSocialLogin?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationFinishSocialLoginArgs, 'input'>>;
  loginAdmin?: Resolver<ResolversTypes['AdminLoginResult'], ParentType, ContextType, RequireFields<MutationLoginAdminArgs, 'email' | 'password'>>;
  loginCustomer?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginCustomerArgs, 'email' | 'password'>>;
  loginWithCode?: Resolver<ResolversTypes['CodeLoginResult'], ParentType, ContextType, RequireFields<MutationLoginWithCodeArgs, 'channel' | 'code' | 'phone'>>;
  logoutAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergeGuestCart?: Resolver<ResolversTypes['CartMergeResult'], ParentType, ContextType, RequireFields<MutationMergeGuestCartArgs, 'guestToken'>>;
  payDoor?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayDoorArgs, 'input'>>;
  payWireTransfer?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayWireTransferArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  registerCustomer?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'input'>>;
  removeCampaign?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationRemoveCampaignArgs>>;
  removeCartLine?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'cartProductId'>>;
  removeCoupon?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationRemoveCouponArgs>>;
  removeFavorite?: Resolver<ResolversTypes['FavoriteResult'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'productId'>>;
  removeProfileImage?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  requestEmailVerification?: Resolver<ResolversTypes['RequestEmailVerificationResult'], ParentType, ContextType, Partial<MutationRequestEmailVerificationArgs>>;
  requestOrderCancel?: Resolver<ResolversTypes['OrderRequestResult'], ParentType, ContextType, RequireFields<MutationRequestOrderCancelArgs, 'input'>>;
  requestOrderRefund?: Resolver<ResolversTypes['OrderRequestResult'], ParentType, ContextType, RequireFields<MutationRequestOrderRefundArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestStockAlert?: Resolver<ResolversTypes['StockAlertResult'], ParentType, ContextType, RequireFields<MutationRequestStockAlertArgs, 'productId'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  saveAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSaveAddressArgs, 'input'>>;
  selectCampaign?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationSelectCampaignArgs, 'campaignId'>>;
  selectCargo?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationSelectCargoArgs, 'cargoId'>>;
  sendLoginCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationSendLoginCodeArgs, 'channel' | 'phone'>>;
  sendPhoneCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationSendPhoneCodeArgs, 'channel' | 'phone' | 'purpose'>>;
  sendShopperPhoneCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationSendShopperPhoneCodeArgs, 'channel'>>;
  setMemberPhone?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationSetMemberPhoneArgs, 'phone'>>;
  setOrderInvoiceNumber?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationSetOrderInvoiceNumberArgs, 'invoiceNumber' | 'orderId'>>;
  setShopperContact?: Resolver<ResolversTypes['ContactResult'], ParentType, ContextType, RequireFields<MutationSetShopperContactArgs, 'input'>>;
  startAdminTotp?: Resolver<ResolversTypes['AdminTotpEnrolment'], ParentType, ContextType>;
  startBrowsingSession?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartBrowsingSessionArgs, 'customerId'>>;
  startSocialLogin?: Resolver<ResolversTypes['SocialLoginStartResult'], ParentType, ContextType, RequireFields<MutationStartSocialLoginArgs, 'provider' | 'redirectUri'>>;
  updateCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'input'>>;
  updateCartLine?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'input'>>;
  updateCartLines?: Resolver<ResolversTypes['CartBatchResult'], ParentType, ContextType, RequireFields<MutationUpdateCartLinesArgs, 'items'>>;
  updatePaymentMethodSetting?: Resolver<ResolversTypes['PaymentMethodSetting'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodSettingArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadProfileImage?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationUploadProfileImageArgs, 'image'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
}>;

export type OperationErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OperationError'] = ResolversParentTypes['OperationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  bankAccount?: Resolver<Maybe<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  campaignName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRefund?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cargoName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoTrackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoTrackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  doorPaymentType?: Resolver<Maybe<ResolversTypes['DoorPaymentType']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  paidMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentInstructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  requestableLines?: Resolver<Array<ResolversTypes['OrderRequestableLine']>, ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['OrderRequest']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatusCode'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['OrderStatusEntry']>, ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
}>;

export type OrderAddressResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identityNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes['InvoiceType'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxOffice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderAddressCheckResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderAddressCheck'] = ResolversParentTypes['OrderAddressCheck']> = ResolversObject<{
  code?: Resolver<ResolversTypes['OrderAddressCheckCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderChangedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderChanged'] = ResolversParentTypes['OrderChanged']> = ResolversObject<{
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderError'] = ResolversParentTypes['OrderError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  lineTotalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  personalizationPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  personalizations?: Resolver<Array<ResolversTypes['CartPersonalization']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderRequestResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderRequest'] = ResolversParentTypes['OrderRequest']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderRequestKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderRequestLine']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasonName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderRequestStatus'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockReturned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderRequestLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderRequestLine'] = ResolversParentTypes['OrderRequestLine']> = ResolversObject<{
  orderLineId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderRequestPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderRequestPage'] = ResolversParentTypes['OrderRequestPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['OrderRequest']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderRequestReasonResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderRequestReason'] = ResolversParentTypes['OrderRequestReason']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderRequestResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderRequestResult'] = ResolversParentTypes['OrderRequestResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OrderError' | 'OrderRequest', ParentType, ContextType>;
}>;

export type OrderRequestableLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderRequestableLine'] = ResolversParentTypes['OrderRequestableLine']> = ResolversObject<{
  orderLineId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderStatusResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderStatus'] = ResolversParentTypes['OrderStatus']> = ResolversObject<{
  code?: Resolver<ResolversTypes['OrderStatusCode'], ParentType, ContextType>;
  isFinal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next?: Resolver<Array<ResolversTypes['OrderStatusCode']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderStatusEntryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderStatusEntry'] = ResolversParentTypes['OrderStatusEntry']> = ResolversObject<{
  adminId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatusCode'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderTrackingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderTracking'] = ResolversParentTypes['OrderTracking']> = ResolversObject<{
  cargoName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatusCode'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageLinkResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PageLink'] = ResolversParentTypes['PageLink']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordChangeResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PasswordChangeResult'] = ResolversParentTypes['PasswordChangeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'PasswordChanged', ParentType, ContextType>;
}>;

export type PasswordChangedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PasswordChanged'] = ResolversParentTypes['PasswordChanged']> = ResolversObject<{
  endedSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordResetRequestResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PasswordResetRequestResult'] = ResolversParentTypes['PasswordResetRequestResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'PasswordResetRequested', ParentType, ContextType>;
}>;

export type PasswordResetRequestedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PasswordResetRequested'] = ResolversParentTypes['PasswordResetRequested']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentChallengeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentChallenge'] = ResolversParentTypes['PaymentChallenge']> = ResolversObject<{
  chargedMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  installmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentCredentialSettingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentCredentialSetting'] = ResolversParentTypes['PaymentCredentialSetting']> = ResolversObject<{
  isSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentMethodSettingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentMethodSetting'] = ResolversParentTypes['PaymentMethodSetting']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentials?: Resolver<Array<ResolversTypes['PaymentCredentialSetting']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentOutcomeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentOutcome'] = ResolversParentTypes['PaymentOutcome']> = ResolversObject<{
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentResult'] = ResolversParentTypes['PaymentResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OrderError' | 'PaymentChallenge' | 'PaymentOutcome', ParentType, ContextType>;
}>;

export type PaymentTypeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PaymentType'] = ResolversParentTypes['PaymentType']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doorPaymentTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  feeCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  installments?: Resolver<Array<ResolversTypes['InstallmentOption']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PersonalizationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Personalization'] = ResolversParentTypes['Personalization']> = ResolversObject<{
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPriceFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['PersonalizationOption']>, ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['PersonalizationType'], ParentType, ContextType>;
}>;

export type PersonalizationOptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PersonalizationOption'] = ResolversParentTypes['PersonalizationOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPriceFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PhoneCodeAcceptedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PhoneCodeAccepted'] = ResolversParentTypes['PhoneCodeAccepted']> = ResolversObject<{
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PhoneCodeSentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PhoneCodeSent'] = ResolversParentTypes['PhoneCodeSent']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['CodeChannel'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  accessoryProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['BrandRef']>, ParentType, ContextType>;
  brandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  campaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  commentRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  commentTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dimensions?: Resolver<ResolversTypes['ProductDimensions'], ParentType, ContextType>;
  freeCargo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasProperty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberMaxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberMinOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalizations?: Resolver<Array<ResolversTypes['Personalization']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  property1?: Resolver<Maybe<ResolversTypes['PropertyGroup']>, ParentType, ContextType>;
  property2?: Resolver<Maybe<ResolversTypes['PropertyGroup']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sameProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<ProductSameProductsArgs, 'limit'>>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoKeyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLinks?: Resolver<Array<ResolversTypes['LocalizedLink']>, ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  skt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subProducts?: Resolver<Array<ResolversTypes['SubProduct']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductCardResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = ResolversObject<{
  brandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  commentTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freeCargo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasProperty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductDimensionsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductDimensions'] = ResolversParentTypes['ProductDimensions']> = ResolversObject<{
  depth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  desi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ProductFacetsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['BrandFacet']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryFacet']>, ParentType, ContextType>;
  inStockCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMaxMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceMinMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['PropertyFacet']>, ParentType, ContextType>;
}>;

export type ProductImageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  big?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant1?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  variant2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductListingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductListing'] = ResolversParentTypes['ProductListing']> = ResolversObject<{
  facets?: Resolver<ResolversTypes['ProductFacets'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  campaignPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  crossedOutPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountedPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountedPriceWithoutVatMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  displayPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  extraDiscountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extraDiscountPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellingPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProfileResult'] = ResolversParentTypes['ProfileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Customer' | 'FormError', ParentType, ContextType>;
}>;

export type PromotionProblemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PromotionProblem'] = ResolversParentTypes['PromotionProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PropertyFacetResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PropertyFacet'] = ResolversParentTypes['PropertyFacet']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyCategoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['PropertyValueFacet']>, ParentType, ContextType>;
}>;

export type PropertyGroupResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PropertyGroup'] = ResolversParentTypes['PropertyGroup']> = ResolversObject<{
  properties?: Resolver<Array<ResolversTypes['PropertyItem']>, ParentType, ContextType>;
  propertyCategoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyCategoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PropertyItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PropertyItem'] = ResolversParentTypes['PropertyItem']> = ResolversObject<{
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PropertyValueFacetResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PropertyValueFacet'] = ResolversParentTypes['PropertyValueFacet']> = ResolversObject<{
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProviderPaymentConfirmationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProviderPaymentConfirmation'] = ResolversParentTypes['ProviderPaymentConfirmation']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProviderPaymentStatus'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeCampaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType, Partial<QueryActiveCampaignsArgs>>;
  activeCampaignsWithProducts?: Resolver<Array<ResolversTypes['CampaignWithProducts']>, ParentType, ContextType, RequireFields<QueryActiveCampaignsWithProductsArgs, 'limit'>>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  adminAuditEntities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  adminAuditLog?: Resolver<ResolversTypes['AdminAuditPage'], ParentType, ContextType, Partial<QueryAdminAuditLogArgs>>;
  adminMe?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  adminOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, Partial<QueryAdminOrderArgs>>;
  adminOrders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  adminPaymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodSetting']>, ParentType, ContextType, Partial<QueryAdminPaymentMethodsArgs>>;
  adminTotpPending?: Resolver<Maybe<ResolversTypes['AdminTotpEnrolment']>, ParentType, ContextType>;
  adminUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  allCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  allLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  bankAccounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'seoLink'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandsArgs>>;
  cardBin?: Resolver<ResolversTypes['CardBinResult'], ParentType, ContextType, RequireFields<QueryCardBinArgs, 'amountMinor' | 'bin'>>;
  cargoOptions?: Resolver<Maybe<Array<ResolversTypes['CargoOption']>>, ParentType, ContextType, Partial<QueryCargoOptionsArgs>>;
  cart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<QueryCartArgs>>;
  cartItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'seoLink'>>;
  categoryBestSellers?: Resolver<Array<ResolversTypes['CategoryBestSellers']>, ParentType, ContextType, RequireFields<QueryCategoryBestSellersArgs, 'limit'>>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoryTreeArgs>>;
  checkOrderAddress?: Resolver<ResolversTypes['OrderAddressCheck'], ParentType, ContextType, Partial<QueryCheckOrderAddressArgs>>;
  cities?: Resolver<Maybe<Array<ResolversTypes['City']>>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'stateId'>>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'seoLink'>>;
  contentPageByCode?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageByCodeArgs, 'code'>>;
  contentPageById?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageByIdArgs, 'id'>>;
  contentPages?: Resolver<Array<ResolversTypes['ContentPage']>, ParentType, ContextType, Partial<QueryContentPagesArgs>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountriesArgs>>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  customerOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryCustomerOrdersArgs>>;
  hasStockAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasStockAlertArgs, 'productId'>>;
  headerMenu?: Resolver<Array<ResolversTypes['HeaderMenuItem']>, ParentType, ContextType, Partial<QueryHeaderMenuArgs>>;
  homeBlocks?: Resolver<Array<ResolversTypes['ShowcaseBlock']>, ParentType, ContextType, RequireFields<QueryHomeBlocksArgs, 'limit'>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['Model']>, ParentType, ContextType>;
  mostSearched?: Resolver<Array<ResolversTypes['SearchTerm']>, ParentType, ContextType, RequireFields<QueryMostSearchedArgs, 'limit'>>;
  myData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myFavorites?: Resolver<ResolversTypes['FavoritePage'], ParentType, ContextType, RequireFields<QueryMyFavoritesArgs, 'page' | 'pageSize'>>;
  myOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, Partial<QueryMyOrdersArgs>>;
  myProductComment?: Resolver<Maybe<ResolversTypes['MemberComment']>, ParentType, ContextType, RequireFields<QueryMyProductCommentArgs, 'productId'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, Partial<QueryOrderArgs>>;
  orderLookup?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderLookupArgs, 'code' | 'emailOrPhone'>>;
  orderRequestReasons?: Resolver<Array<ResolversTypes['OrderRequestReason']>, ParentType, ContextType, RequireFields<QueryOrderRequestReasonsArgs, 'kind'>>;
  orderRequests?: Resolver<ResolversTypes['OrderRequestPage'], ParentType, ContextType, Partial<QueryOrderRequestsArgs>>;
  orderStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType, Partial<QueryOrderStatusesArgs>>;
  orderTracking?: Resolver<ResolversTypes['OrderTracking'], ParentType, ContextType, Partial<QueryOrderTrackingArgs>>;
  passwordResetTokenValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPasswordResetTokenValidArgs, 'token'>>;
  paymentTypes?: Resolver<Array<ResolversTypes['PaymentType']>, ParentType, ContextType, Partial<QueryPaymentTypesArgs>>;
  paytrFrameUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryPaytrFrameUrlArgs, 'token'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'seoLink'>>;
  productById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'id'>>;
  productCampaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryProductCampaignsArgs, 'productId'>>;
  productComments?: Resolver<ResolversTypes['CommentPage'], ParentType, ContextType, RequireFields<QueryProductCommentsArgs, 'page' | 'pageSize' | 'productId' | 'sort'>>;
  productFaq?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType, RequireFields<QueryProductFaqArgs, 'productId'>>;
  products?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'pageSize' | 'sort'>>;
  productsByIds?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<QueryProductsByIdsArgs, 'ids'>>;
  resolveSeoLink?: Resolver<ResolversTypes['SeoLinkTarget'], ParentType, ContextType, RequireFields<QueryResolveSeoLinkArgs, 'path'>>;
  sameProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<QuerySameProductsArgs, 'limit' | 'productId'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'page' | 'pageSize' | 'sort' | 'text'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'limit' | 'text'>>;
  setting?: Resolver<ResolversTypes['SettingResult'], ParentType, ContextType, RequireFields<QuerySettingArgs, 'code'>>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  shopperContact?: Resolver<Maybe<ResolversTypes['ShopperContact']>, ParentType, ContextType>;
  shopperPhone?: Resolver<Maybe<ResolversTypes['ShopperPhone']>, ParentType, ContextType>;
  showcase?: Resolver<Maybe<ResolversTypes['ShowcaseBlock']>, ParentType, ContextType, RequireFields<QueryShowcaseArgs, 'id' | 'limit'>>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, Partial<QuerySiteSettingsArgs>>;
  sitemapEntries?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
  socialLoginProviders?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
  states?: Resolver<Maybe<Array<ResolversTypes['State']>>, ParentType, ContextType, RequireFields<QueryStatesArgs, 'countryId'>>;
  suppliers?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
}>;

export type RegisterResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CustomerSession' | 'FormError', ParentType, ContextType>;
}>;

export type RelatedProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RelatedProduct'] = ResolversParentTypes['RelatedProduct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RequestEmailVerificationResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['RequestEmailVerificationResult'] = ResolversParentTypes['RequestEmailVerificationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EmailVerificationSent' | 'OperationError', ParentType, ContextType>;
}>;

export type ResetPasswordResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CustomerSession' | 'FormError', ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  didYouMean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['ProductListing'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchSuggestionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = ResolversObject<{
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchSuggestionsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['BrandRef']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
}>;

export type SearchTermResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SearchTerm'] = ResolversParentTypes['SearchTerm']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SendPhoneCodeResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SendPhoneCodeResult'] = ResolversParentTypes['SendPhoneCodeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'OperationError' | 'PhoneCodeSent', ParentType, ContextType>;
}>;

export type SeoLinkTargetResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SeoLinkTarget'] = ResolversParentTypes['SeoLinkTarget']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SeoLinkKind'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['ProductListing']>, ParentType, ContextType, RequireFields<SeoLinkTargetListingArgs, 'page' | 'pageSize' | 'sort'>>;
  seoLinks?: Resolver<Array<ResolversTypes['LocalizedLink']>, ParentType, ContextType>;
}>;

export type SettingResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SettingObjectResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SettingObject'] = ResolversParentTypes['SettingObject']> = ResolversObject<{
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyScript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyScripts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  css?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  favicon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headScript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headScripts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noImageProduct?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SettingResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SettingResult'] = ResolversParentTypes['SettingResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OperationError' | 'Setting', ParentType, ContextType>;
}>;

export type ShopperContactResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShopperContact'] = ResolversParentTypes['ShopperContact']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShopperPhoneResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShopperPhone'] = ResolversParentTypes['ShopperPhone']> = ResolversObject<{
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ShowcaseBlockResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ShowcaseBlock'] = ResolversParentTypes['ShowcaseBlock']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteBlockResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SiteBlock'] = ResolversParentTypes['SiteBlock']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteConfigResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = ResolversObject<{
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsapp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteSettingsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = ResolversObject<{
  center?: Resolver<Array<ResolversTypes['SiteBlock']>, ParentType, ContextType>;
  config?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
  footer?: Resolver<Array<ResolversTypes['SiteBlock']>, ParentType, ContextType>;
  header?: Resolver<Array<ResolversTypes['SiteBlock']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  left?: Resolver<Array<ResolversTypes['SiteBlock']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageLinks?: Resolver<Array<ResolversTypes['PageLink']>, ParentType, ContextType>;
  right?: Resolver<Array<ResolversTypes['SiteBlock']>, ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['SettingObject'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
}>;

export type SitemapEntryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SeoLinkKind'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['LocalizedLink']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SocialLoginStartResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SocialLoginStart'] = ResolversParentTypes['SocialLoginStart']> = ResolversObject<{
  authorizationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeVerifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonce?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SocialLoginStartResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SocialLoginStartResult'] = ResolversParentTypes['SocialLoginStartResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OperationError' | 'SocialLoginStart', ParentType, ContextType>;
}>;

export type StateResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StockAlertRequestResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['StockAlertRequest'] = ResolversParentTypes['StockAlertRequest']> = ResolversObject<{
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StockAlertResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['StockAlertResult'] = ResolversParentTypes['StockAlertResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OperationError' | 'StockAlertRequest', ParentType, ContextType>;
}>;

export type SubProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SubProduct'] = ResolversParentTypes['SubProduct']> = ResolversObject<{
  attribute1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attribute2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  property1?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  property2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupplierResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CartError' | 'FormError' | 'OperationError' | 'OrderError', ParentType, ContextType>;
}>;

export type VatLineResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['VatLine'] = ResolversParentTypes['VatLine']> = ResolversObject<{
  netMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type VerifyEmailResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['VerifyEmailResult'] = ResolversParentTypes['VerifyEmailResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EmailVerified' | 'OperationError', ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ShopContext> = ResolversObject<{
  AccountDeleted?: AccountDeletedResolvers<ContextType>;
  AddCommentResult?: AddCommentResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminLoginResult?: AdminLoginResultResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderResult?: AdminOrderResultResolvers<ContextType>;
  AdminSession?: AdminSessionResolvers<ContextType>;
  AdminTotpEnrolment?: AdminTotpEnrolmentResolvers<ContextType>;
  AdminTotpResult?: AdminTotpResultResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandFacet?: BrandFacetResolvers<ContextType>;
  BrandRef?: BrandRefResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignWithProducts?: CampaignWithProductsResolvers<ContextType>;
  CardBin?: CardBinResolvers<ContextType>;
  CardBinResult?: CardBinResultResolvers<ContextType>;
  CardInstallment?: CardInstallmentResolvers<ContextType>;
  CargoOption?: CargoOptionResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartBatchResult?: CartBatchResultResolvers<ContextType>;
  CartCampaign?: CartCampaignResolvers<ContextType>;
  CartCoupon?: CartCouponResolvers<ContextType>;
  CartError?: CartErrorResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartMergeChange?: CartMergeChangeResolvers<ContextType>;
  CartMergeResult?: CartMergeResultResolvers<ContextType>;
  CartPersonalization?: CartPersonalizationResolvers<ContextType>;
  CartPersonalizationOption?: CartPersonalizationOptionResolvers<ContextType>;
  CartResult?: CartResultResolvers<ContextType>;
  CartShopper?: CartShopperResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryBestSellers?: CategoryBestSellersResolvers<ContextType>;
  CategoryFacet?: CategoryFacetResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  CheckPhoneCodeResult?: CheckPhoneCodeResultResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CodeLoginResult?: CodeLoginResultResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentPage?: CommentPageResolvers<ContextType>;
  ConfirmShopperPhoneResult?: ConfirmShopperPhoneResultResolvers<ContextType>;
  ContactResult?: ContactResultResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerSession?: CustomerSessionResolvers<ContextType>;
  DeleteAccountResult?: DeleteAccountResultResolvers<ContextType>;
  EmailVerificationSent?: EmailVerificationSentResolvers<ContextType>;
  EmailVerified?: EmailVerifiedResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  FavoriteChange?: FavoriteChangeResolvers<ContextType>;
  FavoritePage?: FavoritePageResolvers<ContextType>;
  FavoriteResult?: FavoriteResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FormError?: FormErrorResolvers<ContextType>;
  GuestIdentity?: GuestIdentityResolvers<ContextType>;
  HeaderMenuItem?: HeaderMenuItemResolvers<ContextType>;
  InstallmentOption?: InstallmentOptionResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LocalizedLink?: LocalizedLinkResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MemberComment?: MemberCommentResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  OperationError?: OperationErrorResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderAddressCheck?: OrderAddressCheckResolvers<ContextType>;
  OrderChanged?: OrderChangedResolvers<ContextType>;
  OrderError?: OrderErrorResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderRequest?: OrderRequestResolvers<ContextType>;
  OrderRequestLine?: OrderRequestLineResolvers<ContextType>;
  OrderRequestPage?: OrderRequestPageResolvers<ContextType>;
  OrderRequestReason?: OrderRequestReasonResolvers<ContextType>;
  OrderRequestResult?: OrderRequestResultResolvers<ContextType>;
  OrderRequestableLine?: OrderRequestableLineResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers<ContextType>;
  OrderStatusEntry?: OrderStatusEntryResolvers<ContextType>;
  OrderTracking?: OrderTrackingResolvers<ContextType>;
  PageLink?: PageLinkResolvers<ContextType>;
  PasswordChangeResult?: PasswordChangeResultResolvers<ContextType>;
  PasswordChanged?: PasswordChangedResolvers<ContextType>;
  PasswordResetRequestResult?: PasswordResetRequestResultResolvers<ContextType>;
  PasswordResetRequested?: PasswordResetRequestedResolvers<ContextType>;
  PaymentChallenge?: PaymentChallengeResolvers<ContextType>;
  PaymentCredentialSetting?: PaymentCredentialSettingResolvers<ContextType>;
  PaymentMethodSetting?: PaymentMethodSettingResolvers<ContextType>;
  PaymentOutcome?: PaymentOutcomeResolvers<ContextType>;
  PaymentResult?: PaymentResultResolvers<ContextType>;
  PaymentType?: PaymentTypeResolvers<ContextType>;
  Personalization?: PersonalizationResolvers<ContextType>;
  PersonalizationOption?: PersonalizationOptionResolvers<ContextType>;
  PhoneCodeAccepted?: PhoneCodeAcceptedResolvers<ContextType>;
  PhoneCodeSent?: PhoneCodeSentResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductDimensions?: ProductDimensionsResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductListing?: ProductListingResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProfileResult?: ProfileResultResolvers<ContextType>;
  PromotionProblem?: PromotionProblemResolvers<ContextType>;
  PropertyFacet?: PropertyFacetResolvers<ContextType>;
  PropertyGroup?: PropertyGroupResolvers<ContextType>;
  PropertyItem?: PropertyItemResolvers<ContextType>;
  PropertyValueFacet?: PropertyValueFacetResolvers<ContextType>;
  ProviderPaymentConfirmation?: ProviderPaymentConfirmationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RelatedProduct?: RelatedProductResolvers<ContextType>;
  RequestEmailVerificationResult?: RequestEmailVerificationResultResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  SendPhoneCodeResult?: SendPhoneCodeResultResolvers<ContextType>;
  SeoLinkTarget?: SeoLinkTargetResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  SettingObject?: SettingObjectResolvers<ContextType>;
  SettingResult?: SettingResultResolvers<ContextType>;
  ShopperContact?: ShopperContactResolvers<ContextType>;
  ShopperPhone?: ShopperPhoneResolvers<ContextType>;
  ShowcaseBlock?: ShowcaseBlockResolvers<ContextType>;
  SiteBlock?: SiteBlockResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SocialLoginStart?: SocialLoginStartResolvers<ContextType>;
  SocialLoginStartResult?: SocialLoginStartResultResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  StockAlertRequest?: StockAlertRequestResolvers<ContextType>;
  StockAlertResult?: StockAlertResultResolvers<ContextType>;
  SubProduct?: SubProductResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VatLine?: VatLineResolvers<ContextType>;
  VerifyEmailResult?: VerifyEmailResultResolvers<ContextType>;
}>;

