import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OperationErrorResult } from '../core/errors.js';
import type { FormErrorResult, FieldErrorResult } from '../core/form.js';
import type { CartErrorResult, PromotionProblemResult, CartMergeChangeRecord } from '../modules/cart/index.js';
import type { OrderErrorResult, OrderRecord, OrderStatusRecord, OrderRequestRecord, OrderStatusEntryRecord } from '../modules/order/index.js';
import type { OrderAddressCheckResult } from '../modules/address/index.js';
import type { CustomerProfile, CustomerSessionResult } from '../modules/customer/index.js';
import type { AdminUserRecord, AdminSessionRecord } from '../modules/admin/index.js';
import type { StoredReport, SupplierProblemRecord } from '../modules/feed/index.js';
import type { AdminCouponRecord } from '../modules/coupon/index.js';
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

export type AdminBankAccount = {
  __typename?: 'AdminBankAccount';
  accountHolder: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  branch: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Electronic format (upper case, no spaces). */
  iban: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  /** Orders that name this account (such an account is deactivated instead of deleted). */
  orderCount: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
};

export type AdminBlogCategory = {
  __typename?: 'AdminBlogCategory';
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** How many posts are in the category (a category with posts cannot be deleted). */
  postCount: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  texts: Array<AdminBlogCategoryText>;
};

export type AdminBlogCategoryText = {
  __typename?: 'AdminBlogCategoryText';
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
};

export type AdminBlogPost = {
  __typename?: 'AdminBlogPost';
  categoryId?: Maybe<Scalars['Int']['output']>;
  categoryName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image: Scalars['String']['output'];
  isPublished: Scalars['Boolean']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  texts: Array<AdminBlogPostText>;
  /** The title in the asked language (the default language's when it has none). */
  title: Scalars['String']['output'];
  viewCount: Scalars['Int']['output'];
};

export type AdminBlogPostList = {
  __typename?: 'AdminBlogPostList';
  items: Array<AdminBlogPost>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminBlogPostText = {
  __typename?: 'AdminBlogPostText';
  content: Scalars['String']['output'];
  language: Scalars['String']['output'];
  seoDescription: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoTitle: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AdminBrand = {
  __typename?: 'AdminBrand';
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  seoLink: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

export type AdminBrandInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Null creates a brand. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** Made from the name when empty; unique among brands, categories, products and content pages. */
  seoLink?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminBrandPage = {
  __typename?: 'AdminBrandPage';
  items: Array<AdminBrand>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A brand write: FormError (field name or seoLink; SEO_LINK_TAKEN) or OperationError NOT_FOUND. */
export type AdminBrandResult = AdminBrand | FormError | OperationError;

export type AdminCampaign = {
  __typename?: 'AdminCampaign';
  categoryIds: Array<Scalars['Int']['output']>;
  discountAmountMinor?: Maybe<Scalars['Money']['output']>;
  discountPercent?: Maybe<Scalars['Int']['output']>;
  endsAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  /** Cart campaigns: cargo is free. */
  isFreeCargo: Scalars['Boolean']['output'];
  kind: CampaignKind;
  /** Cart campaigns: the goods total it needs (default currency), null = none. */
  minCartAmountMinor?: Maybe<Scalars['Money']['output']>;
  /** The name in the requested language (the default language's when it has none). */
  name: Scalars['String']['output'];
  /** Orders placed with it (cart campaigns). */
  orderCount: Scalars['Int']['output'];
  productIds: Array<Scalars['Int']['output']>;
  sort: Scalars['Int']['output'];
  /** ISO timestamps. */
  startsAt: Scalars['String']['output'];
  state: CampaignPeriodState;
  texts: Array<CampaignText>;
};

export type AdminCampaignFilter = {
  kind?: InputMaybe<CampaignKind>;
  /** Part of a name in any language. */
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<CampaignPeriodState>;
};

export type AdminCampaignPage = {
  __typename?: 'AdminCampaignPage';
  items: Array<AdminCampaign>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The campaign as stored, or the form's problems (FORM_REQUIRED_GENERAL_MESSAGE with one message per field). */
export type AdminCampaignResult = AdminCampaign | FormError;

export type AdminCargoCompany = {
  __typename?: 'AdminCargoCompany';
  currency: Scalars['String']['output'];
  /** Free at or above this goods total (the company's currency, minor units); null = never by amount. */
  freeAboveMinor?: Maybe<Scalars['Money']['output']>;
  /** The company has a tracking page pattern: the customer gets a tracking link. */
  hasTrackingLink: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Price in the company's currency, minor units. */
  priceMinor: Scalars['Money']['output'];
  sort: Scalars['Int']['output'];
  /** Tracking link with {code} for the tracking number; may be empty. */
  trackingUrl: Scalars['String']['output'];
};

export type AdminCategory = {
  __typename?: 'AdminCategory';
  childCount: Scalars['Int']['output'];
  /** 0 for a top-level category. */
  depth: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  parentId?: Maybe<Scalars['Int']['output']>;
  /** Products filed directly under it. */
  productCount: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
  texts: Array<AdminCategoryText>;
  /** The title in the requested language (the default language's when it has none). */
  title: Scalars['String']['output'];
};

export type AdminCategoryInput = {
  /** Null creates a category. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Null: a top-level category. Never the category itself or one of its own subcategories. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  texts: Array<AdminCategoryTextInput>;
};

/**
 * A category write: FormError (field title_<language>, seoLink_<language> or parentId) with FORM_REQUIRED_GENERAL_MESSAGE,
 * SEO_LINK_TAKEN or CATEGORY_CYCLE; OperationError NOT_FOUND for an unknown category.
 */
export type AdminCategoryResult = AdminCategory | FormError | OperationError;

/** A category's texts in one language. */
export type AdminCategoryText = {
  __typename?: 'AdminCategoryText';
  description: Scalars['String']['output'];
  language: Scalars['String']['output'];
  seoDescription: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoTitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One language's texts; a language left out (or all its texts empty) shows the default language's. tr is required. */
export type AdminCategoryTextInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** Made from the title when empty; unique among categories, products, content pages and brands in the language. */
  seoLink?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A choice the product form offers (a category, a brand, a property value, …). */
export type AdminChoice = {
  __typename?: 'AdminChoice';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type AdminComment = {
  __typename?: 'AdminComment';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  customerId?: Maybe<Scalars['Int']['output']>;
  customerName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  /** The product's name in the requested language. */
  productName: Scalars['String']['output'];
  /** The product's page address part (seo link) in the requested language. */
  productSeoLink: Scalars['String']['output'];
  rate: Scalars['Int']['output'];
  state: CommentReviewState;
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Every filter is optional; given ones must all hold. */
export type AdminCommentFilter = {
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** Stars 1–5. */
  rate?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the title, the text, the author's name or the product's name. */
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<CommentReviewState>;
};

export type AdminCommentPage = {
  __typename?: 'AdminCommentPage';
  items: Array<AdminComment>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminContentPage = {
  __typename?: 'AdminContentPage';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  sort: Scalars['Int']['output'];
  texts: Array<ContentPageText>;
  /** The default language's title. */
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** Grows by one with each edit of a title or a body; orders and consents record the version they accepted. */
  version: Scalars['Int']['output'];
};

export type AdminContentPageList = {
  __typename?: 'AdminContentPageList';
  items: Array<AdminContentPage>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * Refusals: MISSING_INFORMATION or INVALID_VALUE (field: code, type, sort, or `<language>.<field>` for a text),
 * VALUE_TAKEN (code, or `<language>.seoLink`).
 */
export type AdminContentPageResult = AdminContentPage | OperationError;

export type AdminCoupon = {
  __typename?: 'AdminCoupon';
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** A gift certificate: the only member who may use it. */
  customerId?: Maybe<Scalars['Int']['output']>;
  discountAmountMinor?: Maybe<Scalars['Money']['output']>;
  discountPercent?: Maybe<Scalars['Int']['output']>;
  endsAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  maxCartAmountMinor?: Maybe<Scalars['Money']['output']>;
  /** Total uses allowed (null = unlimited). */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** Uses allowed per shopper (null = unlimited). */
  maxUsesPerShopper?: Maybe<Scalars['Int']['output']>;
  /** The cart goods total range (default currency), each end optional. */
  minCartAmountMinor?: Maybe<Scalars['Money']['output']>;
  /** ISO timestamps. */
  startsAt: Scalars['String']['output'];
  state: CouponState;
  usedCount: Scalars['Int']['output'];
  /** Who used it and how often, latest first (at most 100 shoppers). */
  users: Array<CouponUser>;
};

export type AdminCouponFilter = {
  /** Part of the code. */
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<CouponState>;
};

export type AdminCouponPage = {
  __typename?: 'AdminCouponPage';
  items: Array<AdminCoupon>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The coupon as stored, or the form's problems. */
export type AdminCouponResult = AdminCoupon | FormError;

export type AdminCurrencyInput = {
  /** Legacy code (tl, usd, euro): letters, at most 8; cannot change once made. */
  code?: InputMaybe<Scalars['String']['input']>;
  decimals?: InputMaybe<Scalars['Int']['input']>;
  /** How many units of this currency one unit of the default currency buys (the default's is always 1). */
  exchangeRate: Scalars['Float']['input'];
  /** Null creates a currency. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 4217 code (three capital letters); cannot change once made. */
  isoCode?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sort?: InputMaybe<Scalars['Int']['input']>;
  symbol: Scalars['String']['input'];
};

/** A currency write: FormError (field code, isoCode, name, symbol, exchangeRate, decimals or isActive) or OperationError NOT_FOUND. */
export type AdminCurrencyResult = Currency | FormError | OperationError;

/** Every filter is optional; given ones must all hold. */
export type AdminCustomerFilter = {
  kind?: InputMaybe<CustomerKind>;
  /** Part of the name, the email or the phone. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type AdminCustomerPage = {
  __typename?: 'AdminCustomerPage';
  customers: Array<Customer>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminCustomerSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'NAME_ASC';

/** A delete: OperationError NOT_FOUND, CATEGORY_HAS_PRODUCTS, CATEGORY_HAS_CHILDREN or RECORD_IN_USE. */
export type AdminDeleteResult = AdminDeleted | OperationError;

/** A record that was deleted. */
export type AdminDeleted = {
  __typename?: 'AdminDeleted';
  id: Scalars['Int']['output'];
};

/** A menu delete: OperationError NOT_FOUND. */
export type AdminHeaderMenuDeleteResult = AdminHeaderMenuDeleted | OperationError;

/** A menu item deleted (with the items below it). */
export type AdminHeaderMenuDeleted = {
  __typename?: 'AdminHeaderMenuDeleted';
  id: Scalars['Int']['output'];
};

export type AdminHeaderMenuInput = {
  /** Null creates an item. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Null: a top-level item. Never the item itself or one below it. */
  parentId?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  titles: Array<AdminMenuTitleInput>;
  /** Required for a new item; kept when left out. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type AdminHeaderMenuItem = {
  __typename?: 'AdminHeaderMenuItem';
  /** 0 for a top-level item. */
  depth: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  parentId?: Maybe<Scalars['Int']['output']>;
  sort: Scalars['Int']['output'];
  /** The title in the requested language (the default language's when it has none). */
  title: Scalars['String']['output'];
  titles: Array<AdminMenuTitle>;
  /** A storefront path (/koltuklar) or a full http(s) address. */
  url: Scalars['String']['output'];
};

/** A menu write: FormError (field title_<language>, url or parentId; CATEGORY_CYCLE for a loop) or OperationError NOT_FOUND. */
export type AdminHeaderMenuResult = AdminHeaderMenuItem | FormError | OperationError;

export type AdminLanguageInput = {
  id: Scalars['Int']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Making a language the default makes it active; the default cannot be turned off. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};

/** A language write: FormError (field isActive or name) or OperationError NOT_FOUND. */
export type AdminLanguageResult = FormError | Language | OperationError;

export type AdminLoginResult = AdminSession | OperationError;

/** A menu item's title in one language. */
export type AdminMenuTitle = {
  __typename?: 'AdminMenuTitle';
  language: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One language's title; a language left out shows the default language's. tr is required. */
export type AdminMenuTitleInput = {
  language: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AdminModel = {
  __typename?: 'AdminModel';
  brandId?: Maybe<Scalars['Int']['output']>;
  brandName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
};

export type AdminModelInput = {
  brandId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

export type AdminModelPage = {
  __typename?: 'AdminModelPage';
  items: Array<AdminModel>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A model write: FormError (field name or brandId) or OperationError NOT_FOUND. */
export type AdminModelResult = AdminModel | FormError | OperationError;

/** A name in one language. */
export type AdminName = {
  __typename?: 'AdminName';
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One language's name; a language left out shows the default language's. tr is required. */
export type AdminNameInput = {
  language: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type AdminOrderDashboard = {
  __typename?: 'AdminOrderDashboard';
  /** Cancel requests waiting for a decision. */
  openCancelRequests: Scalars['Int']['output'];
  /** Return requests waiting for a decision or for the refund. */
  openRefundRequests: Scalars['Int']['output'];
  /** Every status with its number of orders, in the state machine's order (zeros included). */
  statusCounts: Array<AdminOrderStatusCount>;
  /** The day counted as today (YYYY-MM-DD, UTC, the same day the list's date filter reads). */
  today: Scalars['String']['output'];
  todayOrders: Scalars['Int']['output'];
  todayRevenue: Array<AdminOrderRevenue>;
};

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
  /** Only orders with a request of this kind still waiting for the shop (requested, or an approved return not refunded yet). */
  openRequest?: InputMaybe<OrderRequestKind>;
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

/** Today's takings in one currency (orders placed today that were not cancelled and did not fail). */
export type AdminOrderRevenue = {
  __typename?: 'AdminOrderRevenue';
  currencyCode: Scalars['String']['output'];
  totalMinor: Scalars['Money']['output'];
};

export type AdminOrderSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

export type AdminOrderStatusCount = {
  __typename?: 'AdminOrderStatusCount';
  count: Scalars['Int']['output'];
  status: OrderStatusCode;
  statusName: Scalars['String']['output'];
};

/** A page link with its titles in every language. */
export type AdminPageLink = {
  __typename?: 'AdminPageLink';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
  titles: Array<PageLinkTitle>;
  url: Scalars['String']['output'];
};

/** Something the shopper adds to the product (a gift text, an engraving), free or priced, with options for choices. */
export type AdminPersonalization = {
  __typename?: 'AdminPersonalization';
  id: Scalars['Int']['output'];
  isPriceFree: Scalars['Boolean']['output'];
  isRequired: Scalars['Boolean']['output'];
  names: Array<AdminPersonalizationName>;
  options: Array<AdminPersonalizationOption>;
  priceMinor: Scalars['Money']['output'];
  sort: Scalars['Int']['output'];
  /** input, textarea, select, checkbox or radio. */
  typeCode: Scalars['String']['output'];
};

/** A personalization; with an id it updates that one. A Turkish name is required. */
export type AdminPersonalizationInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  isPriceFree?: InputMaybe<Scalars['Boolean']['input']>;
  isRequired?: InputMaybe<Scalars['Boolean']['input']>;
  names: Array<AdminPersonalizationNameInput>;
  options?: InputMaybe<Array<AdminPersonalizationOptionInput>>;
  priceMinor?: InputMaybe<Scalars['Money']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  typeCode: Scalars['String']['input'];
};

/** A personalization's or an option's name (and description) in one language. */
export type AdminPersonalizationName = {
  __typename?: 'AdminPersonalizationName';
  description: Scalars['String']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AdminPersonalizationNameInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type AdminPersonalizationOption = {
  __typename?: 'AdminPersonalizationOption';
  id: Scalars['Int']['output'];
  isPriceFree: Scalars['Boolean']['output'];
  names: Array<AdminPersonalizationName>;
  priceMinor: Scalars['Money']['output'];
  sort: Scalars['Int']['output'];
};

/** An option of a choice (select, checkbox, radio); with an id it updates that option. */
export type AdminPersonalizationOptionInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  isPriceFree?: InputMaybe<Scalars['Boolean']['input']>;
  names: Array<AdminPersonalizationNameInput>;
  priceMinor?: InputMaybe<Scalars['Money']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};

/** A product with every label-level field, its content per language, images, sub-products and links. */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  accessoryIds: Array<Scalars['Int']['output']>;
  barcode: Scalars['String']['output'];
  brandId?: Maybe<Scalars['Int']['output']>;
  buyingPriceMinor: Scalars['Money']['output'];
  cashPriceMinor: Scalars['Money']['output'];
  categoryId?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  currencyCode: Scalars['String']['output'];
  currencyId: Scalars['Int']['output'];
  depth: Scalars['Float']['output'];
  desi: Scalars['Float']['output'];
  discountedPriceMinor?: Maybe<Scalars['Money']['output']>;
  freeCargo: Scalars['Boolean']['output'];
  height: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  images: Array<AdminProductImage>;
  isActive: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isPromotional: Scalars['Boolean']['output'];
  isVendor: Scalars['Boolean']['output'];
  memberMaxOrder?: Maybe<Scalars['Int']['output']>;
  memberMinOrder?: Maybe<Scalars['Int']['output']>;
  modelId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  personalizations: Array<AdminPersonalization>;
  /** The same product in other colours (the storefront's related products). */
  relatedIds: Array<Scalars['Int']['output']>;
  searchWords: Scalars['String']['output'];
  sellingPriceMinor: Scalars['Money']['output'];
  sort: Scalars['Int']['output'];
  stockAmount: Scalars['Int']['output'];
  stockUnit: Scalars['String']['output'];
  subProducts: Array<AdminSubProduct>;
  supplierId?: Maybe<Scalars['Int']['output']>;
  supplierProductCode: Scalars['String']['output'];
  translations: Array<AdminProductTranslation>;
  updatedAt: Scalars['String']['output'];
  vatRate: Scalars['Int']['output'];
  weight: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
};

/** One product's line of a bulk edit: only the fields given change. */
export type AdminProductBulkItem = {
  /** A negative value clears the discount. */
  discountedPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  id: Scalars['Int']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  sellingPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  stockAmount?: InputMaybe<Scalars['Int']['input']>;
};

/** What the product form offers to choose from, active or not. */
export type AdminProductChoices = {
  __typename?: 'AdminProductChoices';
  brands: Array<AdminChoice>;
  categories: Array<AdminChoice>;
  currencies: Array<AdminChoice>;
  models: Array<AdminChoice>;
  properties: Array<AdminPropertyChoice>;
  suppliers: Array<AdminChoice>;
};

/**
 * Deleting is refused with PRODUCT_HAS_ORDERS when an order holds the product (deactivate it instead; the order keeps
 * its own copy of the line either way, but the shop's reports should find the product).
 */
export type AdminProductDeleteResult = AdminProductDeleted | FormError;

export type AdminProductDeleted = {
  __typename?: 'AdminProductDeleted';
  id: Scalars['Int']['output'];
};

export type AdminProductFaqInput = {
  answer: Scalars['String']['input'];
  /** Absent for a new question. */
  id?: InputMaybe<Scalars['Int']['input']>;
  language: Scalars['String']['input'];
  question: Scalars['String']['input'];
  sort?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminProductFaqItem = {
  __typename?: 'AdminProductFaqItem';
  answer: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  language: Scalars['String']['output'];
  question: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

/** Every filter is optional; given ones must all hold. */
export type AdminProductFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  brandId?: InputMaybe<Scalars['Int']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Only these products (the related-product picker shows the chosen ones); at most 200 ids. */
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Part of the name, the model, the barcode, the supplier code or a title. */
  search?: InputMaybe<Scalars['String']['input']>;
  stock?: InputMaybe<AdminStockFilter>;
};

export type AdminProductImage = {
  __typename?: 'AdminProductImage';
  big: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  medium: Scalars['String']['output'];
  small: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
  /** The property1 value (a colour) the picture shows, if bound. */
  variant1Id?: Maybe<Scalars['Int']['output']>;
  variant2Id?: Maybe<Scalars['Int']['output']>;
};

/** An image's place and binding. */
export type AdminProductImageOrder = {
  id: Scalars['Int']['input'];
  sort: Scalars['Int']['input'];
  variant1Id?: InputMaybe<Scalars['Int']['input']>;
  variant2Id?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminProductImageResult = AdminProductImageUploaded | FormError;

/** An uploaded image; largeFile when the file was above the advised 300 KB (stored all the same). */
export type AdminProductImageUploaded = {
  __typename?: 'AdminProductImageUploaded';
  image: AdminProductImage;
  largeFile: Scalars['Boolean']['output'];
};

/**
 * Every label-level field. Money in the product currency's minor units. On update, a field left out (null) keeps its
 * value; translations given replace those languages' content.
 */
export type AdminProductInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  brandId?: InputMaybe<Scalars['Int']['input']>;
  buyingPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  cashPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  currencyId?: InputMaybe<Scalars['Int']['input']>;
  depth?: InputMaybe<Scalars['Float']['input']>;
  desi?: InputMaybe<Scalars['Float']['input']>;
  /** Null keeps it; a negative value clears the discount. */
  discountedPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  freeCargo?: InputMaybe<Scalars['Boolean']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  isPromotional?: InputMaybe<Scalars['Boolean']['input']>;
  isVendor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Zero clears it. */
  memberMaxOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Zero clears it. */
  memberMinOrder?: InputMaybe<Scalars['Int']['input']>;
  modelId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  searchWords?: InputMaybe<Scalars['String']['input']>;
  sellingPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  stockAmount?: InputMaybe<Scalars['Int']['input']>;
  stockUnit?: InputMaybe<Scalars['String']['input']>;
  supplierId?: InputMaybe<Scalars['Int']['input']>;
  supplierProductCode?: InputMaybe<Scalars['String']['input']>;
  translations?: InputMaybe<Array<AdminProductTranslationInput>>;
  vatRate?: InputMaybe<Scalars['Int']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  items: Array<AdminProductRow>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The product after the write, or the fields that were refused (nothing is stored then). */
export type AdminProductResult = AdminProduct | FormError;

/** A product as the list shows it. */
export type AdminProductRow = {
  __typename?: 'AdminProductRow';
  barcode: Scalars['String']['output'];
  brandName?: Maybe<Scalars['String']['output']>;
  categoryName?: Maybe<Scalars['String']['output']>;
  currencyCode: Scalars['String']['output'];
  discountedPriceMinor?: Maybe<Scalars['Money']['output']>;
  hasSubProducts: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** The small picture of the first image. */
  image?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  sellingPriceMinor: Scalars['Money']['output'];
  /** The Turkish title's seo link (the storefront page). */
  seoLink?: Maybe<Scalars['String']['output']>;
  sort: Scalars['Int']['output'];
  stockAmount: Scalars['Int']['output'];
  /** Own stock, or the sum of the active sub-products' stock. */
  stockTotal: Scalars['Int']['output'];
};

export type AdminProductSort =
  | 'NAME'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** The shop's own order (sort, then newest). */
  | 'SORT'
  | 'STOCK_ASC';

export type AdminProductTranslation = {
  __typename?: 'AdminProductTranslation';
  description: Scalars['String']['output'];
  language: Scalars['String']['output'];
  seoDescription: Scalars['String']['output'];
  seoKeyword: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoTitle: Scalars['String']['output'];
  shortDescription: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A product's content in one language; an empty seoLink is made from the title. */
export type AdminProductTranslationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  seoKeyword?: InputMaybe<Scalars['String']['input']>;
  seoLink?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type AdminProductsChanged = {
  __typename?: 'AdminProductsChanged';
  /** How many products changed. */
  updated: Scalars['Int']['output'];
};

export type AdminProductsChangedResult = AdminProductsChanged | FormError;

export type AdminProperty = {
  __typename?: 'AdminProperty';
  /** A swatch colour, #rgb or #rrggbb. */
  colour?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  names: Array<AdminName>;
  propertyCategoryId: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
  /** Sub-products that use it. */
  subProductCount: Scalars['Int']['output'];
};

export type AdminPropertyCategory = {
  __typename?: 'AdminPropertyCategory';
  id: Scalars['Int']['output'];
  /** Its values are colours (swatches on the product page). */
  isColour: Scalars['Boolean']['output'];
  /** The name in the requested language (the default language's when it has none). */
  name: Scalars['String']['output'];
  names: Array<AdminName>;
  propertyCount: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
};

export type AdminPropertyCategoryInput = {
  /** Null creates one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isColour?: InputMaybe<Scalars['Boolean']['input']>;
  names: Array<AdminNameInput>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};

/** A property category write: FormError (field name_<language>) or OperationError NOT_FOUND. */
export type AdminPropertyCategoryResult = AdminPropertyCategory | FormError | OperationError;

export type AdminPropertyChoice = {
  __typename?: 'AdminPropertyChoice';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  values: Array<AdminChoice>;
};

export type AdminPropertyInput = {
  colour?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  names: Array<AdminNameInput>;
  /** Required for a new value; kept when left out. */
  propertyCategoryId?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};

/** A property write: FormError (field name_<language>, colour or propertyCategoryId) or OperationError NOT_FOUND. */
export type AdminPropertyResult = AdminProperty | FormError | OperationError;

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

export type AdminStockFilter =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type AdminSubProduct = {
  __typename?: 'AdminSubProduct';
  code: Scalars['String']['output'];
  discountedPriceMinor?: Maybe<Scalars['Money']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  property1Id?: Maybe<Scalars['Int']['output']>;
  property2Id?: Maybe<Scalars['Int']['output']>;
  sellingPriceMinor: Scalars['Money']['output'];
  stockAmount: Scalars['Int']['output'];
};

/** One cell of the property1 × property2 grid; with an id it updates that sub-product. */
export type AdminSubProductInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  discountedPriceMinor?: InputMaybe<Scalars['Money']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  property1Id?: InputMaybe<Scalars['Int']['input']>;
  property2Id?: InputMaybe<Scalars['Int']['input']>;
  sellingPriceMinor: Scalars['Money']['input'];
  stockAmount: Scalars['Int']['input'];
};

export type AdminSupplier = {
  __typename?: 'AdminSupplier';
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
};

export type AdminSupplierInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

export type AdminSupplierPage = {
  __typename?: 'AdminSupplierPage';
  items: Array<AdminSupplier>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A supplier write: FormError (field name) or OperationError NOT_FOUND. */
export type AdminSupplierResult = AdminSupplier | FormError | OperationError;

/** A group of words, in one language, that find what each of them finds. */
export type AdminSynonymGroup = {
  __typename?: 'AdminSynonymGroup';
  id: Scalars['Int']['output'];
  language: Scalars['String']['output'];
  words: Array<Scalars['String']['output']>;
};

export type AdminSynonymList = {
  __typename?: 'AdminSynonymList';
  groups: Array<AdminSynonymGroup>;
  language: Scalars['String']['output'];
};

/** A synonyms write: FormError (field groups: each group 2–20 single words, at most 500 groups). */
export type AdminSynonymsResult = AdminSynonymList | FormError;

/** Every filter is optional. */
export type AdminTaxonomyFilter = {
  /** Models only: of this brand. */
  brandId?: InputMaybe<Scalars['Int']['input']>;
  /** true: active ones only; false: inactive ones only. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the name. */
  search?: InputMaybe<Scalars['String']['input']>;
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

/** What a delete did: the account is gone, or (orders name it) it was kept and deactivated. */
export type BankAccountDeleted = {
  __typename?: 'BankAccountDeleted';
  deactivated: Scalars['Boolean']['output'];
  deleted: Scalars['Boolean']['output'];
};

export type BankAccountInput = {
  accountHolder: Scalars['String']['input'];
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  bankName: Scalars['String']['input'];
  branch?: InputMaybe<Scalars['String']['input']>;
  /** ISO 4217 code; TRY when absent. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Any spacing and case; stored in the electronic format. */
  iban: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};

/** Refusals: MISSING_INFORMATION or INVALID_VALUE (field names the input), IBAN_INVALID (iban), VALUE_TAKEN (iban). */
export type BankAccountResult = AdminBankAccount | OperationError;

export type BlogCategory = {
  __typename?: 'BlogCategory';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  sort: Scalars['Int']['output'];
};

/** Refusals: BLOG_CATEGORY_HAS_POSTS while posts are in the category. */
export type BlogCategoryDeleteResult = BlogCategorySaved | OperationError;

export type BlogCategoryInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  texts: Array<BlogCategoryTextInput>;
};

export type BlogCategoryResult = BlogCategorySaved | OperationError;

/** The saved category's id. */
export type BlogCategorySaved = {
  __typename?: 'BlogCategorySaved';
  id: Scalars['Int']['output'];
};

export type BlogCategoryTextInput = {
  language: Scalars['String']['input'];
  name: Scalars['String']['input'];
  seoLink: Scalars['String']['input'];
};

/** Refusals: MISSING_INFORMATION (image: empty), INVALID_VALUE (image: not a picture, or too large). */
export type BlogImageResult = BlogImageUploaded | OperationError;

/** A stored cover picture: its address, and whether the upload was above the advised size. */
export type BlogImageUploaded = {
  __typename?: 'BlogImageUploaded';
  image: Scalars['String']['output'];
  largeFile: Scalars['Boolean']['output'];
};

export type BlogPost = {
  __typename?: 'BlogPost';
  categoryId?: Maybe<Scalars['Int']['output']>;
  categoryName: Scalars['String']['output'];
  /** HTML content. */
  content: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Picture address (a path on this site or an https address); empty without one. */
  image: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  seoDescription: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoTitle: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  viewCount: Scalars['Int']['output'];
};

export type BlogPostInput = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Publication date (ISO 8601); kept as it was when absent, stamped at the first publication when never set. */
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  texts: Array<BlogPostTextInput>;
};

/** Refusals: MISSING_INFORMATION or INVALID_VALUE (categoryId, image, `<language>.<field>`), VALUE_TAKEN (`<language>.seoLink`). */
export type BlogPostResult = BlogPost | OperationError;

export type BlogPostTextInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  seoLink: Scalars['String']['input'];
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
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

/**
 * A campaign as the form sends it. A name in the default language is required; the period's end after its start;
 * a percent (1–100) or an amount, not both (a cart campaign that makes cargo free may have neither). The minimum cart
 * amount and free cargo apply to cart campaigns only.
 */
export type CampaignInput = {
  categoryIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  discountAmountMinor?: InputMaybe<Scalars['Money']['input']>;
  discountPercent?: InputMaybe<Scalars['Int']['input']>;
  endsAt?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isFreeCargo?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<CampaignKind>;
  minCartAmountMinor?: InputMaybe<Scalars['Money']['input']>;
  productIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
  texts?: InputMaybe<Array<CampaignTextInput>>;
};

export type CampaignKind =
  /** Chosen by the shopper in the cart. */
  | 'CART'
  /** In the catalogue's unit prices. */
  | 'PRICE';

/** Where a campaign stands today. */
export type CampaignPeriodState =
  | 'ENDED'
  | 'INACTIVE'
  | 'RUNNING'
  | 'UPCOMING';

export type CampaignText = {
  __typename?: 'CampaignText';
  description: Scalars['String']['output'];
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CampaignTextInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
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
  /** The first monthly part: it carries what dividing the total leaves over, so the parts add up to the total exactly. */
  firstInstallmentMinor: Scalars['Money']['output'];
  /** Interest on the whole amount, in basis points (300 = 3 %). */
  interestBasisPoints: Scalars['Int']['output'];
  /** Each of the other monthly parts (the total divided by the count, rounded down). */
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

export type CargoCompanyInput = {
  currency: Scalars['String']['input'];
  freeAboveMinor?: InputMaybe<Scalars['Money']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  priceMinor: Scalars['Money']['input'];
  sort?: InputMaybe<Scalars['Int']['input']>;
  trackingUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Refusals: MISSING_INFORMATION or INVALID_VALUE (field: the input's field name). */
export type CargoCompanyResult = AdminCargoCompany | OperationError;

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
  /** linesMinor + giftPackageMinor − discounts + cargoMinor + doorFeeMinor + installmentInterestMinor; never negative. On a card order: what the card was charged. */
  grandTotalMinor: Scalars['Money']['output'];
  /** Installment interest (vade farkı) of a card payment in several parts: always 0 on a cart; on an order what the card was charged above the approved total. */
  installmentInterestMinor: Scalars['Money']['output'];
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

/** Signed in, or WRONG_CODE / TIMEOUT, or a FormError for the phone number. */
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

export type CommentDecision =
  | 'APPROVE'
  | 'REJECT';

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

/** The comments a decision changed (those already in that state are left alone). */
export type CommentReview = {
  __typename?: 'CommentReview';
  changedIds: Array<Scalars['Int']['output']>;
};

/** Where a comment stands in review. */
export type CommentReviewState =
  | 'APPROVED'
  | 'REJECTED'
  | 'WAITING';

export type CommentSort =
  | 'NEWEST'
  | 'OLDEST'
  | 'RATE_ASC'
  | 'RATE_DESC';

/** WRONG_CODE (try again), TIMEOUT (ask for a new code), MISSING_INFORMATION (no contact yet) or a FormError. */
export type ConfirmShopperPhoneResult = FormError | OperationError | ShopperPhone;

export type ContactResult = FormError | ShopperContact;

export type ContentCategory = {
  __typename?: 'ContentCategory';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  /** The name in the requested language (falling back to the default language's). */
  name: Scalars['String']['output'];
  names: Array<ContentCategoryName>;
  sort: Scalars['Int']['output'];
};

export type ContentCategoryInput = {
  code: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  texts: Array<ContentCategoryNameInput>;
};

export type ContentCategoryName = {
  __typename?: 'ContentCategoryName';
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ContentCategoryNameInput = {
  language: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ContentCategoryResult = ContentCategory | OperationError;

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

/** A new page (no id) or an edit; the default language (tr) is required, a language left out loses its text. */
export type ContentPageInput = {
  /** Unique: letters a-z, digits, _ and -. */
  code: Scalars['String']['input'];
  id?: InputMaybe<Scalars['Int']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
  texts: Array<ContentPageTextInput>;
  /** The content category's code. */
  type: Scalars['String']['input'];
};

/** One language's texts of a content page. */
export type ContentPageText = {
  __typename?: 'ContentPageText';
  /** HTML content. */
  content: Scalars['String']['output'];
  language: Scalars['String']['output'];
  seoDescription: Scalars['String']['output'];
  seoLink: Scalars['String']['output'];
  seoTitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ContentPageTextInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** One path segment: letters, digits, _ and -; unique per language. */
  seoLink: Scalars['String']['input'];
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** The wording of a content page as one version had it. */
export type ContentPageVersion = {
  __typename?: 'ContentPageVersion';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  language: Scalars['String']['output'];
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
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

export type CouponBatch = {
  __typename?: 'CouponBatch';
  codes: Array<Scalars['String']['output']>;
};

/** A batch of new codes: `count` (1–500) codes of `prefix` (0–20 letters, digits, dashes) and a random part, each with the conditions of `coupon` (its code is ignored). */
export type CouponBatchInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  coupon: CouponInput;
  prefix?: InputMaybe<Scalars['String']['input']>;
};

/** The codes made, or the form's problems. */
export type CouponBatchResult = CouponBatch | FormError;

/**
 * A coupon as the form sends it. The code: 3–64 letters, digits, dashes or underscores (stored upper-case, unique);
 * the period's end after its start; a percent (1–100) or an amount, not both; limits of 1 or more, or none.
 */
export type CouponInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['Int']['input']>;
  discountAmountMinor?: InputMaybe<Scalars['Money']['input']>;
  discountPercent?: InputMaybe<Scalars['Int']['input']>;
  endsAt?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  maxCartAmountMinor?: InputMaybe<Scalars['Money']['input']>;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  maxUsesPerShopper?: InputMaybe<Scalars['Int']['input']>;
  minCartAmountMinor?: InputMaybe<Scalars['Money']['input']>;
  startsAt?: InputMaybe<Scalars['String']['input']>;
};

export type CouponShopperKind =
  | 'CUSTOMER'
  | 'GUEST';

/** Where a coupon stands today. */
export type CouponState =
  | 'ENDED'
  | 'INACTIVE'
  | 'RUNNING'
  | 'UPCOMING'
  /** Its total usage limit is reached. */
  | 'USED_UP';

/** One shopper's uses of a coupon. */
export type CouponUser = {
  __typename?: 'CouponUser';
  /** ISO timestamp of the last use. */
  lastUsedAt: Scalars['String']['output'];
  /** The orders that used it. */
  orderIds: Array<Scalars['Int']['output']>;
  shopperId: Scalars['Int']['output'];
  shopperKind: CouponShopperKind;
  uses: Scalars['Int']['output'];
};

export type CreateXmlProductFileInput = {
  /** ISO code (TRY, USD, …) the prices are converted to; none: each product's own currency. */
  currency?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
};

export type CreateXmlProductFileResult = FormError | XmlFile;

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
  /** A blog category that posts are filed under cannot be deleted. */
  | 'BLOG_CATEGORY_HAS_POSTS'
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
  /** A tree move that would hang a category (or menu item) under itself or one of its own subcategories. */
  | 'CATEGORY_CYCLE'
  /** A category with subcategories cannot be deleted. */
  | 'CATEGORY_HAS_CHILDREN'
  /** A category that products are filed under cannot be deleted. */
  | 'CATEGORY_HAS_PRODUCTS'
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
  /** An IBAN whose form, length or check digits (mod 97) are wrong. */
  | 'IBAN_INVALID'
  /** The card does not offer the chosen number of installments (a debit card, or a plan of another card family). */
  | 'INSTALLMENT_NOT_OFFERED'
  /** The card's balance or limit does not cover the amount. */
  | 'INSUFFICIENT_FUNDS'
  /** A value in the wrong form (an id, a link or a colour that does not look like one); field says which. */
  | 'INVALID_VALUE'
  | 'LETMENOW_NOT_ADDED'
  /** Member login: unknown email or wrong password (one answer for both, so it does not tell who is a member). */
  | 'LOGIN_FAILED'
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
  /** An order holds the product: it cannot be deleted (deactivate it instead). */
  | 'PRODUCT_HAS_ORDERS'
  | 'PRODUCT_NO_STOCK'
  /** The payment provider named has no adapter in this shop yet (or is not set up). */
  | 'PROVIDER_NOT_CONFIGURED'
  /** The card payment's provider refused to give money back (a refund or a void): nothing was changed. */
  | 'PROVIDER_REFUND_REFUSED'
  | 'REACHED_MAXIMUM_USAGE'
  | 'REACHED_MAXIMUM_USAGE_CUSTOMER'
  /** A record that products or sub-products still use cannot be deleted. */
  | 'RECORD_IN_USE'
  | 'REFRESH_TOKEN_EXPIRED'
  /** A refund above what was paid less what was refunded already. */
  | 'REFUND_AMOUNT_TOO_HIGH'
  /** The request was decided by someone else in the meantime. */
  | 'REQUEST_ALREADY_DECIDED'
  | 'REQUIRED_SUB_PRODUCT'
  /** A seo link another category, product, content page or brand uses in the same language. */
  | 'SEO_LINK_TAKEN'
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
  /** A code, seo link or other name that must be unique is used by another record already (field says which). */
  | 'VALUE_TAKEN'
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

/** What the last (or this) fetch from Instagram met. */
export type InstagramFetchOutcome =
  /** Instagram refused the access token (invalid or expired, error 190). */
  | 'AUTH_FAILED'
  /** No connection to Instagram. */
  | 'CONNECTION_FAILED'
  /** The Instagram feed is switched off: nothing was fetched. */
  | 'DISABLED'
  | 'FAILED'
  /** The posts were fetched and stored. */
  | 'FETCHED'
  /** No user id or access token is stored (or the token no longer opens). */
  | 'NOT_CONFIGURED'
  /** Instagram's call limit was reached (error 4): the next hour tries again. */
  | 'RATE_LIMITED'
  /** Instagram did not answer in time. */
  | 'TIMEOUT';

export type InstagramFetchResult = {
  __typename?: 'InstagramFetchResult';
  /** Posts stored by this fetch. */
  fetched: Scalars['Int']['output'];
  outcome: InstagramFetchOutcome;
  providerReason?: Maybe<Scalars['String']['output']>;
};

/** A post of the shop's Instagram account, as Instagram gave it at the last fetch. */
export type InstagramPost = {
  __typename?: 'InstagramPost';
  caption?: Maybe<Scalars['String']['output']>;
  /** Instagram's media id. */
  id: Scalars['String']['output'];
  /** The post's picture as the shop stores and serves it (/media/…, a square of 320 px, WebP); null when it could not be fetched. */
  image?: Maybe<Scalars['String']['output']>;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
  mediaType: Scalars['String']['output'];
  /** The picture (or video) on Instagram's servers. */
  mediaUrl?: Maybe<Scalars['String']['output']>;
  /** The post's page on Instagram. */
  permalink: Scalars['String']['output'];
  /** A video's still picture. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** When it was posted (ISO 8601, UTC). */
  timestamp: Scalars['String']['output'];
  /** The account's username (for a link to the account). */
  username?: Maybe<Scalars['String']['output']>;
};

export type InstagramSettings = {
  __typename?: 'InstagramSettings';
  /** Whether an access token is stored (it is never sent). */
  accessTokenSet: Scalars['Boolean']['output'];
  enabled: Scalars['Boolean']['output'];
  /** How many of the newest posts the shop keeps (1–50). */
  keep: Scalars['Int']['output'];
  /** When the last fetch ran (ISO 8601); null before the first. */
  lastFetchAt?: Maybe<Scalars['String']['output']>;
  lastOutcome?: Maybe<InstagramFetchOutcome>;
  /** Instagram's reason as it came (e.g. 190: Invalid OAuth access token); null after a fetch that worked. */
  lastReason?: Maybe<Scalars['String']['output']>;
  /** Posts stored now. */
  storedPosts: Scalars['Int']['output'];
  /** When the stored token expires (ISO 8601); null until its first renewal tells. */
  tokenExpiresAt?: Maybe<Scalars['String']['output']>;
  /** Instagram's reason when it last refused to renew the token; null after a renewal or a new token. */
  tokenRefusal?: Maybe<Scalars['String']['output']>;
  /** Since when the shop holds the stored token (pasted or renewed; ISO 8601): it is renewed a day after. */
  tokenSince?: Maybe<Scalars['String']['output']>;
  /** The Instagram (business or creator) account's user id. */
  userId: Scalars['String']['output'];
};

export type InstagramSettingsInput = {
  /** The new long-lived access token; empty keeps the stored one. */
  accessToken: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  keep: Scalars['Int']['input'];
  userId: Scalars['String']['input'];
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

/** Where mail goes now. */
export type MailRoute =
  /** The SMTP server of the environment (SMTP_URL). */
  | 'ENVIRONMENT'
  /** The dev outbox: nothing leaves the shop. */
  | 'OUTBOX'
  /** The SMTP server of these settings. */
  | 'SETTINGS';

export type MailSecurity =
  /** Plain SMTP, no encryption (a local relay). */
  | 'NONE'
  /** Plain connection upgraded with STARTTLS (usually port 587); refused when the server does not offer it. */
  | 'STARTTLS'
  /** TLS from the first byte (usually port 465). */
  | 'TLS';

export type MailSettings = {
  __typename?: 'MailSettings';
  fromAddress: Scalars['String']['output'];
  fromName: Scalars['String']['output'];
  /** Empty when the shop has no SMTP server of its own. */
  host: Scalars['String']['output'];
  /** Whether a password is stored (it is never sent). */
  passwordSet: Scalars['Boolean']['output'];
  port: Scalars['Int']['output'];
  replyTo: Scalars['String']['output'];
  route: MailRoute;
  security: MailSecurity;
  username: Scalars['String']['output'];
};

export type MailSettingsInput = {
  /** Required with a host. */
  fromAddress: Scalars['String']['input'];
  fromName: Scalars['String']['input'];
  /** Empty: no SMTP server of the shop's own (SMTP_URL, else the dev outbox). */
  host: Scalars['String']['input'];
  /** The new password; empty keeps the stored one. */
  password: Scalars['String']['input'];
  port: Scalars['Int']['input'];
  replyTo: Scalars['String']['input'];
  security: MailSecurity;
  /** Empty: no sign-in (the stored password is dropped too). */
  username: Scalars['String']['input'];
};

/** What a test mail met. */
export type MailTestOutcome =
  /** The server refused the user name or password. */
  | 'AUTH_FAILED'
  /** No connection to the server (wrong host or port, or it is down). */
  | 'CONNECTION_FAILED'
  | 'FAILED'
  /** It went to the dev outbox (no SMTP server set). */
  | 'OUTBOX'
  /** The server refused the sender, the recipient or the message. */
  | 'REFUSED'
  /** The SMTP server took it. */
  | 'SENT'
  /** The server did not answer in time. */
  | 'TIMEOUT'
  /** The encrypted connection failed (wrong security setting or an untrusted certificate). */
  | 'TLS_FAILED';

export type MailTestResult = {
  __typename?: 'MailTestResult';
  outcome: MailTestOutcome;
  /** The SMTP server's reply line as it came (e.g. 250 OK, 535 Authentication failed); null without one. */
  serverReply?: Maybe<Scalars['String']['output']>;
};

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
  /** Admin (catalogue): applies a draft import in the background; null when there is no such draft. */
  applyXmlFile?: Maybe<XmlFile>;
  /** Admin (catalogue): activate/deactivate, sort, price and stock of many products at once (at most 500). */
  bulkUpdateProducts: AdminProductsChangedResult;
  /** Withdraws the signed-in member's open alert for the product (or variant); false when there was none. */
  cancelStockAlert: Scalars['Boolean']['output'];
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
  /** Admin (catalogue): a new campaign. */
  createCampaign: AdminCampaignResult;
  /** Admin (catalogue): a new coupon. */
  createCoupon: AdminCouponResult;
  /** Creates a guest identity (guest code + token). */
  createGuestToken: GuestIdentity;
  /** Admin (catalogue): a new product; name, category, currency, selling price and the Turkish title are required. */
  createProduct: AdminProductResult;
  /** Admin (catalogue): writes a product feed file. */
  createXmlProductFile: CreateXmlProductFileResult;
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
  /** Admin: deletes a brand no product uses. */
  deleteAdminBrand: AdminDeleteResult;
  /** Admin: deletes a category that has neither products nor subcategories. */
  deleteAdminCategory: AdminDeleteResult;
  /** Admin: deletes a menu item and the items below it. */
  deleteAdminHeaderMenuItem: AdminHeaderMenuDeleteResult;
  /** Admin: deletes a model no product uses. */
  deleteAdminModel: AdminDeleteResult;
  /** Admin: deletes a property value no sub-product uses. */
  deleteAdminProperty: AdminDeleteResult;
  /** Admin: deletes a property category none of whose values a sub-product uses (its values go with it). */
  deleteAdminPropertyCategory: AdminDeleteResult;
  /** Admin: deletes a supplier no product uses. */
  deleteAdminSupplier: AdminDeleteResult;
  /** Admin (owner): delete a bank account; one that orders name is deactivated instead. NOT_FOUND when none. */
  deleteBankAccount: BankAccountDeleted;
  /** Admin (content): delete a blog category; refused while posts are in it. */
  deleteBlogCategory: BlogCategoryDeleteResult;
  /** Admin (content): delete a post; NOT_FOUND when none. */
  deleteBlogPost: Scalars['Boolean']['output'];
  /** Admin (catalogue): deletes a campaign (orders keep its name); NOT_FOUND when unknown. */
  deleteCampaign: Scalars['Boolean']['output'];
  /** Admin (content): delete a page with its texts and versions; NOT_FOUND when there is none. */
  deleteContentPage: Scalars['Boolean']['output'];
  /** Admin (catalogue): deletes a product that no order holds. */
  deleteProduct: AdminProductDeleteResult;
  /** Admin (catalogue): delete one of a product's questions; NOT_FOUND when none. */
  deleteProductFaq: Scalars['Boolean']['output'];
  /** Admin (catalogue): removes sub-products. */
  deleteSubProducts: AdminProductResult;
  /** Admin (catalogue): removes a feed file (an export's file too); false when there is none. */
  deleteXmlFile: Scalars['Boolean']['output'];
  /** Turns the second factor off with a current code. Code: totp_invalid. */
  disableAdminTotp: AdminTotpResult;
  /** Ends a browsing session of the signed-in member (NOT_FOUND for a session that is not theirs). */
  endBrowsingSession: Scalars['Boolean']['output'];
  /** Admin (owner): fetch the posts from Instagram now and say what happened. Audited. */
  fetchInstagramPosts: InstagramFetchResult;
  /**
   * Finishes a social login and signs the member in. Codes: social_login_cancelled, social_login_failed (a wrong
   * state, a used code, a provider error), social_login_email_not_verified (an account with this email exists and
   * the provider does not vouch for the address), social_login_no_email; RATE_LIMITED after too many attempts.
   */
  finishSocialLogin: LoginResult;
  /** Admin (catalogue): makes a batch of coupon codes with the same conditions. */
  generateCoupons: CouponBatchResult;
  /** Admin (catalogue): reads a supplier's feed and reports what it would change; with apply, stores it and applies it as a job. */
  importSupplierXml: SupplierImportResult;
  /** Email, password and, when enabled, a TOTP code. Codes: admin_login_failed (unknown email and wrong password alike), totp_required, totp_invalid; RATE_LIMITED after too many attempts. */
  loginAdmin: AdminLoginResult;
  /** Email and password. Code: login_failed (unknown email and wrong password alike); RATE_LIMITED after too many failures. */
  loginCustomer: LoginResult;
  /**
   * Signs in with the code sent by sendLoginCode on the same channel. Codes: WRONG_CODE (the fifth wrong try
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
  /** Admin: moves a category under another (null: to the top) at an order; never under itself or its subcategories. */
  moveAdminCategory: AdminCategoryResult;
  /** Admin (catalogue): the images' order and variant binding. */
  orderProductImages: AdminProductResult;
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
  /** Admin (catalogue): removes an image and its files. */
  removeProductImage: AdminProductResult;
  /** Removes the profile picture. */
  removeProfileImage: Customer;
  /** Admin (owner): remove the logo or the favicon: the storefront shows its default again. Audited. */
  removeSiteImage: SiteImageResult;
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
  /** Admin (content): approves or rejects one or many comments (at most 100 ids); unknown ids are skipped. */
  reviewComments: CommentReview;
  /** Adds (no id) or updates one of the caller's addresses; `use` also sets it on the cart. */
  saveAddress: AddressResult;
  /** Admin: creates or changes a brand. */
  saveAdminBrand: AdminBrandResult;
  /** Admin: creates or changes a category (texts in every language given, parent, order, active). */
  saveAdminCategory: AdminCategoryResult;
  /** Admin: creates or changes a currency (name, symbol, exchange rate, active). */
  saveAdminCurrency: AdminCurrencyResult;
  /** Admin: creates or changes a menu item. */
  saveAdminHeaderMenuItem: AdminHeaderMenuResult;
  /** Admin: changes a language (name, active, default, order). */
  saveAdminLanguage: AdminLanguageResult;
  /** Admin: creates or changes a model. */
  saveAdminModel: AdminModelResult;
  /** Admin: creates or changes a property value. */
  saveAdminProperty: AdminPropertyResult;
  /** Admin: creates or changes a property category. */
  saveAdminPropertyCategory: AdminPropertyCategoryResult;
  /** Admin: creates or changes a supplier. */
  saveAdminSupplier: AdminSupplierResult;
  /** Admin: replaces every synonym group of a language at once. */
  saveAdminSynonyms: AdminSynonymsResult;
  /** Admin (owner): create or edit a bank account. */
  saveBankAccount: BankAccountResult;
  /** Admin (content): create or edit a blog category. */
  saveBlogCategory: BlogCategoryResult;
  /** Admin (content): create or edit a post. */
  saveBlogPost: BlogPostResult;
  /** Admin (owner): create or edit a cargo company (companies are switched off, never deleted: orders name them). */
  saveCargoCompany: CargoCompanyResult;
  /** Admin (content): create or edit a content category. */
  saveContentCategory: ContentCategoryResult;
  /** Admin (content): create or edit a page. */
  saveContentPage: AdminContentPageResult;
  /** Admin (owner): store the Instagram connection. Bad input: BAD_USER_INPUT with the field. Audited without the token. */
  saveInstagramSettings: InstagramSettings;
  /** Admin (owner): store the mail settings. Bad input: BAD_USER_INPUT with the field. Audited without the password. */
  saveMailSettings: MailSettings;
  /** Admin (owner): change a page link's address, order and titles. */
  savePageLink: SavePageLinkResult;
  /**
   * Admin (catalogue): the product's personalizations, all of them: ones left out are removed (and options left out
   * of a kept one); ids stay, so carts holding a personalization keep it.
   */
  savePersonalizations: AdminProductResult;
  /** Admin (catalogue): add a question to a product or edit one of its questions; NOT_FOUND without either. */
  saveProductFaq: ProductFaqResult;
  /** Admin (owner): save some settings at once; nothing is saved when one is refused. */
  saveSiteSettings: SaveSiteSettingsResult;
  /** Admin (catalogue): adds or updates sub-products (one per property1 × property2 cell). */
  saveSubProducts: AdminProductResult;
  /** Admin (owner): store the text settings. Bad input: BAD_USER_INPUT with the field. Audited without the secrets. */
  saveTextSettings: TextSettings;
  /** Selects a cart campaign: CART_PRICE_MORE_THAN_CAMPAIGN_PRICE, CAMPAIGN_PRODUCT_NO_STOCK, CAMPAIGN_NO_ADDED. */
  selectCampaign: CartResult;
  /** Chooses a cargo company (NOT_FOUND for an unknown or inactive one). */
  selectCargo: CartResult;
  /**
   * Sends a six-digit sign-in code to a member's phone (Turkish mobile number, any usual spelling); a number no member
   * has gets the same answer, and no text. Codes: CODE_NOT_SENT, a FormError for the number; RATE_LIMITED per client
   * address and per number.
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
  /** Admin (owner): send a test mail to an address through the mailer real mails take now. */
  sendTestMail: MailTestResult;
  /** Admin (owner): send a test text to a phone number on one channel through the sender real codes take now. */
  sendTestText: TextTestResult;
  /** Admin (content): publish a post or take it back to draft; NOT_FOUND when none. */
  setBlogPostPublished: Scalars['Boolean']['output'];
  /** Admin (content): show or hide a page; NOT_FOUND when there is none. */
  setContentPageActive: AdminContentPage;
  /** Admin (catalogue): switches a coupon on or off; NOT_FOUND when unknown. */
  setCouponActive: AdminCoupon;
  /**
   * Sets the signed-in member's mobile number (a Turkish mobile number in any usual spelling, stored as +905XXXXXXXXX).
   * A number other than the current one is unconfirmed until a code to it is confirmed. Field `phone` problems:
   * field_required_phone, field_invalid_phone, phone_duplicate (another member has it).
   */
  setMemberPhone: ProfileResult;
  /** Admin: sets (or with an empty text clears) the invoice number. */
  setOrderInvoiceNumber: AdminOrderResult;
  /** Admin (catalogue): the related (other colours) and accessory products, in order. */
  setProductLinks: AdminProductResult;
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
  /** Admin (catalogue): changes a campaign (the whole form); NOT_FOUND when unknown. */
  updateCampaign: AdminCampaignResult;
  /** Gift options, notes, delivery date, addresses, currency (only the fields given change). */
  updateCart: CartResult;
  /** Sets a line's quantity (stock and min/max re-checked). Another shopper's line is NOT_FOUND. */
  updateCartLine: CartResult;
  /** Updates several lines (the REST cart/update list), each on its own; at most 50. */
  updateCartLines: CartBatchResult;
  /** Admin (catalogue): changes a coupon (the whole form); NOT_FOUND when unknown. */
  updateCoupon: AdminCouponResult;
  /**
   * Admin (owner): a payment method's settings. Secrets are stored sealed; an empty one keeps the stored secret. Audited
   * without any secret (a secret shows as "set"). Bad input (unknown method or credential, a fee or order out of range,
   * a credential of the wrong shape): BAD_USER_INPUT with the field.
   */
  updatePaymentMethodSetting: PaymentMethodSetting;
  /** Admin (catalogue): changes the fields given. */
  updateProduct: AdminProductResult;
  /** Admin (catalogue): one language's content and SEO fields. */
  updateProductLanguage: AdminProductResult;
  /** Saves the profile. Codes: form_required_general_message, email_duplicate, phone_duplicate. A changed phone must be verified again. */
  updateProfile: ProfileResult;
  /** Admin (content): store a cover picture (base64 of a JPEG, PNG, WebP or GIF; at most 5 MB) for a post. */
  uploadBlogImage: BlogImageResult;
  /** Admin (catalogue): an image (base64 or a data URL; JPEG, PNG, WebP, GIF; at most 5 MB), stored in sizes S, M, B. */
  uploadProductImage: AdminProductImageResult;
  /**
   * Sets the profile picture from an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF; at most 5 MB) sent as base64 (a
   * data URL is accepted too). It is cropped square, resized and stored without its metadata (location, camera).
   * Field `image` problems: field_required_image, field_image_not_image, field_image_too_large.
   */
  uploadProfileImage: ProfileResult;
  /** Admin (owner): upload the logo or the favicon (base64). Audited. */
  uploadSiteImage: SiteImageResult;
  /**
   * Verifies the email through a mailed link's token (no sign-in needed: the link may be opened on another device).
   * Codes: EMAIL_VERIFICATION_INVALID (unknown, garbled or replaced link, or the member's email has changed since),
   * EMAIL_VERIFICATION_EXPIRED (older than 48 hours: ask for a new one), EMAIL_VERIFICATION_USED (opened before).
   */
  verifyEmail: VerifyEmailResult;
  /** Counts one view of a published post; the post, or null when none. */
  viewBlogPost?: Maybe<BlogPost>;
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


export type MutationApplyXmlFileArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBulkUpdateProductsArgs = {
  items: Array<AdminProductBulkItem>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCancelStockAlertArgs = {
  productId: Scalars['Int']['input'];
  subProductId?: InputMaybe<Scalars['Int']['input']>;
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


export type MutationCreateCampaignArgs = {
  input: CampaignInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateProductArgs = {
  input: AdminProductInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateXmlProductFileArgs = {
  input: CreateXmlProductFileInput;
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


export type MutationDeleteAdminBrandArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAdminCategoryArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAdminHeaderMenuItemArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAdminModelArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAdminPropertyArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAdminPropertyCategoryArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAdminSupplierArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteBankAccountArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteBlogCategoryArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteBlogPostArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCampaignArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteContentPageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteProductFaqArgs = {
  id: Scalars['Int']['input'];
  productId: Scalars['Int']['input'];
};


export type MutationDeleteSubProductsArgs = {
  ids: Array<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteXmlFileArgs = {
  id: Scalars['Int']['input'];
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


export type MutationGenerateCouponsArgs = {
  input: CouponBatchInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationImportSupplierXmlArgs = {
  input: SupplierXmlInput;
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


export type MutationMoveAdminCategoryArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationOrderProductImagesArgs = {
  images: Array<AdminProductImageOrder>;
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
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


export type MutationRemoveProductImageArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveSiteImageArgs = {
  kind: SiteImageKind;
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


export type MutationReviewCommentsArgs = {
  decision: CommentDecision;
  ids: Array<Scalars['Int']['input']>;
};


export type MutationSaveAddressArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: AddressInput;
  language?: InputMaybe<Scalars['String']['input']>;
  use?: InputMaybe<AddressUse>;
};


export type MutationSaveAdminBrandArgs = {
  input: AdminBrandInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminCategoryArgs = {
  input: AdminCategoryInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminCurrencyArgs = {
  input: AdminCurrencyInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminHeaderMenuItemArgs = {
  input: AdminHeaderMenuInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminLanguageArgs = {
  input: AdminLanguageInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminModelArgs = {
  input: AdminModelInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminPropertyArgs = {
  input: AdminPropertyInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminPropertyCategoryArgs = {
  input: AdminPropertyCategoryInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminSupplierArgs = {
  input: AdminSupplierInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveAdminSynonymsArgs = {
  forLanguage: Scalars['String']['input'];
  groups: Array<Array<Scalars['String']['input']>>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveBankAccountArgs = {
  input: BankAccountInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveBlogCategoryArgs = {
  input: BlogCategoryInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveBlogPostArgs = {
  input: BlogPostInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveCargoCompanyArgs = {
  input: CargoCompanyInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveContentCategoryArgs = {
  input: ContentCategoryInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveContentPageArgs = {
  input: ContentPageInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveInstagramSettingsArgs = {
  input: InstagramSettingsInput;
};


export type MutationSaveMailSettingsArgs = {
  input: MailSettingsInput;
};


export type MutationSavePageLinkArgs = {
  input: PageLinkInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSavePersonalizationsArgs = {
  items: Array<AdminPersonalizationInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
};


export type MutationSaveProductFaqArgs = {
  input: AdminProductFaqInput;
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
};


export type MutationSaveSiteSettingsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  values: Array<SiteSettingInput>;
};


export type MutationSaveSubProductsArgs = {
  items: Array<AdminSubProductInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
};


export type MutationSaveTextSettingsArgs = {
  input: TextSettingsInput;
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


export type MutationSendTestMailArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};


export type MutationSendTestTextArgs = {
  channel: CodeChannel;
  to: Scalars['String']['input'];
};


export type MutationSetBlogPostPublishedArgs = {
  id: Scalars['Int']['input'];
  isPublished: Scalars['Boolean']['input'];
};


export type MutationSetContentPageActiveArgs = {
  id: Scalars['Int']['input'];
  isActive: Scalars['Boolean']['input'];
};


export type MutationSetCouponActiveArgs = {
  id: Scalars['Int']['input'];
  isActive: Scalars['Boolean']['input'];
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


export type MutationSetProductLinksArgs = {
  accessoryIds: Array<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
  relatedIds: Array<Scalars['Int']['input']>;
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


export type MutationUpdateCampaignArgs = {
  id: Scalars['Int']['input'];
  input: CampaignInput;
  language?: InputMaybe<Scalars['String']['input']>;
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


export type MutationUpdateCouponArgs = {
  id: Scalars['Int']['input'];
  input: CouponInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePaymentMethodSettingArgs = {
  input: PaymentMethodSettingInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProductArgs = {
  id: Scalars['Int']['input'];
  input: AdminProductInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProductLanguageArgs = {
  id: Scalars['Int']['input'];
  input: AdminProductTranslationInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateProfileArgs = {
  input: CustomerProfileInput;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadBlogImageArgs = {
  image: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadProductImageArgs = {
  image: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['Int']['input'];
  variant1Id?: InputMaybe<Scalars['Int']['input']>;
  variant2Id?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUploadProfileImageArgs = {
  image: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadSiteImageArgs = {
  image: Scalars['String']['input'];
  kind: SiteImageKind;
};


export type MutationVerifyEmailArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationViewBlogPostArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
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
  /** Card orders: what the card was charged and in how many installments; null for other methods. */
  cardCharge?: Maybe<OrderCardCharge>;
  cargoName?: Maybe<Scalars['String']['output']>;
  /** The cargo's tracking number, once shipped. */
  cargoTrackingCode?: Maybe<Scalars['String']['output']>;
  /** Present once the order has shipped with a tracking code. */
  cargoTrackingUrl?: Maybe<Scalars['String']['output']>;
  /** Admin: what the card was charged, installment interest included (null for offline methods, and for anyone but an admin). */
  chargedMinor?: Maybe<Scalars['Money']['output']>;
  /** Order number; wire transfer orders start with JS. */
  code: Scalars['String']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  currencyCode: Scalars['String']['output'];
  /** Admin: the member the order belongs to (null for a guest's order, and for anyone but an admin). */
  customerId?: Maybe<Scalars['Int']['output']>;
  deliveryAddress: OrderAddress;
  /** Admin: the version of the distance-sales contract the shopper accepted (null for anyone but an admin). */
  distanceSalesVersion?: Maybe<Scalars['String']['output']>;
  doorPaymentType?: Maybe<DoorPaymentType>;
  email: Scalars['String']['output'];
  generalNote: Scalars['String']['output'];
  giftNote: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Admin: the card payment's installment count (null for offline methods, and for anyone but an admin). */
  installmentCount?: Maybe<Scalars['Int']['output']>;
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
  /** Admin: the card provider that charged the order (null for offline methods, and for anyone but an admin). */
  paymentProvider?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  /** Admin: the version of the pre-information form the shopper accepted (null for anyone but an admin). */
  preInformationVersion?: Maybe<Scalars['String']['output']>;
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

/** A card payment as the order records it. */
export type OrderCardCharge = {
  __typename?: 'OrderCardCharge';
  /** What the card was charged: the order total plus any installment interest (order currency, minor units). */
  chargedMinor: Scalars['Money']['output'];
  installmentCount: Scalars['Int']['output'];
};

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
  /** Admin: the name of the admin who made the change (null when the shop or the shopper did, and for anyone but an admin). */
  adminName?: Maybe<Scalars['String']['output']>;
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

export type PageLinkInput = {
  id: Scalars['Int']['input'];
  sort?: InputMaybe<Scalars['Int']['input']>;
  titles: Array<PageLinkTitleInput>;
  /** A path on this site (starting with /) or an https address. */
  url: Scalars['String']['input'];
};

export type PageLinkTitle = {
  __typename?: 'PageLinkTitle';
  language: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PageLinkTitleInput = {
  language: Scalars['String']['input'];
  title: Scalars['String']['input'];
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
   * placed (OrderError with field approvedTotalMinor). Left out (older clients), the order is placed at the payable total,
   * unless a coupon or campaign on the cart no longer applies: then nothing is placed (its code, field promotions).
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
   * placed (OrderError with field approvedTotalMinor). Left out (older clients), the order is placed at the payable total,
   * unless a coupon or campaign on the cart no longer applies: then nothing is placed (its code, field promotions).
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

/** How a payment method is paid, and so what the checkout asks for with it. */
export type PaymentKind =
  /** A transfer into one of the shop's bank accounts (bankAccounts). */
  | 'BANK_TRANSFER'
  /** A card typed into the shop's card step, then 3-D Secure; its plans by its BIN (cardBin). */
  | 'CARD'
  /** At the door, in cash or by card (doorPaymentTypes); a service fee may be added. */
  | 'CASH_ON_DELIVERY'
  /** A card typed into the provider's own page, which the shop frames; its plans by the BIN alone (cardBin). */
  | 'HOSTED_CARD';

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
  /** Card methods whose provider's page takes the card (PayTR): the card's first 6–8 digits, needed for installments (INSTALLMENT_NOT_OFFERED when the card's family has no such plan). */
  cardBin?: InputMaybe<Scalars['String']['input']>;
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
  /**
   * How it is paid; null when this shop cannot take payments with it now (no provider for the code, or the provider's
   * settings are incomplete): still listed, but a storefront does not offer it.
   */
  kind?: Maybe<PaymentKind>;
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
   * placed (OrderError with field approvedTotalMinor). Left out (older clients), the order is placed at the payable total,
   * unless a coupon or campaign on the cart no longer applies: then nothing is placed (its code, field promotions).
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
  /** The signed-in member's open back-in-stock alerts on the product and its variants; empty when signed out. */
  myStockAlerts: Array<StockAlertRequest>;
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

/** Refusals: MISSING_INFORMATION or INVALID_VALUE (language, question, answer, sort). */
export type ProductFaqResult = AdminProductFaqItem | OperationError;

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
  /** Admin (owner): every bank account, inactive ones too, in their order. */
  adminBankAccounts: Array<AdminBankAccount>;
  /** Admin (content): every blog category, hidden ones included, in their order. */
  adminBlogCategories: Array<AdminBlogCategory>;
  /** Admin (content): one post with its texts in every language; null when none. */
  adminBlogPost?: Maybe<AdminBlogPost>;
  /** Admin (content): posts, drafts included, newest first; search in titles, filter by category, paging. */
  adminBlogPostList: AdminBlogPostList;
  /** Admin (content): every post, drafts included. */
  adminBlogPosts: Array<BlogPost>;
  /** Admin: one brand; NOT_FOUND when unknown. */
  adminBrand: AdminBrand;
  /** Admin: brands by name, a page at a time (pageSize 1–100, default 20). */
  adminBrands: AdminBrandPage;
  /** Admin (catalogue): one campaign; NOT_FOUND when unknown. */
  adminCampaign: AdminCampaign;
  /** Admin (catalogue): campaigns, newest first, a page at a time (pageSize 1–100, default 20). */
  adminCampaigns: AdminCampaignPage;
  /** Admin (orders; owners edit them): every cargo company, inactive ones included, in their order. */
  adminCargoCompanies: Array<AdminCargoCompany>;
  /** Admin: the whole category tree, depth-first (each parent before its children, siblings in their order). */
  adminCategories: Array<AdminCategory>;
  /** Admin: one category with its texts in every language; NOT_FOUND when unknown. */
  adminCategory: AdminCategory;
  /** Admin (content): comments for review, waiting ones first then newest, a page at a time (pageSize 1–100, default 20). */
  adminComments: AdminCommentPage;
  /** Admin (content): the content categories. */
  adminContentCategories: Array<ContentCategory>;
  /** Admin (content): one page with every language's texts; null when none. */
  adminContentPage?: Maybe<AdminContentPage>;
  /** Admin (content): pages by type and order; search looks in codes and titles. */
  adminContentPages: AdminContentPageList;
  /** Admin (catalogue): one coupon with its users; NOT_FOUND when unknown. */
  adminCoupon: AdminCoupon;
  /** Admin (catalogue): coupons, newest first, a page at a time (pageSize 1–100, default 20). */
  adminCoupons: AdminCouponPage;
  /** Admin: one member's profile by id; NOT_FOUND when unknown or deleted. */
  adminCustomer: Customer;
  /** Admin: members (deleted accounts left out), filtered and sorted (default newest first), a page at a time (perPage 1–100, default 20). */
  adminCustomers: AdminCustomerPage;
  /** Admin: every menu item, active or not, depth-first. */
  adminHeaderMenu: Array<AdminHeaderMenuItem>;
  /** Admin: one menu item with its titles; NOT_FOUND when unknown. */
  adminHeaderMenuItem: AdminHeaderMenuItem;
  /** Admin (owner): the Instagram connection and what its last fetch met. */
  adminInstagramSettings: InstagramSettings;
  /** Admin (owner): the mail settings. */
  adminMailSettings: MailSettings;
  /** The signed-in admin (UNAUTHENTICATED without an admin token). */
  adminMe: AdminUser;
  /** Admin: one model; NOT_FOUND when unknown. */
  adminModel: AdminModel;
  /** Admin: models by name, a page at a time. */
  adminModels: AdminModelPage;
  /** Admin: one order by id or code with its lines, amounts, payment, history and requests; NOT_FOUND when unknown. */
  adminOrder: Order;
  /** Admin: what waits for the shop at a glance (orders per status, open requests, today's orders and takings). */
  adminOrderDashboard: AdminOrderDashboard;
  /** Admin: orders, filtered and sorted (default newest first), a page at a time (perPage 1–100, default 20). */
  adminOrders: AdminOrderPage;
  /** Admin (owner): the page links with every language's title. */
  adminPageLinks: Array<AdminPageLink>;
  /** Admin (owner): every payment method with its settings, in the checkout's order. */
  adminPaymentMethods: Array<PaymentMethodSetting>;
  /** Admin (catalogue): one product with every field and language; NOT_FOUND when unknown. */
  adminProduct: AdminProduct;
  /** Admin (catalogue): the categories, brands, models, suppliers, currencies and properties the form offers. */
  adminProductChoices: AdminProductChoices;
  /** Admin (catalogue): a product's questions in every language, by language and order; NOT_FOUND without the product. */
  adminProductFaq: Array<AdminProductFaqItem>;
  /** Admin (catalogue): products, filtered and sorted (default the shop's order), a page at a time (perPage 1–100). */
  adminProducts: AdminProductPage;
  /** Admin: the values of a property category, in order. */
  adminProperties: Array<AdminProperty>;
  /** Admin: one property value with its names; NOT_FOUND when unknown. */
  adminProperty: AdminProperty;
  /** Admin: every property category, in order. */
  adminPropertyCategories: Array<AdminPropertyCategory>;
  /** Admin: one property category with its names; NOT_FOUND when unknown. */
  adminPropertyCategory: AdminPropertyCategory;
  /** Admin (owner): every setting the admin may edit, with its value (empty when unset). */
  adminSiteSettings: Array<Setting>;
  /** Admin: one supplier; NOT_FOUND when unknown. */
  adminSupplier: AdminSupplier;
  /** Admin: suppliers by name, a page at a time. */
  adminSuppliers: AdminSupplierPage;
  /** Admin: the synonym groups of a language (forLanguage: tr, en or ar). */
  adminSynonyms: AdminSynonymList;
  /** Admin (owner): the text (SMS / WhatsApp) settings. */
  adminTextSettings: TextSettings;
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
  /** Active blog categories in their order. */
  blogCategories: Array<BlogCategory>;
  /** A published post; null when none. */
  blogPost?: Maybe<BlogPost>;
  /** Published posts, newest first (at most 100); only a category's when categoryId is given. */
  blogPosts: Array<BlogPost>;
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
  /** Admin (content): a page's wording in a version (what an order or a consent accepted); null when unknown. */
  contentPageVersion?: Maybe<ContentPageVersion>;
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
  /** The shop's newest Instagram posts, newest first (at most `limit`, 1–50, default 12); empty while the feed is off. */
  instagramPosts: Array<InstagramPost>;
  /** Active languages. */
  languages: Array<Language>;
  /** The signed-in member (UNAUTHENTICATED without a member token). */
  me: Customer;
  models: Array<Model>;
  /** Published posts with the most views first. */
  mostReadBlogPosts: Array<BlogPost>;
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
  /** Published posts other than this one, newest first. */
  otherBlogPosts: Array<BlogPost>;
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
  /** The published product feed (RSS 2.0 with Google Merchant fields), every active product, in the language and currency asked. */
  productFeed: Scalars['String']['output'];
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
  /** Admin (catalogue): one feed file with its report; null when there is none. */
  xmlFile?: Maybe<XmlFile>;
  /** Admin (catalogue): the feed files, newest first. */
  xmlFiles: XmlFilePage;
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


export type QueryAdminBlogCategoriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminBlogPostArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminBlogPostListArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminBlogPostsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminBrandArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminBrandsArgs = {
  filter?: InputMaybe<AdminTaxonomyFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCampaignArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminCampaignsArgs = {
  filter?: InputMaybe<AdminCampaignFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCategoriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminCategoryArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminCommentsArgs = {
  filter?: InputMaybe<AdminCommentFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminContentCategoriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminContentPageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminContentPagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminCouponArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminCouponsArgs = {
  filter?: InputMaybe<AdminCouponFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminCustomerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminCustomersArgs = {
  filter?: InputMaybe<AdminCustomerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminCustomerSort>;
};


export type QueryAdminHeaderMenuArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminHeaderMenuItemArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminModelArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminModelsArgs = {
  filter?: InputMaybe<AdminTaxonomyFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminOrderArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminOrderDashboardArgs = {
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


export type QueryAdminProductArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminProductChoicesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminProductFaqArgs = {
  productId: Scalars['Int']['input'];
};


export type QueryAdminProductsArgs = {
  filter?: InputMaybe<AdminProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AdminProductSort>;
};


export type QueryAdminPropertiesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  propertyCategoryId: Scalars['Int']['input'];
};


export type QueryAdminPropertyArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPropertyCategoriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPropertyCategoryArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminSupplierArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminSuppliersArgs = {
  filter?: InputMaybe<AdminTaxonomyFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminSynonymsArgs = {
  forLanguage: Scalars['String']['input'];
};


export type QueryBlogCategoriesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBlogPostArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBlogPostsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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


export type QueryContentPageVersionArgs = {
  code: Scalars['String']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
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


export type QueryInstagramPostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMostReadBlogPostsArgs = {
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


export type QueryOtherBlogPostsArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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


export type QueryProductFeedArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
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


export type QueryXmlFileArgs = {
  id: Scalars['Int']['input'];
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXmlFilesArgs = {
  kind?: InputMaybe<XmlFileKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
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

/** Refusals: INVALID_VALUE or MISSING_INFORMATION (field: url, sort, `<language>.title`). */
export type SavePageLinkResult = AdminPageLink | OperationError;

/** Refusals: INVALID_VALUE (field: the setting's code), MISSING_INFORMATION (field: values). */
export type SaveSiteSettingsResult = OperationError | SiteSettingsSaved;

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

export type SiteImageKind =
  | 'FAVICON'
  | 'LOGO';

/** Why an upload was refused. */
export type SiteImageProblem =
  /** Not a picture of an accepted format (logo: PNG, JPEG, WebP, SVG; favicon: ICO, PNG). */
  | 'NOT_IMAGE'
  /** An SVG that refers to other files or addresses. */
  | 'SVG_EXTERNAL'
  /** Larger than 2 MB or than a picture may be. */
  | 'TOO_LARGE';

export type SiteImageResult = {
  __typename?: 'SiteImageResult';
  problem?: Maybe<SiteImageProblem>;
  /** The picture's address as the setting now holds it (empty: the default); null when refused. */
  url?: Maybe<Scalars['String']['output']>;
};

export type SiteSettingInput = {
  code: Scalars['String']['input'];
  value: Scalars['String']['input'];
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

export type SiteSettingsSaved = {
  __typename?: 'SiteSettingsSaved';
  /** Every editable setting as saved. */
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

export type SupplierChange = {
  __typename?: 'SupplierChange';
  code: Scalars['String']['output'];
  currencyCode: Scalars['String']['output'];
  priceAfterMinor: Scalars['Money']['output'];
  priceBeforeMinor: Scalars['Money']['output'];
  productId: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  stockAfter: Scalars['Int']['output'];
  stockBefore: Scalars['Int']['output'];
  /** The variant's code when the change is a variant's. */
  subProductCode?: Maybe<Scalars['String']['output']>;
};

export type SupplierImportPreview = {
  __typename?: 'SupplierImportPreview';
  report: SupplierImportReport;
};

export type SupplierImportReport = {
  __typename?: 'SupplierImportReport';
  /** Products and variants whose price or stock would change (or changed). */
  changed: Scalars['Int']['output'];
  /** The first 200 changes. */
  changes: Array<SupplierChange>;
  /** Items found at the item path. */
  items: Scalars['Int']['output'];
  /** Items whose code names a product or variant. */
  matched: Scalars['Int']['output'];
  /** The first 50 items that could not be read. */
  problems: Array<SupplierItemProblem>;
  problemsTotal: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  /** The first 50 codes the catalogue does not know. */
  unmatched: Array<Scalars['String']['output']>;
  unmatchedTotal: Scalars['Int']['output'];
};

export type SupplierImportResult = FormError | SupplierImportPreview | XmlFile;

export type SupplierItemProblem = {
  __typename?: 'SupplierItemProblem';
  /** 1-based position of the item in the feed. */
  item: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type SupplierMatch =
  /** The supplier's code is a product's barcode. */
  | 'BARCODE'
  /** The supplier's code is a product's supplier product code or a variant's code. */
  | 'SUPPLIER_CODE';

export type SupplierXmlInput = {
  /** False (default): a dry run that changes nothing. True: store the file and apply it in the background. */
  apply?: InputMaybe<Scalars['Boolean']['input']>;
  /** The item's element (or @attribute) holding the code. */
  codeField: Scalars['String']['input'];
  /** The supplier's XML (at most 5,000,000 characters). */
  content: Scalars['String']['input'];
  /** Element names from the root to the repeated item, separated by / (Products/Product). */
  itemPath: Scalars['String']['input'];
  /** With a dry run: keep the file as a draft (its report listed), to apply later with applyXmlFile. */
  keep?: InputMaybe<Scalars['Boolean']['input']>;
  matchBy: SupplierMatch;
  /** A name for the list (default: supplier feed and the date). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The element holding the selling price (VAT included, in the product's currency); none: prices stay. */
  priceField?: InputMaybe<Scalars['String']['input']>;
  /** The element holding the stock amount; none: stock stays. */
  stockField?: InputMaybe<Scalars['String']['input']>;
};

export type TextDirection =
  | 'LTR'
  | 'RTL';

/** Who carries one channel's texts. */
export type TextProvider =
  /** As the server's environment says (NETGSM_* / WHATSAPP_* variables, else the dev outbox). */
  | 'ENVIRONMENT'
  /** Netgsm (SMS only). */
  | 'NETGSM'
  /** The dev outbox: nothing leaves the shop. */
  | 'OUTBOX'
  /** The WhatsApp Business Cloud API (WhatsApp only). */
  | 'WHATSAPP_CLOUD';

/** Where a channel's texts go now. */
export type TextRoute =
  /** The provider of the environment. */
  | 'ENVIRONMENT'
  /** The dev outbox. */
  | 'OUTBOX'
  /** The provider of these settings. */
  | 'SETTINGS';

export type TextSettings = {
  __typename?: 'TextSettings';
  /** The sender name registered with Netgsm (msgheader). */
  netgsmHeader: Scalars['String']['output'];
  /** Whether a Netgsm password is stored (it is never sent). */
  netgsmPasswordSet: Scalars['Boolean']['output'];
  netgsmUsercode: Scalars['String']['output'];
  smsProvider: TextProvider;
  smsRoute: TextRoute;
  whatsappPhoneNumberId: Scalars['String']['output'];
  whatsappProvider: TextProvider;
  whatsappRoute: TextRoute;
  /** The approved authentication template's name. */
  whatsappTemplate: Scalars['String']['output'];
  /** Whether a WhatsApp access token is stored (it is never sent). */
  whatsappTokenSet: Scalars['Boolean']['output'];
};

export type TextSettingsInput = {
  netgsmHeader: Scalars['String']['input'];
  /** The new password; empty keeps the stored one. */
  netgsmPassword: Scalars['String']['input'];
  netgsmUsercode: Scalars['String']['input'];
  /** ENVIRONMENT, OUTBOX or NETGSM. */
  smsProvider: TextProvider;
  whatsappPhoneNumberId: Scalars['String']['input'];
  /** ENVIRONMENT, OUTBOX or WHATSAPP_CLOUD. */
  whatsappProvider: TextProvider;
  whatsappTemplate: Scalars['String']['input'];
  /** The new access token; empty keeps the stored one. */
  whatsappToken: Scalars['String']['input'];
};

/** What a test text met. */
export type TextTestOutcome =
  /** The provider refused the credentials. */
  | 'AUTH_FAILED'
  /** No connection to the provider. */
  | 'CONNECTION_FAILED'
  | 'FAILED'
  /** It went to the dev outbox. */
  | 'OUTBOX'
  /** The provider refused the message (sender name, number, template, limits). */
  | 'REFUSED'
  /** The provider took it. */
  | 'SENT'
  /** The provider did not answer in time. */
  | 'TIMEOUT';

export type TextTestResult = {
  __typename?: 'TextTestResult';
  outcome: TextTestOutcome;
  /** The provider's reason as it came (e.g. netgsm:30, whatsapp:132001); null when sent. */
  providerReason?: Maybe<Scalars['String']['output']>;
};

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

export type XmlFile = {
  __typename?: 'XmlFile';
  /** The admin who made it (null when unknown). */
  adminName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** Export: the currency of its prices (null: each product's own). */
  currencyCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Import: what it changed (or, while queued, what the dry run found). */
  importReport?: Maybe<SupplierImportReport>;
  kind: XmlFileKind;
  /** Export: the feed's language. */
  language?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Export: products in it; import: items read from it. */
  productCount: Scalars['Int']['output'];
  status: XmlFileStatus;
  /** Export: where engines fetch it (site-relative). */
  url?: Maybe<Scalars['String']['output']>;
};

export type XmlFileKind =
  | 'EXPORT'
  | 'IMPORT';

export type XmlFilePage = {
  __typename?: 'XmlFilePage';
  files: Array<XmlFile>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type XmlFileStatus =
  | 'APPLIED'
  /** An import checked and kept, waiting for an admin to apply it. */
  | 'DRAFT'
  | 'FAILED'
  /** An import waiting for (or in) its background job. */
  | 'QUEUED'
  /** An exported feed, ready to be fetched. */
  | 'READY';

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
  AdminBrandResult:
    | ( AdminBrand & { __typename: 'AdminBrand' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminCampaignResult:
    | ( AdminCampaign & { __typename: 'AdminCampaign' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminCategoryResult:
    | ( AdminCategory & { __typename: 'AdminCategory' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminContentPageResult:
    | ( AdminContentPage & { __typename: 'AdminContentPage' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminCouponResult:
    | ( AdminCouponRecord & { __typename: 'AdminCoupon' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminCurrencyResult:
    | ( Currency & { __typename: 'Currency' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminDeleteResult:
    | ( AdminDeleted & { __typename: 'AdminDeleted' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminHeaderMenuDeleteResult:
    | ( AdminHeaderMenuDeleted & { __typename: 'AdminHeaderMenuDeleted' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminHeaderMenuResult:
    | ( AdminHeaderMenuItem & { __typename: 'AdminHeaderMenuItem' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminLanguageResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( Language & { __typename: 'Language' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminLoginResult:
    | ( AdminSessionRecord & { __typename: 'AdminSession' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminModelResult:
    | ( AdminModel & { __typename: 'AdminModel' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminOrderResult:
    | ( Omit<OrderChanged, 'order'> & { order: _RefType['Order'] } & { __typename: 'OrderChanged' } )
    | ( OrderErrorResult & { __typename: 'OrderError' } )
  ;
  AdminProductDeleteResult:
    | ( AdminProductDeleted & { __typename: 'AdminProductDeleted' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminProductImageResult:
    | ( AdminProductImageUploaded & { __typename: 'AdminProductImageUploaded' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminProductResult:
    | ( AdminProduct & { __typename: 'AdminProduct' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminProductsChangedResult:
    | ( AdminProductsChanged & { __typename: 'AdminProductsChanged' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminPropertyCategoryResult:
    | ( AdminPropertyCategory & { __typename: 'AdminPropertyCategory' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminPropertyResult:
    | ( AdminProperty & { __typename: 'AdminProperty' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminSupplierResult:
    | ( AdminSupplier & { __typename: 'AdminSupplier' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  AdminSynonymsResult:
    | ( AdminSynonymList & { __typename: 'AdminSynonymList' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  AdminTotpResult:
    | ( AdminUserRecord & { __typename: 'AdminUser' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  BankAccountResult:
    | ( AdminBankAccount & { __typename: 'AdminBankAccount' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  BlogCategoryDeleteResult:
    | ( BlogCategorySaved & { __typename: 'BlogCategorySaved' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  BlogCategoryResult:
    | ( BlogCategorySaved & { __typename: 'BlogCategorySaved' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  BlogImageResult:
    | ( BlogImageUploaded & { __typename: 'BlogImageUploaded' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  BlogPostResult:
    | ( BlogPost & { __typename: 'BlogPost' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  CardBinResult:
    | ( CardBin & { __typename: 'CardBin' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  CargoCompanyResult:
    | ( AdminCargoCompany & { __typename: 'AdminCargoCompany' } )
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
  ContentCategoryResult:
    | ( ContentCategory & { __typename: 'ContentCategory' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  CouponBatchResult:
    | ( CouponBatch & { __typename: 'CouponBatch' } )
    | ( FormErrorResult & { __typename: 'FormError' } )
  ;
  CreateXmlProductFileResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( Omit<XmlFile, 'importReport'> & { importReport?: Maybe<_RefType['SupplierImportReport']> } & { __typename: 'XmlFile' } )
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
  ProductFaqResult:
    | ( AdminProductFaqItem & { __typename: 'AdminProductFaqItem' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
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
  SavePageLinkResult:
    | ( AdminPageLink & { __typename: 'AdminPageLink' } )
    | ( OperationErrorResult & { __typename: 'OperationError' } )
  ;
  SaveSiteSettingsResult:
    | ( OperationErrorResult & { __typename: 'OperationError' } )
    | ( SiteSettingsSaved & { __typename: 'SiteSettingsSaved' } )
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
  SupplierImportResult:
    | ( FormErrorResult & { __typename: 'FormError' } )
    | ( Omit<SupplierImportPreview, 'report'> & { report: _RefType['SupplierImportReport'] } & { __typename: 'SupplierImportPreview' } )
    | ( Omit<XmlFile, 'importReport'> & { importReport?: Maybe<_RefType['SupplierImportReport']> } & { __typename: 'XmlFile' } )
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
  AdminBankAccount: ResolverTypeWrapper<AdminBankAccount>;
  AdminBlogCategory: ResolverTypeWrapper<AdminBlogCategory>;
  AdminBlogCategoryText: ResolverTypeWrapper<AdminBlogCategoryText>;
  AdminBlogPost: ResolverTypeWrapper<AdminBlogPost>;
  AdminBlogPostList: ResolverTypeWrapper<AdminBlogPostList>;
  AdminBlogPostText: ResolverTypeWrapper<AdminBlogPostText>;
  AdminBrand: ResolverTypeWrapper<AdminBrand>;
  AdminBrandInput: AdminBrandInput;
  AdminBrandPage: ResolverTypeWrapper<AdminBrandPage>;
  AdminBrandResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminBrandResult']>;
  AdminCampaign: ResolverTypeWrapper<AdminCampaign>;
  AdminCampaignFilter: AdminCampaignFilter;
  AdminCampaignPage: ResolverTypeWrapper<AdminCampaignPage>;
  AdminCampaignResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCampaignResult']>;
  AdminCargoCompany: ResolverTypeWrapper<AdminCargoCompany>;
  AdminCategory: ResolverTypeWrapper<AdminCategory>;
  AdminCategoryInput: AdminCategoryInput;
  AdminCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCategoryResult']>;
  AdminCategoryText: ResolverTypeWrapper<AdminCategoryText>;
  AdminCategoryTextInput: AdminCategoryTextInput;
  AdminChoice: ResolverTypeWrapper<AdminChoice>;
  AdminComment: ResolverTypeWrapper<AdminComment>;
  AdminCommentFilter: AdminCommentFilter;
  AdminCommentPage: ResolverTypeWrapper<AdminCommentPage>;
  AdminContentPage: ResolverTypeWrapper<AdminContentPage>;
  AdminContentPageList: ResolverTypeWrapper<AdminContentPageList>;
  AdminContentPageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminContentPageResult']>;
  AdminCoupon: ResolverTypeWrapper<AdminCouponRecord>;
  AdminCouponFilter: AdminCouponFilter;
  AdminCouponPage: ResolverTypeWrapper<Omit<AdminCouponPage, 'items'> & { items: Array<ResolversTypes['AdminCoupon']> }>;
  AdminCouponResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCouponResult']>;
  AdminCurrencyInput: AdminCurrencyInput;
  AdminCurrencyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminCurrencyResult']>;
  AdminCustomerFilter: AdminCustomerFilter;
  AdminCustomerPage: ResolverTypeWrapper<Omit<AdminCustomerPage, 'customers'> & { customers: Array<ResolversTypes['Customer']> }>;
  AdminCustomerSort: AdminCustomerSort;
  AdminDeleteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminDeleteResult']>;
  AdminDeleted: ResolverTypeWrapper<AdminDeleted>;
  AdminHeaderMenuDeleteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminHeaderMenuDeleteResult']>;
  AdminHeaderMenuDeleted: ResolverTypeWrapper<AdminHeaderMenuDeleted>;
  AdminHeaderMenuInput: AdminHeaderMenuInput;
  AdminHeaderMenuItem: ResolverTypeWrapper<AdminHeaderMenuItem>;
  AdminHeaderMenuResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminHeaderMenuResult']>;
  AdminLanguageInput: AdminLanguageInput;
  AdminLanguageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminLanguageResult']>;
  AdminLoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminLoginResult']>;
  AdminMenuTitle: ResolverTypeWrapper<AdminMenuTitle>;
  AdminMenuTitleInput: AdminMenuTitleInput;
  AdminModel: ResolverTypeWrapper<AdminModel>;
  AdminModelInput: AdminModelInput;
  AdminModelPage: ResolverTypeWrapper<AdminModelPage>;
  AdminModelResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminModelResult']>;
  AdminName: ResolverTypeWrapper<AdminName>;
  AdminNameInput: AdminNameInput;
  AdminOrderDashboard: ResolverTypeWrapper<AdminOrderDashboard>;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPage: ResolverTypeWrapper<Omit<AdminOrderPage, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  AdminOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminOrderResult']>;
  AdminOrderRevenue: ResolverTypeWrapper<AdminOrderRevenue>;
  AdminOrderSort: AdminOrderSort;
  AdminOrderStatusCount: ResolverTypeWrapper<AdminOrderStatusCount>;
  AdminPageLink: ResolverTypeWrapper<AdminPageLink>;
  AdminPersonalization: ResolverTypeWrapper<AdminPersonalization>;
  AdminPersonalizationInput: AdminPersonalizationInput;
  AdminPersonalizationName: ResolverTypeWrapper<AdminPersonalizationName>;
  AdminPersonalizationNameInput: AdminPersonalizationNameInput;
  AdminPersonalizationOption: ResolverTypeWrapper<AdminPersonalizationOption>;
  AdminPersonalizationOptionInput: AdminPersonalizationOptionInput;
  AdminProduct: ResolverTypeWrapper<AdminProduct>;
  AdminProductBulkItem: AdminProductBulkItem;
  AdminProductChoices: ResolverTypeWrapper<AdminProductChoices>;
  AdminProductDeleteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminProductDeleteResult']>;
  AdminProductDeleted: ResolverTypeWrapper<AdminProductDeleted>;
  AdminProductFaqInput: AdminProductFaqInput;
  AdminProductFaqItem: ResolverTypeWrapper<AdminProductFaqItem>;
  AdminProductFilter: AdminProductFilter;
  AdminProductImage: ResolverTypeWrapper<AdminProductImage>;
  AdminProductImageOrder: AdminProductImageOrder;
  AdminProductImageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminProductImageResult']>;
  AdminProductImageUploaded: ResolverTypeWrapper<AdminProductImageUploaded>;
  AdminProductInput: AdminProductInput;
  AdminProductPage: ResolverTypeWrapper<AdminProductPage>;
  AdminProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminProductResult']>;
  AdminProductRow: ResolverTypeWrapper<AdminProductRow>;
  AdminProductSort: AdminProductSort;
  AdminProductTranslation: ResolverTypeWrapper<AdminProductTranslation>;
  AdminProductTranslationInput: AdminProductTranslationInput;
  AdminProductsChanged: ResolverTypeWrapper<AdminProductsChanged>;
  AdminProductsChangedResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminProductsChangedResult']>;
  AdminProperty: ResolverTypeWrapper<AdminProperty>;
  AdminPropertyCategory: ResolverTypeWrapper<AdminPropertyCategory>;
  AdminPropertyCategoryInput: AdminPropertyCategoryInput;
  AdminPropertyCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminPropertyCategoryResult']>;
  AdminPropertyChoice: ResolverTypeWrapper<AdminPropertyChoice>;
  AdminPropertyInput: AdminPropertyInput;
  AdminPropertyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminPropertyResult']>;
  AdminRole: AdminRole;
  AdminSession: ResolverTypeWrapper<AdminSessionRecord>;
  AdminStockFilter: AdminStockFilter;
  AdminSubProduct: ResolverTypeWrapper<AdminSubProduct>;
  AdminSubProductInput: AdminSubProductInput;
  AdminSupplier: ResolverTypeWrapper<AdminSupplier>;
  AdminSupplierInput: AdminSupplierInput;
  AdminSupplierPage: ResolverTypeWrapper<AdminSupplierPage>;
  AdminSupplierResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminSupplierResult']>;
  AdminSynonymGroup: ResolverTypeWrapper<AdminSynonymGroup>;
  AdminSynonymList: ResolverTypeWrapper<AdminSynonymList>;
  AdminSynonymsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminSynonymsResult']>;
  AdminTaxonomyFilter: AdminTaxonomyFilter;
  AdminTotpEnrolment: ResolverTypeWrapper<AdminTotpEnrolment>;
  AdminTotpResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AdminTotpResult']>;
  AdminUser: ResolverTypeWrapper<AdminUserRecord>;
  BankAccount: ResolverTypeWrapper<BankAccount>;
  BankAccountDeleted: ResolverTypeWrapper<BankAccountDeleted>;
  BankAccountInput: BankAccountInput;
  BankAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BankAccountResult']>;
  BlogCategory: ResolverTypeWrapper<BlogCategory>;
  BlogCategoryDeleteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlogCategoryDeleteResult']>;
  BlogCategoryInput: BlogCategoryInput;
  BlogCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlogCategoryResult']>;
  BlogCategorySaved: ResolverTypeWrapper<BlogCategorySaved>;
  BlogCategoryTextInput: BlogCategoryTextInput;
  BlogImageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlogImageResult']>;
  BlogImageUploaded: ResolverTypeWrapper<BlogImageUploaded>;
  BlogPost: ResolverTypeWrapper<BlogPost>;
  BlogPostInput: BlogPostInput;
  BlogPostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BlogPostResult']>;
  BlogPostTextInput: BlogPostTextInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandFacet: ResolverTypeWrapper<BrandFacet>;
  BrandRef: ResolverTypeWrapper<BrandRef>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  CallbackField: CallbackField;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignInput: CampaignInput;
  CampaignKind: CampaignKind;
  CampaignPeriodState: CampaignPeriodState;
  CampaignText: ResolverTypeWrapper<CampaignText>;
  CampaignTextInput: CampaignTextInput;
  CampaignWithProducts: ResolverTypeWrapper<CampaignWithProducts>;
  CardBin: ResolverTypeWrapper<CardBin>;
  CardBinResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CardBinResult']>;
  CardInput: CardInput;
  CardInstallment: ResolverTypeWrapper<CardInstallment>;
  CardKind: CardKind;
  CardScheme: CardScheme;
  CargoCompanyInput: CargoCompanyInput;
  CargoCompanyResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CargoCompanyResult']>;
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
  CommentDecision: CommentDecision;
  CommentPage: ResolverTypeWrapper<CommentPage>;
  CommentReview: ResolverTypeWrapper<CommentReview>;
  CommentReviewState: CommentReviewState;
  CommentSort: CommentSort;
  ConfirmShopperPhoneResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmShopperPhoneResult']>;
  ContactResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContactResult']>;
  ContentCategory: ResolverTypeWrapper<ContentCategory>;
  ContentCategoryInput: ContentCategoryInput;
  ContentCategoryName: ResolverTypeWrapper<ContentCategoryName>;
  ContentCategoryNameInput: ContentCategoryNameInput;
  ContentCategoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentCategoryResult']>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContentPageInput: ContentPageInput;
  ContentPageText: ResolverTypeWrapper<ContentPageText>;
  ContentPageTextInput: ContentPageTextInput;
  ContentPageVersion: ResolverTypeWrapper<ContentPageVersion>;
  ContractAcceptance: ContractAcceptance;
  Country: ResolverTypeWrapper<Country>;
  CouponBatch: ResolverTypeWrapper<CouponBatch>;
  CouponBatchInput: CouponBatchInput;
  CouponBatchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CouponBatchResult']>;
  CouponInput: CouponInput;
  CouponShopperKind: CouponShopperKind;
  CouponState: CouponState;
  CouponUser: ResolverTypeWrapper<CouponUser>;
  CreateXmlProductFileInput: CreateXmlProductFileInput;
  CreateXmlProductFileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateXmlProductFileResult']>;
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
  InstagramFetchOutcome: InstagramFetchOutcome;
  InstagramFetchResult: ResolverTypeWrapper<InstagramFetchResult>;
  InstagramPost: ResolverTypeWrapper<InstagramPost>;
  InstagramSettings: ResolverTypeWrapper<InstagramSettings>;
  InstagramSettingsInput: InstagramSettingsInput;
  InstallmentOption: ResolverTypeWrapper<InstallmentOption>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceType: InvoiceType;
  Language: ResolverTypeWrapper<Language>;
  LocalizedLink: ResolverTypeWrapper<LocalizedLink>;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  MailRoute: MailRoute;
  MailSecurity: MailSecurity;
  MailSettings: ResolverTypeWrapper<MailSettings>;
  MailSettingsInput: MailSettingsInput;
  MailTestOutcome: MailTestOutcome;
  MailTestResult: ResolverTypeWrapper<MailTestResult>;
  MemberComment: ResolverTypeWrapper<MemberComment>;
  Model: ResolverTypeWrapper<Model>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OperationError: ResolverTypeWrapper<OperationErrorResult>;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAddressCheck: ResolverTypeWrapper<OrderAddressCheckResult>;
  OrderAddressCheckCode: OrderAddressCheckCode;
  OrderCardCharge: ResolverTypeWrapper<OrderCardCharge>;
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
  PageLinkInput: PageLinkInput;
  PageLinkTitle: ResolverTypeWrapper<PageLinkTitle>;
  PageLinkTitleInput: PageLinkTitleInput;
  PasswordChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordChangeResult']>;
  PasswordChanged: ResolverTypeWrapper<PasswordChanged>;
  PasswordResetRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordResetRequestResult']>;
  PasswordResetRequested: ResolverTypeWrapper<PasswordResetRequested>;
  PayDoorInput: PayDoorInput;
  PayWireTransferInput: PayWireTransferInput;
  PaymentChallenge: ResolverTypeWrapper<PaymentChallenge>;
  PaymentCredentialInput: PaymentCredentialInput;
  PaymentCredentialSetting: ResolverTypeWrapper<PaymentCredentialSetting>;
  PaymentKind: PaymentKind;
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
  ProductFaqResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProductFaqResult']>;
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
  SavePageLinkResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SavePageLinkResult']>;
  SaveSiteSettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveSiteSettingsResult']>;
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
  SiteImageKind: SiteImageKind;
  SiteImageProblem: SiteImageProblem;
  SiteImageResult: ResolverTypeWrapper<SiteImageResult>;
  SiteSettingInput: SiteSettingInput;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsSaved: ResolverTypeWrapper<SiteSettingsSaved>;
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
  SupplierChange: ResolverTypeWrapper<SupplierChange>;
  SupplierImportPreview: ResolverTypeWrapper<Omit<SupplierImportPreview, 'report'> & { report: ResolversTypes['SupplierImportReport'] }>;
  SupplierImportReport: ResolverTypeWrapper<StoredReport>;
  SupplierImportResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SupplierImportResult']>;
  SupplierItemProblem: ResolverTypeWrapper<SupplierProblemRecord>;
  SupplierMatch: SupplierMatch;
  SupplierXmlInput: SupplierXmlInput;
  TextDirection: TextDirection;
  TextProvider: TextProvider;
  TextRoute: TextRoute;
  TextSettings: ResolverTypeWrapper<TextSettings>;
  TextSettingsInput: TextSettingsInput;
  TextTestOutcome: TextTestOutcome;
  TextTestResult: ResolverTypeWrapper<TextTestResult>;
  UpdateCartInput: UpdateCartInput;
  UpdateCartLineInput: UpdateCartLineInput;
  UserError: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['UserError']>;
  VatLine: ResolverTypeWrapper<VatLine>;
  VerifyEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyEmailResult']>;
  XmlFile: ResolverTypeWrapper<Omit<XmlFile, 'importReport'> & { importReport?: Maybe<ResolversTypes['SupplierImportReport']> }>;
  XmlFileKind: XmlFileKind;
  XmlFilePage: ResolverTypeWrapper<Omit<XmlFilePage, 'files'> & { files: Array<ResolversTypes['XmlFile']> }>;
  XmlFileStatus: XmlFileStatus;
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
  AdminBankAccount: AdminBankAccount;
  AdminBlogCategory: AdminBlogCategory;
  AdminBlogCategoryText: AdminBlogCategoryText;
  AdminBlogPost: AdminBlogPost;
  AdminBlogPostList: AdminBlogPostList;
  AdminBlogPostText: AdminBlogPostText;
  AdminBrand: AdminBrand;
  AdminBrandInput: AdminBrandInput;
  AdminBrandPage: AdminBrandPage;
  AdminBrandResult: ResolversUnionTypes<ResolversParentTypes>['AdminBrandResult'];
  AdminCampaign: AdminCampaign;
  AdminCampaignFilter: AdminCampaignFilter;
  AdminCampaignPage: AdminCampaignPage;
  AdminCampaignResult: ResolversUnionTypes<ResolversParentTypes>['AdminCampaignResult'];
  AdminCargoCompany: AdminCargoCompany;
  AdminCategory: AdminCategory;
  AdminCategoryInput: AdminCategoryInput;
  AdminCategoryResult: ResolversUnionTypes<ResolversParentTypes>['AdminCategoryResult'];
  AdminCategoryText: AdminCategoryText;
  AdminCategoryTextInput: AdminCategoryTextInput;
  AdminChoice: AdminChoice;
  AdminComment: AdminComment;
  AdminCommentFilter: AdminCommentFilter;
  AdminCommentPage: AdminCommentPage;
  AdminContentPage: AdminContentPage;
  AdminContentPageList: AdminContentPageList;
  AdminContentPageResult: ResolversUnionTypes<ResolversParentTypes>['AdminContentPageResult'];
  AdminCoupon: AdminCouponRecord;
  AdminCouponFilter: AdminCouponFilter;
  AdminCouponPage: Omit<AdminCouponPage, 'items'> & { items: Array<ResolversParentTypes['AdminCoupon']> };
  AdminCouponResult: ResolversUnionTypes<ResolversParentTypes>['AdminCouponResult'];
  AdminCurrencyInput: AdminCurrencyInput;
  AdminCurrencyResult: ResolversUnionTypes<ResolversParentTypes>['AdminCurrencyResult'];
  AdminCustomerFilter: AdminCustomerFilter;
  AdminCustomerPage: Omit<AdminCustomerPage, 'customers'> & { customers: Array<ResolversParentTypes['Customer']> };
  AdminDeleteResult: ResolversUnionTypes<ResolversParentTypes>['AdminDeleteResult'];
  AdminDeleted: AdminDeleted;
  AdminHeaderMenuDeleteResult: ResolversUnionTypes<ResolversParentTypes>['AdminHeaderMenuDeleteResult'];
  AdminHeaderMenuDeleted: AdminHeaderMenuDeleted;
  AdminHeaderMenuInput: AdminHeaderMenuInput;
  AdminHeaderMenuItem: AdminHeaderMenuItem;
  AdminHeaderMenuResult: ResolversUnionTypes<ResolversParentTypes>['AdminHeaderMenuResult'];
  AdminLanguageInput: AdminLanguageInput;
  AdminLanguageResult: ResolversUnionTypes<ResolversParentTypes>['AdminLanguageResult'];
  AdminLoginResult: ResolversUnionTypes<ResolversParentTypes>['AdminLoginResult'];
  AdminMenuTitle: AdminMenuTitle;
  AdminMenuTitleInput: AdminMenuTitleInput;
  AdminModel: AdminModel;
  AdminModelInput: AdminModelInput;
  AdminModelPage: AdminModelPage;
  AdminModelResult: ResolversUnionTypes<ResolversParentTypes>['AdminModelResult'];
  AdminName: AdminName;
  AdminNameInput: AdminNameInput;
  AdminOrderDashboard: AdminOrderDashboard;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderPage: Omit<AdminOrderPage, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  AdminOrderResult: ResolversUnionTypes<ResolversParentTypes>['AdminOrderResult'];
  AdminOrderRevenue: AdminOrderRevenue;
  AdminOrderStatusCount: AdminOrderStatusCount;
  AdminPageLink: AdminPageLink;
  AdminPersonalization: AdminPersonalization;
  AdminPersonalizationInput: AdminPersonalizationInput;
  AdminPersonalizationName: AdminPersonalizationName;
  AdminPersonalizationNameInput: AdminPersonalizationNameInput;
  AdminPersonalizationOption: AdminPersonalizationOption;
  AdminPersonalizationOptionInput: AdminPersonalizationOptionInput;
  AdminProduct: AdminProduct;
  AdminProductBulkItem: AdminProductBulkItem;
  AdminProductChoices: AdminProductChoices;
  AdminProductDeleteResult: ResolversUnionTypes<ResolversParentTypes>['AdminProductDeleteResult'];
  AdminProductDeleted: AdminProductDeleted;
  AdminProductFaqInput: AdminProductFaqInput;
  AdminProductFaqItem: AdminProductFaqItem;
  AdminProductFilter: AdminProductFilter;
  AdminProductImage: AdminProductImage;
  AdminProductImageOrder: AdminProductImageOrder;
  AdminProductImageResult: ResolversUnionTypes<ResolversParentTypes>['AdminProductImageResult'];
  AdminProductImageUploaded: AdminProductImageUploaded;
  AdminProductInput: AdminProductInput;
  AdminProductPage: AdminProductPage;
  AdminProductResult: ResolversUnionTypes<ResolversParentTypes>['AdminProductResult'];
  AdminProductRow: AdminProductRow;
  AdminProductTranslation: AdminProductTranslation;
  AdminProductTranslationInput: AdminProductTranslationInput;
  AdminProductsChanged: AdminProductsChanged;
  AdminProductsChangedResult: ResolversUnionTypes<ResolversParentTypes>['AdminProductsChangedResult'];
  AdminProperty: AdminProperty;
  AdminPropertyCategory: AdminPropertyCategory;
  AdminPropertyCategoryInput: AdminPropertyCategoryInput;
  AdminPropertyCategoryResult: ResolversUnionTypes<ResolversParentTypes>['AdminPropertyCategoryResult'];
  AdminPropertyChoice: AdminPropertyChoice;
  AdminPropertyInput: AdminPropertyInput;
  AdminPropertyResult: ResolversUnionTypes<ResolversParentTypes>['AdminPropertyResult'];
  AdminSession: AdminSessionRecord;
  AdminSubProduct: AdminSubProduct;
  AdminSubProductInput: AdminSubProductInput;
  AdminSupplier: AdminSupplier;
  AdminSupplierInput: AdminSupplierInput;
  AdminSupplierPage: AdminSupplierPage;
  AdminSupplierResult: ResolversUnionTypes<ResolversParentTypes>['AdminSupplierResult'];
  AdminSynonymGroup: AdminSynonymGroup;
  AdminSynonymList: AdminSynonymList;
  AdminSynonymsResult: ResolversUnionTypes<ResolversParentTypes>['AdminSynonymsResult'];
  AdminTaxonomyFilter: AdminTaxonomyFilter;
  AdminTotpEnrolment: AdminTotpEnrolment;
  AdminTotpResult: ResolversUnionTypes<ResolversParentTypes>['AdminTotpResult'];
  AdminUser: AdminUserRecord;
  BankAccount: BankAccount;
  BankAccountDeleted: BankAccountDeleted;
  BankAccountInput: BankAccountInput;
  BankAccountResult: ResolversUnionTypes<ResolversParentTypes>['BankAccountResult'];
  BlogCategory: BlogCategory;
  BlogCategoryDeleteResult: ResolversUnionTypes<ResolversParentTypes>['BlogCategoryDeleteResult'];
  BlogCategoryInput: BlogCategoryInput;
  BlogCategoryResult: ResolversUnionTypes<ResolversParentTypes>['BlogCategoryResult'];
  BlogCategorySaved: BlogCategorySaved;
  BlogCategoryTextInput: BlogCategoryTextInput;
  BlogImageResult: ResolversUnionTypes<ResolversParentTypes>['BlogImageResult'];
  BlogImageUploaded: BlogImageUploaded;
  BlogPost: BlogPost;
  BlogPostInput: BlogPostInput;
  BlogPostResult: ResolversUnionTypes<ResolversParentTypes>['BlogPostResult'];
  BlogPostTextInput: BlogPostTextInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandFacet: BrandFacet;
  BrandRef: BrandRef;
  Breadcrumb: Breadcrumb;
  CallbackField: CallbackField;
  Campaign: Campaign;
  CampaignInput: CampaignInput;
  CampaignText: CampaignText;
  CampaignTextInput: CampaignTextInput;
  CampaignWithProducts: CampaignWithProducts;
  CardBin: CardBin;
  CardBinResult: ResolversUnionTypes<ResolversParentTypes>['CardBinResult'];
  CardInput: CardInput;
  CardInstallment: CardInstallment;
  CargoCompanyInput: CargoCompanyInput;
  CargoCompanyResult: ResolversUnionTypes<ResolversParentTypes>['CargoCompanyResult'];
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
  CommentReview: CommentReview;
  ConfirmShopperPhoneResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmShopperPhoneResult'];
  ContactResult: ResolversUnionTypes<ResolversParentTypes>['ContactResult'];
  ContentCategory: ContentCategory;
  ContentCategoryInput: ContentCategoryInput;
  ContentCategoryName: ContentCategoryName;
  ContentCategoryNameInput: ContentCategoryNameInput;
  ContentCategoryResult: ResolversUnionTypes<ResolversParentTypes>['ContentCategoryResult'];
  ContentPage: ContentPage;
  ContentPageInput: ContentPageInput;
  ContentPageText: ContentPageText;
  ContentPageTextInput: ContentPageTextInput;
  ContentPageVersion: ContentPageVersion;
  ContractAcceptance: ContractAcceptance;
  Country: Country;
  CouponBatch: CouponBatch;
  CouponBatchInput: CouponBatchInput;
  CouponBatchResult: ResolversUnionTypes<ResolversParentTypes>['CouponBatchResult'];
  CouponInput: CouponInput;
  CouponUser: CouponUser;
  CreateXmlProductFileInput: CreateXmlProductFileInput;
  CreateXmlProductFileResult: ResolversUnionTypes<ResolversParentTypes>['CreateXmlProductFileResult'];
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
  InstagramFetchResult: InstagramFetchResult;
  InstagramPost: InstagramPost;
  InstagramSettings: InstagramSettings;
  InstagramSettingsInput: InstagramSettingsInput;
  InstallmentOption: InstallmentOption;
  Int: Scalars['Int']['output'];
  Language: Language;
  LocalizedLink: LocalizedLink;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  MailSettings: MailSettings;
  MailSettingsInput: MailSettingsInput;
  MailTestResult: MailTestResult;
  MemberComment: MemberComment;
  Model: Model;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  OperationError: OperationErrorResult;
  Order: OrderRecord;
  OrderAddress: OrderAddress;
  OrderAddressCheck: OrderAddressCheckResult;
  OrderCardCharge: OrderCardCharge;
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
  PageLinkInput: PageLinkInput;
  PageLinkTitle: PageLinkTitle;
  PageLinkTitleInput: PageLinkTitleInput;
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
  ProductFaqResult: ResolversUnionTypes<ResolversParentTypes>['ProductFaqResult'];
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
  SavePageLinkResult: ResolversUnionTypes<ResolversParentTypes>['SavePageLinkResult'];
  SaveSiteSettingsResult: ResolversUnionTypes<ResolversParentTypes>['SaveSiteSettingsResult'];
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
  SiteImageResult: SiteImageResult;
  SiteSettingInput: SiteSettingInput;
  SiteSettings: SiteSettings;
  SiteSettingsSaved: SiteSettingsSaved;
  SitemapEntry: SitemapEntry;
  SocialLoginStart: SocialLoginStart;
  SocialLoginStartResult: ResolversUnionTypes<ResolversParentTypes>['SocialLoginStartResult'];
  State: State;
  StockAlertRequest: StockAlertRequest;
  StockAlertResult: ResolversUnionTypes<ResolversParentTypes>['StockAlertResult'];
  String: Scalars['String']['output'];
  SubProduct: SubProduct;
  Supplier: Supplier;
  SupplierChange: SupplierChange;
  SupplierImportPreview: Omit<SupplierImportPreview, 'report'> & { report: ResolversParentTypes['SupplierImportReport'] };
  SupplierImportReport: StoredReport;
  SupplierImportResult: ResolversUnionTypes<ResolversParentTypes>['SupplierImportResult'];
  SupplierItemProblem: SupplierProblemRecord;
  SupplierXmlInput: SupplierXmlInput;
  TextSettings: TextSettings;
  TextSettingsInput: TextSettingsInput;
  TextTestResult: TextTestResult;
  UpdateCartInput: UpdateCartInput;
  UpdateCartLineInput: UpdateCartLineInput;
  UserError: ResolversInterfaceTypes<ResolversParentTypes>['UserError'];
  VatLine: VatLine;
  VerifyEmailResult: ResolversUnionTypes<ResolversParentTypes>['VerifyEmailResult'];
  XmlFile: Omit<XmlFile, 'importReport'> & { importReport?: Maybe<ResolversParentTypes['SupplierImportReport']> };
  XmlFilePage: Omit<XmlFilePage, 'files'> & { files: Array<ResolversParentTypes['XmlFile']> };
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

export type AdminBankAccountResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBankAccount'] = ResolversParentTypes['AdminBankAccount']> = ResolversObject<{
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminBlogCategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBlogCategory'] = ResolversParentTypes['AdminBlogCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['AdminBlogCategoryText']>, ParentType, ContextType>;
}>;

export type AdminBlogCategoryTextResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBlogCategoryText'] = ResolversParentTypes['AdminBlogCategoryText']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminBlogPostResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBlogPost'] = ResolversParentTypes['AdminBlogPost']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['AdminBlogPostText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminBlogPostListResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBlogPostList'] = ResolversParentTypes['AdminBlogPostList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminBlogPost']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminBlogPostTextResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBlogPostText'] = ResolversParentTypes['AdminBlogPostText']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminBrandResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBrand'] = ResolversParentTypes['AdminBrand']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminBrandPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBrandPage'] = ResolversParentTypes['AdminBrandPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminBrand']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminBrandResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminBrandResult'] = ResolversParentTypes['AdminBrandResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminBrand' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminCampaignResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCampaign'] = ResolversParentTypes['AdminCampaign']> = ResolversObject<{
  categoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  discountAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFreeCargo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CampaignKind'], ParentType, ContextType>;
  minCartAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CampaignPeriodState'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['CampaignText']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminCampaignPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCampaignPage'] = ResolversParentTypes['AdminCampaignPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminCampaign']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCampaignResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCampaignResult'] = ResolversParentTypes['AdminCampaignResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminCampaign' | 'FormError', ParentType, ContextType>;
}>;

export type AdminCargoCompanyResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCargoCompany'] = ResolversParentTypes['AdminCargoCompany']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeAboveMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  hasTrackingLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminCategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCategory'] = ResolversParentTypes['AdminCategory']> = ResolversObject<{
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['AdminCategoryText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminCategoryResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCategoryResult'] = ResolversParentTypes['AdminCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminCategory' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminCategoryTextResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCategoryText'] = ResolversParentTypes['AdminCategoryText']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminChoiceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminChoice'] = ResolversParentTypes['AdminChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCommentResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminComment'] = ResolversParentTypes['AdminComment']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSeoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CommentReviewState'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCommentPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCommentPage'] = ResolversParentTypes['AdminCommentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminComment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminContentPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminContentPage'] = ResolversParentTypes['AdminContentPage']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ContentPageText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminContentPageListResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminContentPageList'] = ResolversParentTypes['AdminContentPageList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminContentPage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminContentPageResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminContentPageResult'] = ResolversParentTypes['AdminContentPageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminContentPage' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminCouponResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCoupon'] = ResolversParentTypes['AdminCoupon']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  discountAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxCartAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerShopper?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minCartAmountMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CouponState'], ParentType, ContextType>;
  usedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['CouponUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminCouponPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCouponPage'] = ResolversParentTypes['AdminCouponPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminCoupon']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCouponResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCouponResult'] = ResolversParentTypes['AdminCouponResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminCoupon' | 'FormError', ParentType, ContextType>;
}>;

export type AdminCurrencyResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCurrencyResult'] = ResolversParentTypes['AdminCurrencyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Currency' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminCustomerPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminCustomerPage'] = ResolversParentTypes['AdminCustomerPage']> = ResolversObject<{
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminDeleteResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminDeleteResult'] = ResolversParentTypes['AdminDeleteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminDeleted' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminDeletedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminDeleted'] = ResolversParentTypes['AdminDeleted']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminHeaderMenuDeleteResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminHeaderMenuDeleteResult'] = ResolversParentTypes['AdminHeaderMenuDeleteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminHeaderMenuDeleted' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminHeaderMenuDeletedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminHeaderMenuDeleted'] = ResolversParentTypes['AdminHeaderMenuDeleted']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminHeaderMenuItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminHeaderMenuItem'] = ResolversParentTypes['AdminHeaderMenuItem']> = ResolversObject<{
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['AdminMenuTitle']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminHeaderMenuResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminHeaderMenuResult'] = ResolversParentTypes['AdminHeaderMenuResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminHeaderMenuItem' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminLanguageResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminLanguageResult'] = ResolversParentTypes['AdminLanguageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'Language' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminLoginResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminLoginResult'] = ResolversParentTypes['AdminLoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminSession' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminMenuTitleResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminMenuTitle'] = ResolversParentTypes['AdminMenuTitle']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminModelResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminModel'] = ResolversParentTypes['AdminModel']> = ResolversObject<{
  brandId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminModelPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminModelPage'] = ResolversParentTypes['AdminModelPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminModel']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminModelResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminModelResult'] = ResolversParentTypes['AdminModelResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminModel' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminNameResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminName'] = ResolversParentTypes['AdminName']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminOrderDashboardResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminOrderDashboard'] = ResolversParentTypes['AdminOrderDashboard']> = ResolversObject<{
  openCancelRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openRefundRequests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusCounts?: Resolver<Array<ResolversTypes['AdminOrderStatusCount']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  todayOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  todayRevenue?: Resolver<Array<ResolversTypes['AdminOrderRevenue']>, ParentType, ContextType>;
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

export type AdminOrderRevenueResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminOrderRevenue'] = ResolversParentTypes['AdminOrderRevenue']> = ResolversObject<{
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type AdminOrderStatusCountResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminOrderStatusCount'] = ResolversParentTypes['AdminOrderStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatusCode'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminPageLinkResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPageLink'] = ResolversParentTypes['AdminPageLink']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['PageLinkTitle']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminPersonalizationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPersonalization'] = ResolversParentTypes['AdminPersonalization']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPriceFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['AdminPersonalizationName']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AdminPersonalizationOption']>, ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminPersonalizationNameResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPersonalizationName'] = ResolversParentTypes['AdminPersonalizationName']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminPersonalizationOptionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPersonalizationOption'] = ResolversParentTypes['AdminPersonalizationOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPriceFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['AdminPersonalizationName']>, ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = ResolversObject<{
  accessoryIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  buyingPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cashPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  desi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountedPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  freeCargo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['AdminProductImage']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPromotional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVendor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberMaxOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberMinOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  modelId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personalizations?: Resolver<Array<ResolversTypes['AdminPersonalization']>, ParentType, ContextType>;
  relatedIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  searchWords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellingPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subProducts?: Resolver<Array<ResolversTypes['AdminSubProduct']>, ParentType, ContextType>;
  supplierId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  supplierProductCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['AdminProductTranslation']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminProductChoicesResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductChoices'] = ResolversParentTypes['AdminProductChoices']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['AdminChoice']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['AdminChoice']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['AdminChoice']>, ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['AdminChoice']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['AdminPropertyChoice']>, ParentType, ContextType>;
  suppliers?: Resolver<Array<ResolversTypes['AdminChoice']>, ParentType, ContextType>;
}>;

export type AdminProductDeleteResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductDeleteResult'] = ResolversParentTypes['AdminProductDeleteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminProductDeleted' | 'FormError', ParentType, ContextType>;
}>;

export type AdminProductDeletedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductDeleted'] = ResolversParentTypes['AdminProductDeleted']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminProductFaqItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductFaqItem'] = ResolversParentTypes['AdminProductFaqItem']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminProductImageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductImage'] = ResolversParentTypes['AdminProductImage']> = ResolversObject<{
  big?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant1Id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  variant2Id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AdminProductImageResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductImageResult'] = ResolversParentTypes['AdminProductImageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminProductImageUploaded' | 'FormError', ParentType, ContextType>;
}>;

export type AdminProductImageUploadedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductImageUploaded'] = ResolversParentTypes['AdminProductImageUploaded']> = ResolversObject<{
  image?: Resolver<ResolversTypes['AdminProductImage'], ParentType, ContextType>;
  largeFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminProductPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductPage'] = ResolversParentTypes['AdminProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminProductRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminProductResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductResult'] = ResolversParentTypes['AdminProductResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminProduct' | 'FormError', ParentType, ContextType>;
}>;

export type AdminProductRowResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductRow'] = ResolversParentTypes['AdminProductRow']> = ResolversObject<{
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountedPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  hasSubProducts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellingPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  seoLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminProductTranslationResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductTranslation'] = ResolversParentTypes['AdminProductTranslation']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoKeyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminProductsChangedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductsChanged'] = ResolversParentTypes['AdminProductsChanged']> = ResolversObject<{
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminProductsChangedResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProductsChangedResult'] = ResolversParentTypes['AdminProductsChangedResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminProductsChanged' | 'FormError', ParentType, ContextType>;
}>;

export type AdminPropertyResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminProperty'] = ResolversParentTypes['AdminProperty']> = ResolversObject<{
  colour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['AdminName']>, ParentType, ContextType>;
  propertyCategoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminPropertyCategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPropertyCategory'] = ResolversParentTypes['AdminPropertyCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isColour?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['AdminName']>, ParentType, ContextType>;
  propertyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminPropertyCategoryResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPropertyCategoryResult'] = ResolversParentTypes['AdminPropertyCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminPropertyCategory' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminPropertyChoiceResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPropertyChoice'] = ResolversParentTypes['AdminPropertyChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['AdminChoice']>, ParentType, ContextType>;
}>;

export type AdminPropertyResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminPropertyResult'] = ResolversParentTypes['AdminPropertyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminProperty' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminSessionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSession'] = ResolversParentTypes['AdminSession']> = ResolversObject<{
  admin?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminSubProductResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSubProduct'] = ResolversParentTypes['AdminSubProduct']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountedPriceMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property1Id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  property2Id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sellingPriceMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  stockAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminSupplierResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSupplier'] = ResolversParentTypes['AdminSupplier']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminSupplierPageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSupplierPage'] = ResolversParentTypes['AdminSupplierPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminSupplier']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminSupplierResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSupplierResult'] = ResolversParentTypes['AdminSupplierResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminSupplier' | 'FormError' | 'OperationError', ParentType, ContextType>;
}>;

export type AdminSynonymGroupResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSynonymGroup'] = ResolversParentTypes['AdminSynonymGroup']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminSynonymListResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSynonymList'] = ResolversParentTypes['AdminSynonymList']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['AdminSynonymGroup']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AdminSynonymsResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['AdminSynonymsResult'] = ResolversParentTypes['AdminSynonymsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminSynonymList' | 'FormError', ParentType, ContextType>;
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

export type BankAccountDeletedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BankAccountDeleted'] = ResolversParentTypes['BankAccountDeleted']> = ResolversObject<{
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BankAccountResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BankAccountResult'] = ResolversParentTypes['BankAccountResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminBankAccount' | 'OperationError', ParentType, ContextType>;
}>;

export type BlogCategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogCategory'] = ResolversParentTypes['BlogCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BlogCategoryDeleteResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogCategoryDeleteResult'] = ResolversParentTypes['BlogCategoryDeleteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BlogCategorySaved' | 'OperationError', ParentType, ContextType>;
}>;

export type BlogCategoryResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogCategoryResult'] = ResolversParentTypes['BlogCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BlogCategorySaved' | 'OperationError', ParentType, ContextType>;
}>;

export type BlogCategorySavedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogCategorySaved'] = ResolversParentTypes['BlogCategorySaved']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlogImageResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogImageResult'] = ResolversParentTypes['BlogImageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BlogImageUploaded' | 'OperationError', ParentType, ContextType>;
}>;

export type BlogImageUploadedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogImageUploaded'] = ResolversParentTypes['BlogImageUploaded']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  largeFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlogPostResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogPost'] = ResolversParentTypes['BlogPost']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlogPostResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['BlogPostResult'] = ResolversParentTypes['BlogPostResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BlogPost' | 'OperationError', ParentType, ContextType>;
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

export type CampaignTextResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CampaignText'] = ResolversParentTypes['CampaignText']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  firstInstallmentMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  interestBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perInstallmentMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CargoCompanyResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CargoCompanyResult'] = ResolversParentTypes['CargoCompanyResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminCargoCompany' | 'OperationError', ParentType, ContextType>;
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
  installmentInterestMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
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

export type CommentReviewResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CommentReview'] = ResolversParentTypes['CommentReview']> = ResolversObject<{
  changedIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ConfirmShopperPhoneResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ConfirmShopperPhoneResult'] = ResolversParentTypes['ConfirmShopperPhoneResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'OperationError' | 'ShopperPhone', ParentType, ContextType>;
}>;

export type ContactResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContactResult'] = ResolversParentTypes['ContactResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'ShopperContact', ParentType, ContextType>;
}>;

export type ContentCategoryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContentCategory'] = ResolversParentTypes['ContentCategory']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['ContentCategoryName']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContentCategoryNameResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContentCategoryName'] = ResolversParentTypes['ContentCategoryName']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentCategoryResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContentCategoryResult'] = ResolversParentTypes['ContentCategoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ContentCategory' | 'OperationError', ParentType, ContextType>;
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

export type ContentPageTextResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContentPageText'] = ResolversParentTypes['ContentPageText']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentPageVersionResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ContentPageVersion'] = ResolversParentTypes['ContentPageVersion']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CouponBatchResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CouponBatch'] = ResolversParentTypes['CouponBatch']> = ResolversObject<{
  codes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CouponBatchResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CouponBatchResult'] = ResolversParentTypes['CouponBatchResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CouponBatch' | 'FormError', ParentType, ContextType>;
}>;

export type CouponUserResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CouponUser'] = ResolversParentTypes['CouponUser']> = ResolversObject<{
  lastUsedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  shopperId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shopperKind?: Resolver<ResolversTypes['CouponShopperKind'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateXmlProductFileResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['CreateXmlProductFileResult'] = ResolversParentTypes['CreateXmlProductFileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'XmlFile', ParentType, ContextType>;
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
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type InstagramFetchResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['InstagramFetchResult'] = ResolversParentTypes['InstagramFetchResult']> = ResolversObject<{
  fetched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['InstagramFetchOutcome'], ParentType, ContextType>;
  providerReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InstagramPostResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['InstagramPost'] = ResolversParentTypes['InstagramPost']> = ResolversObject<{
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permalink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InstagramSettingsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['InstagramSettings'] = ResolversParentTypes['InstagramSettings']> = ResolversObject<{
  accessTokenSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  keep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastFetchAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastOutcome?: Resolver<Maybe<ResolversTypes['InstagramFetchOutcome']>, ParentType, ContextType>;
  lastReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storedPosts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocalizedLinkResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['LocalizedLink'] = ResolversParentTypes['LocalizedLink']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seoLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CustomerSession' | 'OperationError', ParentType, ContextType>;
}>;

export type MailSettingsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['MailSettings'] = ResolversParentTypes['MailSettings']> = ResolversObject<{
  fromAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replyTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['MailRoute'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['MailSecurity'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailTestResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['MailTestResult'] = ResolversParentTypes['MailTestResult']> = ResolversObject<{
  outcome?: Resolver<ResolversTypes['MailTestOutcome'], ParentType, ContextType>;
  serverReply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  applyXmlFile?: Resolver<Maybe<ResolversTypes['XmlFile']>, ParentType, ContextType, RequireFields<MutationApplyXmlFileArgs, 'id'>>;
  bulkUpdateProducts?: Resolver<ResolversTypes['AdminProductsChangedResult'], ParentType, ContextType, RequireFields<MutationBulkUpdateProductsArgs, 'items'>>;
  cancelStockAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelStockAlertArgs, 'productId'>>;
  changeOrderStatus?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationChangeOrderStatusArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['PasswordChangeResult'], ParentType, ContextType, Partial<MutationChangePasswordArgs>>;
  checkPhoneCode?: Resolver<ResolversTypes['CheckPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationCheckPhoneCodeArgs, 'code' | 'phone' | 'purpose'>>;
  confirmAdminTotp?: Resolver<ResolversTypes['AdminTotpResult'], ParentType, ContextType, RequireFields<MutationConfirmAdminTotpArgs, 'code'>>;
  confirmCardPayment?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationConfirmCardPaymentArgs, 'callback' | 'paymentCode'>>;
  confirmLoginCode?: Resolver<ResolversTypes['CheckPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationConfirmLoginCodeArgs, 'channel' | 'code' | 'phone'>>;
  confirmProviderPayment?: Resolver<ResolversTypes['ProviderPaymentConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmProviderPaymentArgs, 'callback' | 'paymentCode'>>;
  confirmShopperPhone?: Resolver<ResolversTypes['ConfirmShopperPhoneResult'], ParentType, ContextType, RequireFields<MutationConfirmShopperPhoneArgs, 'code'>>;
  createCampaign?: Resolver<ResolversTypes['AdminCampaignResult'], ParentType, ContextType, RequireFields<MutationCreateCampaignArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['AdminCouponResult'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createGuestToken?: Resolver<ResolversTypes['GuestIdentity'], ParentType, ContextType>;
  createProduct?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createXmlProductFile?: Resolver<ResolversTypes['CreateXmlProductFileResult'], ParentType, ContextType, RequireFields<MutationCreateXmlProductFileArgs, 'input'>>;
  decideOrderRequest?: Resolver<ResolversTypes['OrderRequestResult'], ParentType, ContextType, RequireFields<MutationDecideOrderRequestArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountResult'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteAdminBrand?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminBrandArgs, 'id'>>;
  deleteAdminCategory?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminCategoryArgs, 'id'>>;
  deleteAdminHeaderMenuItem?: Resolver<ResolversTypes['AdminHeaderMenuDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminHeaderMenuItemArgs, 'id'>>;
  deleteAdminModel?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminModelArgs, 'id'>>;
  deleteAdminProperty?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminPropertyArgs, 'id'>>;
  deleteAdminPropertyCategory?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminPropertyCategoryArgs, 'id'>>;
  deleteAdminSupplier?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteAdminSupplierArgs, 'id'>>;
  deleteBankAccount?: Resolver<ResolversTypes['BankAccountDeleted'], ParentType, ContextType, RequireFields<MutationDeleteBankAccountArgs, 'id'>>;
  deleteBlogCategory?: Resolver<ResolversTypes['BlogCategoryDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteBlogCategoryArgs, 'id'>>;
  deleteBlogPost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBlogPostArgs, 'id'>>;
  deleteCampaign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignArgs, 'id'>>;
  deleteContentPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentPageArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['AdminProductDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductFaq?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductFaqArgs, 'id' | 'productId'>>;
  deleteSubProducts?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationDeleteSubProductsArgs, 'ids'>>;
  deleteXmlFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteXmlFileArgs, 'id'>>;
  disableAdminTotp?: Resolver<ResolversTypes['AdminTotpResult'], ParentType, ContextType, RequireFields<MutationDisableAdminTotpArgs, 'code'>>;
  endBrowsingSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndBrowsingSessionArgs, 'customerId' | 'sessionId'>>;
  fetchInstagramPosts?: Resolver<ResolversTypes['InstagramFetchResult'], ParentType, ContextType>;
  finishSocialLogin?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationFinishSocialLoginArgs, 'input'>>;
  generateCoupons?: Resolver<ResolversTypes['CouponBatchResult'], ParentType, ContextType, RequireFields<MutationGenerateCouponsArgs, 'input'>>;
  importSupplierXml?: Resolver<ResolversTypes['SupplierImportResult'], ParentType, ContextType, RequireFields<MutationImportSupplierXmlArgs, 'input'>>;
  loginAdmin?: Resolver<ResolversTypes['AdminLoginResult'], ParentType, ContextType, RequireFields<MutationLoginAdminArgs, 'email' | 'password'>>;
  loginCustomer?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginCustomerArgs, 'email' | 'password'>>;
  loginWithCode?: Resolver<ResolversTypes['CodeLoginResult'], ParentType, ContextType, RequireFields<MutationLoginWithCodeArgs, 'channel' | 'code' | 'phone'>>;
  logoutAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoutCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergeGuestCart?: Resolver<ResolversTypes['CartMergeResult'], ParentType, ContextType, RequireFields<MutationMergeGuestCartArgs, 'guestToken'>>;
  moveAdminCategory?: Resolver<ResolversTypes['AdminCategoryResult'], ParentType, ContextType, RequireFields<MutationMoveAdminCategoryArgs, 'id'>>;
  orderProductImages?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationOrderProductImagesArgs, 'images' | 'productId'>>;
  payDoor?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayDoorArgs, 'input'>>;
  payWireTransfer?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayWireTransferArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  registerCustomer?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'input'>>;
  removeCampaign?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationRemoveCampaignArgs>>;
  removeCartLine?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationRemoveCartLineArgs, 'cartProductId'>>;
  removeCoupon?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, Partial<MutationRemoveCouponArgs>>;
  removeFavorite?: Resolver<ResolversTypes['FavoriteResult'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'productId'>>;
  removeProductImage?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationRemoveProductImageArgs, 'id'>>;
  removeProfileImage?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  removeSiteImage?: Resolver<ResolversTypes['SiteImageResult'], ParentType, ContextType, RequireFields<MutationRemoveSiteImageArgs, 'kind'>>;
  requestEmailVerification?: Resolver<ResolversTypes['RequestEmailVerificationResult'], ParentType, ContextType, Partial<MutationRequestEmailVerificationArgs>>;
  requestOrderCancel?: Resolver<ResolversTypes['OrderRequestResult'], ParentType, ContextType, RequireFields<MutationRequestOrderCancelArgs, 'input'>>;
  requestOrderRefund?: Resolver<ResolversTypes['OrderRequestResult'], ParentType, ContextType, RequireFields<MutationRequestOrderRefundArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestStockAlert?: Resolver<ResolversTypes['StockAlertResult'], ParentType, ContextType, RequireFields<MutationRequestStockAlertArgs, 'productId'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  reviewComments?: Resolver<ResolversTypes['CommentReview'], ParentType, ContextType, RequireFields<MutationReviewCommentsArgs, 'decision' | 'ids'>>;
  saveAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationSaveAddressArgs, 'input'>>;
  saveAdminBrand?: Resolver<ResolversTypes['AdminBrandResult'], ParentType, ContextType, RequireFields<MutationSaveAdminBrandArgs, 'input'>>;
  saveAdminCategory?: Resolver<ResolversTypes['AdminCategoryResult'], ParentType, ContextType, RequireFields<MutationSaveAdminCategoryArgs, 'input'>>;
  saveAdminCurrency?: Resolver<ResolversTypes['AdminCurrencyResult'], ParentType, ContextType, RequireFields<MutationSaveAdminCurrencyArgs, 'input'>>;
  saveAdminHeaderMenuItem?: Resolver<ResolversTypes['AdminHeaderMenuResult'], ParentType, ContextType, RequireFields<MutationSaveAdminHeaderMenuItemArgs, 'input'>>;
  saveAdminLanguage?: Resolver<ResolversTypes['AdminLanguageResult'], ParentType, ContextType, RequireFields<MutationSaveAdminLanguageArgs, 'input'>>;
  saveAdminModel?: Resolver<ResolversTypes['AdminModelResult'], ParentType, ContextType, RequireFields<MutationSaveAdminModelArgs, 'input'>>;
  saveAdminProperty?: Resolver<ResolversTypes['AdminPropertyResult'], ParentType, ContextType, RequireFields<MutationSaveAdminPropertyArgs, 'input'>>;
  saveAdminPropertyCategory?: Resolver<ResolversTypes['AdminPropertyCategoryResult'], ParentType, ContextType, RequireFields<MutationSaveAdminPropertyCategoryArgs, 'input'>>;
  saveAdminSupplier?: Resolver<ResolversTypes['AdminSupplierResult'], ParentType, ContextType, RequireFields<MutationSaveAdminSupplierArgs, 'input'>>;
  saveAdminSynonyms?: Resolver<ResolversTypes['AdminSynonymsResult'], ParentType, ContextType, RequireFields<MutationSaveAdminSynonymsArgs, 'forLanguage' | 'groups'>>;
  saveBankAccount?: Resolver<ResolversTypes['BankAccountResult'], ParentType, ContextType, RequireFields<MutationSaveBankAccountArgs, 'input'>>;
  saveBlogCategory?: Resolver<ResolversTypes['BlogCategoryResult'], ParentType, ContextType, RequireFields<MutationSaveBlogCategoryArgs, 'input'>>;
  saveBlogPost?: Resolver<ResolversTypes['BlogPostResult'], ParentType, ContextType, RequireFields<MutationSaveBlogPostArgs, 'input'>>;
  saveCargoCompany?: Resolver<ResolversTypes['CargoCompanyResult'], ParentType, ContextType, RequireFields<MutationSaveCargoCompanyArgs, 'input'>>;
  saveContentCategory?: Resolver<ResolversTypes['ContentCategoryResult'], ParentType, ContextType, RequireFields<MutationSaveContentCategoryArgs, 'input'>>;
  saveContentPage?: Resolver<ResolversTypes['AdminContentPageResult'], ParentType, ContextType, RequireFields<MutationSaveContentPageArgs, 'input'>>;
  saveInstagramSettings?: Resolver<ResolversTypes['InstagramSettings'], ParentType, ContextType, RequireFields<MutationSaveInstagramSettingsArgs, 'input'>>;
  saveMailSettings?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType, RequireFields<MutationSaveMailSettingsArgs, 'input'>>;
  savePageLink?: Resolver<ResolversTypes['SavePageLinkResult'], ParentType, ContextType, RequireFields<MutationSavePageLinkArgs, 'input'>>;
  savePersonalizations?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationSavePersonalizationsArgs, 'items' | 'productId'>>;
  saveProductFaq?: Resolver<ResolversTypes['ProductFaqResult'], ParentType, ContextType, RequireFields<MutationSaveProductFaqArgs, 'input' | 'productId'>>;
  saveSiteSettings?: Resolver<ResolversTypes['SaveSiteSettingsResult'], ParentType, ContextType, RequireFields<MutationSaveSiteSettingsArgs, 'values'>>;
  saveSubProducts?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationSaveSubProductsArgs, 'items' | 'productId'>>;
  saveTextSettings?: Resolver<ResolversTypes['TextSettings'], ParentType, ContextType, RequireFields<MutationSaveTextSettingsArgs, 'input'>>;
  selectCampaign?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationSelectCampaignArgs, 'campaignId'>>;
  selectCargo?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationSelectCargoArgs, 'cargoId'>>;
  sendLoginCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationSendLoginCodeArgs, 'channel' | 'phone'>>;
  sendPhoneCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationSendPhoneCodeArgs, 'channel' | 'phone' | 'purpose'>>;
  sendShopperPhoneCode?: Resolver<ResolversTypes['SendPhoneCodeResult'], ParentType, ContextType, RequireFields<MutationSendShopperPhoneCodeArgs, 'channel'>>;
  sendTestMail?: Resolver<ResolversTypes['MailTestResult'], ParentType, ContextType, RequireFields<MutationSendTestMailArgs, 'to'>>;
  sendTestText?: Resolver<ResolversTypes['TextTestResult'], ParentType, ContextType, RequireFields<MutationSendTestTextArgs, 'channel' | 'to'>>;
  setBlogPostPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetBlogPostPublishedArgs, 'id' | 'isPublished'>>;
  setContentPageActive?: Resolver<ResolversTypes['AdminContentPage'], ParentType, ContextType, RequireFields<MutationSetContentPageActiveArgs, 'id' | 'isActive'>>;
  setCouponActive?: Resolver<ResolversTypes['AdminCoupon'], ParentType, ContextType, RequireFields<MutationSetCouponActiveArgs, 'id' | 'isActive'>>;
  setMemberPhone?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationSetMemberPhoneArgs, 'phone'>>;
  setOrderInvoiceNumber?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationSetOrderInvoiceNumberArgs, 'invoiceNumber' | 'orderId'>>;
  setProductLinks?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationSetProductLinksArgs, 'accessoryIds' | 'productId' | 'relatedIds'>>;
  setShopperContact?: Resolver<ResolversTypes['ContactResult'], ParentType, ContextType, RequireFields<MutationSetShopperContactArgs, 'input'>>;
  startAdminTotp?: Resolver<ResolversTypes['AdminTotpEnrolment'], ParentType, ContextType>;
  startBrowsingSession?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartBrowsingSessionArgs, 'customerId'>>;
  startSocialLogin?: Resolver<ResolversTypes['SocialLoginStartResult'], ParentType, ContextType, RequireFields<MutationStartSocialLoginArgs, 'provider' | 'redirectUri'>>;
  updateCampaign?: Resolver<ResolversTypes['AdminCampaignResult'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'id' | 'input'>>;
  updateCart?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'input'>>;
  updateCartLine?: Resolver<ResolversTypes['CartResult'], ParentType, ContextType, RequireFields<MutationUpdateCartLineArgs, 'input'>>;
  updateCartLines?: Resolver<ResolversTypes['CartBatchResult'], ParentType, ContextType, RequireFields<MutationUpdateCartLinesArgs, 'items'>>;
  updateCoupon?: Resolver<ResolversTypes['AdminCouponResult'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updatePaymentMethodSetting?: Resolver<ResolversTypes['PaymentMethodSetting'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodSettingArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductLanguage?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationUpdateProductLanguageArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadBlogImage?: Resolver<ResolversTypes['BlogImageResult'], ParentType, ContextType, RequireFields<MutationUploadBlogImageArgs, 'image'>>;
  uploadProductImage?: Resolver<ResolversTypes['AdminProductImageResult'], ParentType, ContextType, RequireFields<MutationUploadProductImageArgs, 'image' | 'productId'>>;
  uploadProfileImage?: Resolver<ResolversTypes['ProfileResult'], ParentType, ContextType, RequireFields<MutationUploadProfileImageArgs, 'image'>>;
  uploadSiteImage?: Resolver<ResolversTypes['SiteImageResult'], ParentType, ContextType, RequireFields<MutationUploadSiteImageArgs, 'image' | 'kind'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  viewBlogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<MutationViewBlogPostArgs, 'id'>>;
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
  cardCharge?: Resolver<Maybe<ResolversTypes['OrderCardCharge']>, ParentType, ContextType>;
  cargoName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoTrackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoTrackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargedMinor?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  distanceSalesVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doorPaymentType?: Resolver<Maybe<ResolversTypes['DoorPaymentType']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installmentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  invoiceAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  paidMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentInstructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preInformationVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type OrderCardChargeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OrderCardCharge'] = ResolversParentTypes['OrderCardCharge']> = ResolversObject<{
  chargedMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  installmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  adminName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type PageLinkTitleResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PageLinkTitle'] = ResolversParentTypes['PageLinkTitle']> = ResolversObject<{
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  kind?: Resolver<Maybe<ResolversTypes['PaymentKind']>, ParentType, ContextType>;
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
  myStockAlerts?: Resolver<Array<ResolversTypes['StockAlertRequest']>, ParentType, ContextType>;
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

export type ProductFaqResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['ProductFaqResult'] = ResolversParentTypes['ProductFaqResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminProductFaqItem' | 'OperationError', ParentType, ContextType>;
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
  adminBankAccounts?: Resolver<Array<ResolversTypes['AdminBankAccount']>, ParentType, ContextType>;
  adminBlogCategories?: Resolver<Array<ResolversTypes['AdminBlogCategory']>, ParentType, ContextType, Partial<QueryAdminBlogCategoriesArgs>>;
  adminBlogPost?: Resolver<Maybe<ResolversTypes['AdminBlogPost']>, ParentType, ContextType, RequireFields<QueryAdminBlogPostArgs, 'id'>>;
  adminBlogPostList?: Resolver<ResolversTypes['AdminBlogPostList'], ParentType, ContextType, Partial<QueryAdminBlogPostListArgs>>;
  adminBlogPosts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType, Partial<QueryAdminBlogPostsArgs>>;
  adminBrand?: Resolver<ResolversTypes['AdminBrand'], ParentType, ContextType, RequireFields<QueryAdminBrandArgs, 'id'>>;
  adminBrands?: Resolver<ResolversTypes['AdminBrandPage'], ParentType, ContextType, Partial<QueryAdminBrandsArgs>>;
  adminCampaign?: Resolver<ResolversTypes['AdminCampaign'], ParentType, ContextType, RequireFields<QueryAdminCampaignArgs, 'id'>>;
  adminCampaigns?: Resolver<ResolversTypes['AdminCampaignPage'], ParentType, ContextType, Partial<QueryAdminCampaignsArgs>>;
  adminCargoCompanies?: Resolver<Array<ResolversTypes['AdminCargoCompany']>, ParentType, ContextType>;
  adminCategories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType, Partial<QueryAdminCategoriesArgs>>;
  adminCategory?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<QueryAdminCategoryArgs, 'id'>>;
  adminComments?: Resolver<ResolversTypes['AdminCommentPage'], ParentType, ContextType, Partial<QueryAdminCommentsArgs>>;
  adminContentCategories?: Resolver<Array<ResolversTypes['ContentCategory']>, ParentType, ContextType, Partial<QueryAdminContentCategoriesArgs>>;
  adminContentPage?: Resolver<Maybe<ResolversTypes['AdminContentPage']>, ParentType, ContextType, RequireFields<QueryAdminContentPageArgs, 'id'>>;
  adminContentPages?: Resolver<ResolversTypes['AdminContentPageList'], ParentType, ContextType, Partial<QueryAdminContentPagesArgs>>;
  adminCoupon?: Resolver<ResolversTypes['AdminCoupon'], ParentType, ContextType, RequireFields<QueryAdminCouponArgs, 'id'>>;
  adminCoupons?: Resolver<ResolversTypes['AdminCouponPage'], ParentType, ContextType, Partial<QueryAdminCouponsArgs>>;
  adminCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryAdminCustomerArgs, 'id'>>;
  adminCustomers?: Resolver<ResolversTypes['AdminCustomerPage'], ParentType, ContextType, Partial<QueryAdminCustomersArgs>>;
  adminHeaderMenu?: Resolver<Array<ResolversTypes['AdminHeaderMenuItem']>, ParentType, ContextType, Partial<QueryAdminHeaderMenuArgs>>;
  adminHeaderMenuItem?: Resolver<ResolversTypes['AdminHeaderMenuItem'], ParentType, ContextType, RequireFields<QueryAdminHeaderMenuItemArgs, 'id'>>;
  adminInstagramSettings?: Resolver<ResolversTypes['InstagramSettings'], ParentType, ContextType>;
  adminMailSettings?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType>;
  adminMe?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
  adminModel?: Resolver<ResolversTypes['AdminModel'], ParentType, ContextType, RequireFields<QueryAdminModelArgs, 'id'>>;
  adminModels?: Resolver<ResolversTypes['AdminModelPage'], ParentType, ContextType, Partial<QueryAdminModelsArgs>>;
  adminOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, Partial<QueryAdminOrderArgs>>;
  adminOrderDashboard?: Resolver<ResolversTypes['AdminOrderDashboard'], ParentType, ContextType, Partial<QueryAdminOrderDashboardArgs>>;
  adminOrders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, Partial<QueryAdminOrdersArgs>>;
  adminPageLinks?: Resolver<Array<ResolversTypes['AdminPageLink']>, ParentType, ContextType>;
  adminPaymentMethods?: Resolver<Array<ResolversTypes['PaymentMethodSetting']>, ParentType, ContextType, Partial<QueryAdminPaymentMethodsArgs>>;
  adminProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<QueryAdminProductArgs, 'id'>>;
  adminProductChoices?: Resolver<ResolversTypes['AdminProductChoices'], ParentType, ContextType, Partial<QueryAdminProductChoicesArgs>>;
  adminProductFaq?: Resolver<Array<ResolversTypes['AdminProductFaqItem']>, ParentType, ContextType, RequireFields<QueryAdminProductFaqArgs, 'productId'>>;
  adminProducts?: Resolver<ResolversTypes['AdminProductPage'], ParentType, ContextType, Partial<QueryAdminProductsArgs>>;
  adminProperties?: Resolver<Array<ResolversTypes['AdminProperty']>, ParentType, ContextType, RequireFields<QueryAdminPropertiesArgs, 'propertyCategoryId'>>;
  adminProperty?: Resolver<ResolversTypes['AdminProperty'], ParentType, ContextType, RequireFields<QueryAdminPropertyArgs, 'id'>>;
  adminPropertyCategories?: Resolver<Array<ResolversTypes['AdminPropertyCategory']>, ParentType, ContextType, Partial<QueryAdminPropertyCategoriesArgs>>;
  adminPropertyCategory?: Resolver<ResolversTypes['AdminPropertyCategory'], ParentType, ContextType, RequireFields<QueryAdminPropertyCategoryArgs, 'id'>>;
  adminSiteSettings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  adminSupplier?: Resolver<ResolversTypes['AdminSupplier'], ParentType, ContextType, RequireFields<QueryAdminSupplierArgs, 'id'>>;
  adminSuppliers?: Resolver<ResolversTypes['AdminSupplierPage'], ParentType, ContextType, Partial<QueryAdminSuppliersArgs>>;
  adminSynonyms?: Resolver<ResolversTypes['AdminSynonymList'], ParentType, ContextType, RequireFields<QueryAdminSynonymsArgs, 'forLanguage'>>;
  adminTextSettings?: Resolver<ResolversTypes['TextSettings'], ParentType, ContextType>;
  adminTotpPending?: Resolver<Maybe<ResolversTypes['AdminTotpEnrolment']>, ParentType, ContextType>;
  adminUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  allCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  allLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  bankAccounts?: Resolver<Array<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  blogCategories?: Resolver<Array<ResolversTypes['BlogCategory']>, ParentType, ContextType, Partial<QueryBlogCategoriesArgs>>;
  blogPost?: Resolver<Maybe<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryBlogPostArgs, 'id'>>;
  blogPosts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType, Partial<QueryBlogPostsArgs>>;
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
  contentPageVersion?: Resolver<Maybe<ResolversTypes['ContentPageVersion']>, ParentType, ContextType, RequireFields<QueryContentPageVersionArgs, 'code' | 'version'>>;
  contentPages?: Resolver<Array<ResolversTypes['ContentPage']>, ParentType, ContextType, Partial<QueryContentPagesArgs>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountriesArgs>>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  customerOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryCustomerOrdersArgs>>;
  hasStockAlert?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasStockAlertArgs, 'productId'>>;
  headerMenu?: Resolver<Array<ResolversTypes['HeaderMenuItem']>, ParentType, ContextType, Partial<QueryHeaderMenuArgs>>;
  homeBlocks?: Resolver<Array<ResolversTypes['ShowcaseBlock']>, ParentType, ContextType, RequireFields<QueryHomeBlocksArgs, 'limit'>>;
  instagramPosts?: Resolver<Array<ResolversTypes['InstagramPost']>, ParentType, ContextType, Partial<QueryInstagramPostsArgs>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['Model']>, ParentType, ContextType>;
  mostReadBlogPosts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType, Partial<QueryMostReadBlogPostsArgs>>;
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
  otherBlogPosts?: Resolver<Array<ResolversTypes['BlogPost']>, ParentType, ContextType, RequireFields<QueryOtherBlogPostsArgs, 'id'>>;
  passwordResetTokenValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPasswordResetTokenValidArgs, 'token'>>;
  paymentTypes?: Resolver<Array<ResolversTypes['PaymentType']>, ParentType, ContextType, Partial<QueryPaymentTypesArgs>>;
  paytrFrameUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryPaytrFrameUrlArgs, 'token'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'seoLink'>>;
  productById?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'id'>>;
  productCampaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryProductCampaignsArgs, 'productId'>>;
  productComments?: Resolver<ResolversTypes['CommentPage'], ParentType, ContextType, RequireFields<QueryProductCommentsArgs, 'page' | 'pageSize' | 'productId' | 'sort'>>;
  productFaq?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType, RequireFields<QueryProductFaqArgs, 'productId'>>;
  productFeed?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryProductFeedArgs>>;
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
  xmlFile?: Resolver<Maybe<ResolversTypes['XmlFile']>, ParentType, ContextType, RequireFields<QueryXmlFileArgs, 'id'>>;
  xmlFiles?: Resolver<ResolversTypes['XmlFilePage'], ParentType, ContextType, Partial<QueryXmlFilesArgs>>;
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

export type SavePageLinkResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SavePageLinkResult'] = ResolversParentTypes['SavePageLinkResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AdminPageLink' | 'OperationError', ParentType, ContextType>;
}>;

export type SaveSiteSettingsResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SaveSiteSettingsResult'] = ResolversParentTypes['SaveSiteSettingsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OperationError' | 'SiteSettingsSaved', ParentType, ContextType>;
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

export type SiteImageResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SiteImageResult'] = ResolversParentTypes['SiteImageResult']> = ResolversObject<{
  problem?: Resolver<Maybe<ResolversTypes['SiteImageProblem']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type SiteSettingsSavedResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SiteSettingsSaved'] = ResolversParentTypes['SiteSettingsSaved']> = ResolversObject<{
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type SupplierChangeResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SupplierChange'] = ResolversParentTypes['SupplierChange']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceAfterMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  priceBeforeMinor?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subProductCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SupplierImportPreviewResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SupplierImportPreview'] = ResolversParentTypes['SupplierImportPreview']> = ResolversObject<{
  report?: Resolver<ResolversTypes['SupplierImportReport'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SupplierImportReportResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SupplierImportReport'] = ResolversParentTypes['SupplierImportReport']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['SupplierChange']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matched?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['SupplierItemProblem']>, ParentType, ContextType>;
  problemsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unmatched?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unmatchedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupplierImportResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SupplierImportResult'] = ResolversParentTypes['SupplierImportResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FormError' | 'SupplierImportPreview' | 'XmlFile', ParentType, ContextType>;
}>;

export type SupplierItemProblemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['SupplierItemProblem'] = ResolversParentTypes['SupplierItemProblem']> = ResolversObject<{
  item?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TextSettingsResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['TextSettings'] = ResolversParentTypes['TextSettings']> = ResolversObject<{
  netgsmHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netgsmPasswordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  netgsmUsercode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  smsProvider?: Resolver<ResolversTypes['TextProvider'], ParentType, ContextType>;
  smsRoute?: Resolver<ResolversTypes['TextRoute'], ParentType, ContextType>;
  whatsappPhoneNumberId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappProvider?: Resolver<ResolversTypes['TextProvider'], ParentType, ContextType>;
  whatsappRoute?: Resolver<ResolversTypes['TextRoute'], ParentType, ContextType>;
  whatsappTemplate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappTokenSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TextTestResultResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['TextTestResult'] = ResolversParentTypes['TextTestResult']> = ResolversObject<{
  outcome?: Resolver<ResolversTypes['TextTestOutcome'], ParentType, ContextType>;
  providerReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type XmlFileResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['XmlFile'] = ResolversParentTypes['XmlFile']> = ResolversObject<{
  adminName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  importReport?: Resolver<Maybe<ResolversTypes['SupplierImportReport']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['XmlFileKind'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['XmlFileStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type XmlFilePageResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['XmlFilePage'] = ResolversParentTypes['XmlFilePage']> = ResolversObject<{
  files?: Resolver<Array<ResolversTypes['XmlFile']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ShopContext> = ResolversObject<{
  AccountDeleted?: AccountDeletedResolvers<ContextType>;
  AddCommentResult?: AddCommentResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminBankAccount?: AdminBankAccountResolvers<ContextType>;
  AdminBlogCategory?: AdminBlogCategoryResolvers<ContextType>;
  AdminBlogCategoryText?: AdminBlogCategoryTextResolvers<ContextType>;
  AdminBlogPost?: AdminBlogPostResolvers<ContextType>;
  AdminBlogPostList?: AdminBlogPostListResolvers<ContextType>;
  AdminBlogPostText?: AdminBlogPostTextResolvers<ContextType>;
  AdminBrand?: AdminBrandResolvers<ContextType>;
  AdminBrandPage?: AdminBrandPageResolvers<ContextType>;
  AdminBrandResult?: AdminBrandResultResolvers<ContextType>;
  AdminCampaign?: AdminCampaignResolvers<ContextType>;
  AdminCampaignPage?: AdminCampaignPageResolvers<ContextType>;
  AdminCampaignResult?: AdminCampaignResultResolvers<ContextType>;
  AdminCargoCompany?: AdminCargoCompanyResolvers<ContextType>;
  AdminCategory?: AdminCategoryResolvers<ContextType>;
  AdminCategoryResult?: AdminCategoryResultResolvers<ContextType>;
  AdminCategoryText?: AdminCategoryTextResolvers<ContextType>;
  AdminChoice?: AdminChoiceResolvers<ContextType>;
  AdminComment?: AdminCommentResolvers<ContextType>;
  AdminCommentPage?: AdminCommentPageResolvers<ContextType>;
  AdminContentPage?: AdminContentPageResolvers<ContextType>;
  AdminContentPageList?: AdminContentPageListResolvers<ContextType>;
  AdminContentPageResult?: AdminContentPageResultResolvers<ContextType>;
  AdminCoupon?: AdminCouponResolvers<ContextType>;
  AdminCouponPage?: AdminCouponPageResolvers<ContextType>;
  AdminCouponResult?: AdminCouponResultResolvers<ContextType>;
  AdminCurrencyResult?: AdminCurrencyResultResolvers<ContextType>;
  AdminCustomerPage?: AdminCustomerPageResolvers<ContextType>;
  AdminDeleteResult?: AdminDeleteResultResolvers<ContextType>;
  AdminDeleted?: AdminDeletedResolvers<ContextType>;
  AdminHeaderMenuDeleteResult?: AdminHeaderMenuDeleteResultResolvers<ContextType>;
  AdminHeaderMenuDeleted?: AdminHeaderMenuDeletedResolvers<ContextType>;
  AdminHeaderMenuItem?: AdminHeaderMenuItemResolvers<ContextType>;
  AdminHeaderMenuResult?: AdminHeaderMenuResultResolvers<ContextType>;
  AdminLanguageResult?: AdminLanguageResultResolvers<ContextType>;
  AdminLoginResult?: AdminLoginResultResolvers<ContextType>;
  AdminMenuTitle?: AdminMenuTitleResolvers<ContextType>;
  AdminModel?: AdminModelResolvers<ContextType>;
  AdminModelPage?: AdminModelPageResolvers<ContextType>;
  AdminModelResult?: AdminModelResultResolvers<ContextType>;
  AdminName?: AdminNameResolvers<ContextType>;
  AdminOrderDashboard?: AdminOrderDashboardResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderResult?: AdminOrderResultResolvers<ContextType>;
  AdminOrderRevenue?: AdminOrderRevenueResolvers<ContextType>;
  AdminOrderStatusCount?: AdminOrderStatusCountResolvers<ContextType>;
  AdminPageLink?: AdminPageLinkResolvers<ContextType>;
  AdminPersonalization?: AdminPersonalizationResolvers<ContextType>;
  AdminPersonalizationName?: AdminPersonalizationNameResolvers<ContextType>;
  AdminPersonalizationOption?: AdminPersonalizationOptionResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminProductChoices?: AdminProductChoicesResolvers<ContextType>;
  AdminProductDeleteResult?: AdminProductDeleteResultResolvers<ContextType>;
  AdminProductDeleted?: AdminProductDeletedResolvers<ContextType>;
  AdminProductFaqItem?: AdminProductFaqItemResolvers<ContextType>;
  AdminProductImage?: AdminProductImageResolvers<ContextType>;
  AdminProductImageResult?: AdminProductImageResultResolvers<ContextType>;
  AdminProductImageUploaded?: AdminProductImageUploadedResolvers<ContextType>;
  AdminProductPage?: AdminProductPageResolvers<ContextType>;
  AdminProductResult?: AdminProductResultResolvers<ContextType>;
  AdminProductRow?: AdminProductRowResolvers<ContextType>;
  AdminProductTranslation?: AdminProductTranslationResolvers<ContextType>;
  AdminProductsChanged?: AdminProductsChangedResolvers<ContextType>;
  AdminProductsChangedResult?: AdminProductsChangedResultResolvers<ContextType>;
  AdminProperty?: AdminPropertyResolvers<ContextType>;
  AdminPropertyCategory?: AdminPropertyCategoryResolvers<ContextType>;
  AdminPropertyCategoryResult?: AdminPropertyCategoryResultResolvers<ContextType>;
  AdminPropertyChoice?: AdminPropertyChoiceResolvers<ContextType>;
  AdminPropertyResult?: AdminPropertyResultResolvers<ContextType>;
  AdminSession?: AdminSessionResolvers<ContextType>;
  AdminSubProduct?: AdminSubProductResolvers<ContextType>;
  AdminSupplier?: AdminSupplierResolvers<ContextType>;
  AdminSupplierPage?: AdminSupplierPageResolvers<ContextType>;
  AdminSupplierResult?: AdminSupplierResultResolvers<ContextType>;
  AdminSynonymGroup?: AdminSynonymGroupResolvers<ContextType>;
  AdminSynonymList?: AdminSynonymListResolvers<ContextType>;
  AdminSynonymsResult?: AdminSynonymsResultResolvers<ContextType>;
  AdminTotpEnrolment?: AdminTotpEnrolmentResolvers<ContextType>;
  AdminTotpResult?: AdminTotpResultResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  BankAccountDeleted?: BankAccountDeletedResolvers<ContextType>;
  BankAccountResult?: BankAccountResultResolvers<ContextType>;
  BlogCategory?: BlogCategoryResolvers<ContextType>;
  BlogCategoryDeleteResult?: BlogCategoryDeleteResultResolvers<ContextType>;
  BlogCategoryResult?: BlogCategoryResultResolvers<ContextType>;
  BlogCategorySaved?: BlogCategorySavedResolvers<ContextType>;
  BlogImageResult?: BlogImageResultResolvers<ContextType>;
  BlogImageUploaded?: BlogImageUploadedResolvers<ContextType>;
  BlogPost?: BlogPostResolvers<ContextType>;
  BlogPostResult?: BlogPostResultResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandFacet?: BrandFacetResolvers<ContextType>;
  BrandRef?: BrandRefResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignText?: CampaignTextResolvers<ContextType>;
  CampaignWithProducts?: CampaignWithProductsResolvers<ContextType>;
  CardBin?: CardBinResolvers<ContextType>;
  CardBinResult?: CardBinResultResolvers<ContextType>;
  CardInstallment?: CardInstallmentResolvers<ContextType>;
  CargoCompanyResult?: CargoCompanyResultResolvers<ContextType>;
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
  CommentReview?: CommentReviewResolvers<ContextType>;
  ConfirmShopperPhoneResult?: ConfirmShopperPhoneResultResolvers<ContextType>;
  ContactResult?: ContactResultResolvers<ContextType>;
  ContentCategory?: ContentCategoryResolvers<ContextType>;
  ContentCategoryName?: ContentCategoryNameResolvers<ContextType>;
  ContentCategoryResult?: ContentCategoryResultResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentPageText?: ContentPageTextResolvers<ContextType>;
  ContentPageVersion?: ContentPageVersionResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CouponBatch?: CouponBatchResolvers<ContextType>;
  CouponBatchResult?: CouponBatchResultResolvers<ContextType>;
  CouponUser?: CouponUserResolvers<ContextType>;
  CreateXmlProductFileResult?: CreateXmlProductFileResultResolvers<ContextType>;
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
  InstagramFetchResult?: InstagramFetchResultResolvers<ContextType>;
  InstagramPost?: InstagramPostResolvers<ContextType>;
  InstagramSettings?: InstagramSettingsResolvers<ContextType>;
  InstallmentOption?: InstallmentOptionResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LocalizedLink?: LocalizedLinkResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MailSettings?: MailSettingsResolvers<ContextType>;
  MailTestResult?: MailTestResultResolvers<ContextType>;
  MemberComment?: MemberCommentResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  OperationError?: OperationErrorResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderAddressCheck?: OrderAddressCheckResolvers<ContextType>;
  OrderCardCharge?: OrderCardChargeResolvers<ContextType>;
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
  PageLinkTitle?: PageLinkTitleResolvers<ContextType>;
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
  ProductFaqResult?: ProductFaqResultResolvers<ContextType>;
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
  SavePageLinkResult?: SavePageLinkResultResolvers<ContextType>;
  SaveSiteSettingsResult?: SaveSiteSettingsResultResolvers<ContextType>;
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
  SiteImageResult?: SiteImageResultResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SiteSettingsSaved?: SiteSettingsSavedResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SocialLoginStart?: SocialLoginStartResolvers<ContextType>;
  SocialLoginStartResult?: SocialLoginStartResultResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  StockAlertRequest?: StockAlertRequestResolvers<ContextType>;
  StockAlertResult?: StockAlertResultResolvers<ContextType>;
  SubProduct?: SubProductResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierChange?: SupplierChangeResolvers<ContextType>;
  SupplierImportPreview?: SupplierImportPreviewResolvers<ContextType>;
  SupplierImportReport?: SupplierImportReportResolvers<ContextType>;
  SupplierImportResult?: SupplierImportResultResolvers<ContextType>;
  SupplierItemProblem?: SupplierItemProblemResolvers<ContextType>;
  TextSettings?: TextSettingsResolvers<ContextType>;
  TextTestResult?: TextTestResultResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VatLine?: VatLineResolvers<ContextType>;
  VerifyEmailResult?: VerifyEmailResultResolvers<ContextType>;
  XmlFile?: XmlFileResolvers<ContextType>;
  XmlFilePage?: XmlFilePageResolvers<ContextType>;
}>;

