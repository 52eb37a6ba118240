/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A member's comment on a product. `rate` 1–5 and `text` are required; `isNameDisplay` defaults to true. */
export type AddCommentInput = {
  isNameDisplay?: boolean | null | undefined;
  productId?: number | null | undefined;
  rate?: number | null | undefined;
  text?: string | null | undefined;
  title?: string | null | undefined;
};

/** Product and quantity are required; missing ones are an ERROR_WHILE_ADD_CART result, not a validation error. */
export type AddToCartInput = {
  personalizations?: Array<CartPersonalizationInput> | null | undefined;
  productId?: number | null | undefined;
  quantity?: number | null | undefined;
  subProductId?: number | null | undefined;
};

export type AddressInput = {
  address?: string | null | undefined;
  cityId?: number | null | undefined;
  companyName?: string | null | undefined;
  countryId?: number | null | undefined;
  firstName?: string | null | undefined;
  identityNumber?: string | null | undefined;
  invoiceType?: InvoiceType | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  stateId?: number | null | undefined;
  taxNumber?: string | null | undefined;
  taxOffice?: string | null | undefined;
  title?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/** How the address will be used after saving: the cart's invoice and/or delivery address. */
export type AddressUse = {
  delivery?: boolean | null | undefined;
  invoice?: boolean | null | undefined;
};

export type AdminAuditFilter = {
  adminId?: number | null | undefined;
  entity?: string | null | undefined;
  /** Part of the action, the kind or id of the record, or the admin's name or email. */
  search?: string | null | undefined;
};

export type AdminAuditSort =
  | 'NEWEST'
  | 'OLDEST';

export type AdminBrandInput = {
  description?: string | null | undefined;
  /** Null creates a brand. */
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
  /** Made from the name when empty; unique among brands, categories, products and content pages. */
  seoLink?: string | null | undefined;
  sort?: number | null | undefined;
};

export type AdminCampaignFilter = {
  kind?: CampaignKind | null | undefined;
  /** Part of a name in any language. */
  search?: string | null | undefined;
  state?: CampaignPeriodState | null | undefined;
};

export type AdminCategoryInput = {
  /** Null creates a category. */
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  /** Null: a top-level category. Never the category itself or one of its own subcategories. */
  parentId?: number | null | undefined;
  sort?: number | null | undefined;
  texts: Array<AdminCategoryTextInput>;
};

/** One language's texts; a language left out (or all its texts empty) shows the default language's. tr is required. */
export type AdminCategoryTextInput = {
  description?: string | null | undefined;
  language: string;
  seoDescription?: string | null | undefined;
  /** Made from the title when empty; unique among categories, products, content pages and brands in the language. */
  seoLink?: string | null | undefined;
  seoTitle?: string | null | undefined;
  title?: string | null | undefined;
};

/** Every filter is optional; given ones must all hold. */
export type AdminCommentFilter = {
  productId?: number | null | undefined;
  /** Stars 1–5. */
  rate?: number | null | undefined;
  /** Part of the title, the text, the author's name or the product's name. */
  search?: string | null | undefined;
  state?: CommentReviewState | null | undefined;
};

export type AdminCouponFilter = {
  /** Part of the code. */
  search?: string | null | undefined;
  state?: CouponState | null | undefined;
};

export type AdminCurrencyInput = {
  /** Legacy code (tl, usd, euro): letters, at most 8; cannot change once made. */
  code?: string | null | undefined;
  decimals?: number | null | undefined;
  /** How many units of this currency one unit of the default currency buys (the default's is always 1). */
  exchangeRate: number;
  /** Null creates a currency. */
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  /** ISO 4217 code (three capital letters); cannot change once made. */
  isoCode?: string | null | undefined;
  name: string;
  sort?: number | null | undefined;
  symbol: string;
};

/** Every filter is optional; given ones must all hold. */
export type AdminCustomerFilter = {
  kind?: CustomerKind | null | undefined;
  /** Part of the name, the email or the phone. */
  search?: string | null | undefined;
};

export type AdminCustomerSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'NAME_ASC';

export type AdminHeaderMenuInput = {
  /** Null creates an item. */
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  /** Null: a top-level item. Never the item itself or one below it. */
  parentId?: number | null | undefined;
  sort?: number | null | undefined;
  titles: Array<AdminMenuTitleInput>;
  /** Required for a new item; kept when left out. */
  url?: string | null | undefined;
};

export type AdminLanguageInput = {
  id: number;
  isActive?: boolean | null | undefined;
  /** Making a language the default makes it active; the default cannot be turned off. */
  isDefault?: boolean | null | undefined;
  name?: string | null | undefined;
  sort?: number | null | undefined;
};

/** One language's title; a language left out shows the default language's. tr is required. */
export type AdminMenuTitleInput = {
  language: string;
  title?: string | null | undefined;
};

export type AdminModelInput = {
  brandId?: number | null | undefined;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
};

/** One language's name; a language left out shows the default language's. tr is required. */
export type AdminNameInput = {
  language: string;
  name?: string | null | undefined;
};

/** Every filter is optional; given ones must all hold. */
export type AdminOrderFilter = {
  /** Part of the order number. */
  code?: string | null | undefined;
  /** Placed at or after (ISO date or date-time). */
  createdFrom?: string | null | undefined;
  /** Placed before the end of this day (ISO date) or before this moment (ISO date-time). */
  createdTo?: string | null | undefined;
  /** Part of the customer's email, phone or name. */
  customer?: string | null | undefined;
  /** A member's id: their orders only. */
  customerId?: number | null | undefined;
  /** Only orders with a request of this kind still waiting for the shop (requested, or an approved return not refunded yet). */
  openRequest?: OrderRequestKind | null | undefined;
  /** A payment method's code (door, wire_transfer, credit_card, …). */
  paymentMethod?: string | null | undefined;
  statuses?: Array<OrderStatusCode> | null | undefined;
};

export type AdminOrderSort =
  | 'CREATED_ASC'
  | 'CREATED_DESC'
  | 'TOTAL_ASC'
  | 'TOTAL_DESC';

/** A personalization; with an id it updates that one. A Turkish name is required. */
export type AdminPersonalizationInput = {
  id?: number | null | undefined;
  isPriceFree?: boolean | null | undefined;
  isRequired?: boolean | null | undefined;
  names: Array<AdminPersonalizationNameInput>;
  options?: Array<AdminPersonalizationOptionInput> | null | undefined;
  priceMinor?: number | null | undefined;
  sort?: number | null | undefined;
  typeCode: string;
};

export type AdminPersonalizationNameInput = {
  description?: string | null | undefined;
  language: string;
  name: string;
};

/** An option of a choice (select, checkbox, radio); with an id it updates that option. */
export type AdminPersonalizationOptionInput = {
  id?: number | null | undefined;
  isPriceFree?: boolean | null | undefined;
  names: Array<AdminPersonalizationNameInput>;
  priceMinor?: number | null | undefined;
  sort?: number | null | undefined;
};

/** One product's line of a bulk edit: only the fields given change. */
export type AdminProductBulkItem = {
  /** A negative value clears the discount. */
  discountedPriceMinor?: number | null | undefined;
  id: number;
  isActive?: boolean | null | undefined;
  sellingPriceMinor?: number | null | undefined;
  sort?: number | null | undefined;
  stockAmount?: number | null | undefined;
};

export type AdminProductFaqInput = {
  answer: string;
  /** Absent for a new question. */
  id?: number | null | undefined;
  language: string;
  question: string;
  sort?: number | null | undefined;
};

/** Every filter is optional; given ones must all hold. */
export type AdminProductFilter = {
  active?: boolean | null | undefined;
  brandId?: number | null | undefined;
  categoryId?: number | null | undefined;
  /** Only these products (the related-product picker shows the chosen ones); at most 200 ids. */
  ids?: Array<number> | null | undefined;
  /** Part of the name, the model, the barcode, the supplier code or a title. */
  search?: string | null | undefined;
  stock?: AdminStockFilter | null | undefined;
};

/** An image's place and binding. */
export type AdminProductImageOrder = {
  id: number;
  sort: number;
  variant1Id?: number | null | undefined;
  variant2Id?: number | null | undefined;
};

/**
 * Every label-level field. Money in the product currency's minor units. On update, a field left out (null) keeps its
 * value; translations given replace those languages' content.
 */
export type AdminProductInput = {
  barcode?: string | null | undefined;
  brandId?: number | null | undefined;
  buyingPriceMinor?: number | null | undefined;
  cashPriceMinor?: number | null | undefined;
  categoryId?: number | null | undefined;
  currencyId?: number | null | undefined;
  depth?: number | null | undefined;
  desi?: number | null | undefined;
  /** Null keeps it; a negative value clears the discount. */
  discountedPriceMinor?: number | null | undefined;
  freeCargo?: boolean | null | undefined;
  height?: number | null | undefined;
  isActive?: boolean | null | undefined;
  isNew?: boolean | null | undefined;
  isPromotional?: boolean | null | undefined;
  isVendor?: boolean | null | undefined;
  /** Zero clears it. */
  memberMaxOrder?: number | null | undefined;
  /** Zero clears it. */
  memberMinOrder?: number | null | undefined;
  modelId?: number | null | undefined;
  name?: string | null | undefined;
  searchWords?: string | null | undefined;
  sellingPriceMinor?: number | null | undefined;
  sort?: number | null | undefined;
  stockAmount?: number | null | undefined;
  stockUnit?: string | null | undefined;
  supplierId?: number | null | undefined;
  supplierProductCode?: string | null | undefined;
  translations?: Array<AdminProductTranslationInput> | null | undefined;
  vatRate?: number | null | undefined;
  weight?: number | null | undefined;
  width?: number | null | undefined;
};

export type AdminProductSort =
  | 'NAME'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  /** The shop's own order (sort, then newest). */
  | 'SORT'
  | 'STOCK_ASC';

/** A product's content in one language; an empty seoLink is made from the title. */
export type AdminProductTranslationInput = {
  description?: string | null | undefined;
  language: string;
  seoDescription?: string | null | undefined;
  seoKeyword?: string | null | undefined;
  seoLink?: string | null | undefined;
  seoTitle?: string | null | undefined;
  shortDescription?: string | null | undefined;
  title: string;
};

export type AdminPropertyCategoryInput = {
  /** Null creates one. */
  id?: number | null | undefined;
  isColour?: boolean | null | undefined;
  names: Array<AdminNameInput>;
  sort?: number | null | undefined;
};

export type AdminPropertyInput = {
  colour?: string | null | undefined;
  id?: number | null | undefined;
  names: Array<AdminNameInput>;
  /** Required for a new value; kept when left out. */
  propertyCategoryId?: number | null | undefined;
  sort?: number | null | undefined;
};

/** What an admin may manage; an owner may manage everything. */
export type AdminRole =
  | 'CATALOGUE'
  | 'CONTENT'
  | 'ORDERS'
  | 'OWNER';

export type AdminStockFilter =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** One cell of the property1 × property2 grid; with an id it updates that sub-product. */
export type AdminSubProductInput = {
  code?: string | null | undefined;
  discountedPriceMinor?: number | null | undefined;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  property1Id?: number | null | undefined;
  property2Id?: number | null | undefined;
  sellingPriceMinor: number;
  stockAmount: number;
};

export type AdminSupplierInput = {
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
};

export type BankAccountInput = {
  accountHolder: string;
  accountNumber?: string | null | undefined;
  bankName: string;
  branch?: string | null | undefined;
  /** ISO 4217 code; TRY when absent. */
  currency?: string | null | undefined;
  /** Any spacing and case; stored in the electronic format. */
  iban: string;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  sort?: number | null | undefined;
};

export type BlogCategoryInput = {
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  sort?: number | null | undefined;
  texts: Array<BlogCategoryTextInput>;
};

export type BlogCategoryTextInput = {
  language: string;
  name: string;
  seoLink: string;
};

export type BlogPostInput = {
  categoryId?: number | null | undefined;
  id?: number | null | undefined;
  image?: string | null | undefined;
  isPublished?: boolean | null | undefined;
  /** Publication date (ISO 8601); kept as it was when absent, stamped at the first publication when never set. */
  publishedAt?: string | null | undefined;
  texts: Array<BlogPostTextInput>;
};

export type BlogPostTextInput = {
  content?: string | null | undefined;
  language: string;
  seoDescription?: string | null | undefined;
  seoLink: string;
  seoTitle?: string | null | undefined;
  summary?: string | null | undefined;
  title: string;
};

/** A field of a payment provider's callback, as the provider sent it. */
export type CallbackField = {
  name: string;
  value: string;
};

/**
 * A campaign as the form sends it. A name in the default language is required; the period's end after its start;
 * a percent (1–100) or an amount, not both (a cart campaign that makes cargo free may have neither). The minimum cart
 * amount and free cargo apply to cart campaigns only.
 */
export type CampaignInput = {
  categoryIds?: Array<number> | null | undefined;
  discountAmountMinor?: number | null | undefined;
  discountPercent?: number | null | undefined;
  endsAt?: string | null | undefined;
  isActive?: boolean | null | undefined;
  isFreeCargo?: boolean | null | undefined;
  kind?: CampaignKind | null | undefined;
  minCartAmountMinor?: number | null | undefined;
  productIds?: Array<number> | null | undefined;
  sort?: number | null | undefined;
  startsAt?: string | null | undefined;
  texts?: Array<CampaignTextInput> | null | undefined;
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

export type CampaignTextInput = {
  description?: string | null | undefined;
  language: string;
  name?: string | null | undefined;
};

/** A card for one payment. Sent on to the provider in the same request and never stored or logged. */
export type CardInput = {
  cvv: string;
  /** MM/YY (also MMYY or MM/YYYY). */
  expiry: string;
  holder: string;
  /** Digits; spaces and dashes between the groups are allowed. */
  number: string;
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
  currency: string;
  freeAboveMinor?: number | null | undefined;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
  priceMinor: number;
  sort?: number | null | undefined;
  trackingUrl?: string | null | undefined;
};

export type CartPersonalizationInput = {
  /** Chosen option ids for select/radio/checkbox personalizations. */
  optionIds?: Array<number> | null | undefined;
  personalizationId: number;
  /** Text for input/textarea personalizations. */
  value?: string | null | undefined;
};

/**
 * A status change. SHIPPED needs the tracking number (trackingCode) and a cargo company (cargoId, default the one the
 * shopper chose). An invoice number may come with any change.
 */
export type ChangeOrderStatusInput = {
  cargoId?: number | null | undefined;
  invoiceNumber?: string | null | undefined;
  /** Kept in the status history (at most 1000 characters). */
  note?: string | null | undefined;
  orderId: number;
  /** Moving to CANCELLED or REFUNDED: put the items not returned yet back into stock. */
  returnStock?: boolean | null | undefined;
  status: OrderStatusCode;
  trackingCode?: string | null | undefined;
};

/** How a one-time code travels. */
export type CodeChannel =
  | 'SMS'
  | 'WHATSAPP';

export type CommentDecision =
  | 'APPROVE'
  | 'REJECT';

/** Where a comment stands in review. */
export type CommentReviewState =
  | 'APPROVED'
  | 'REJECTED'
  | 'WAITING';

export type ContentCategoryInput = {
  code: string;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  sort?: number | null | undefined;
  texts: Array<ContentCategoryNameInput>;
};

export type ContentCategoryNameInput = {
  language: string;
  name: string;
};

/** A new page (no id) or an edit; the default language (tr) is required, a language left out loses its text. */
export type ContentPageInput = {
  /** Unique: letters a-z, digits, _ and -. */
  code: string;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  sort?: number | null | undefined;
  texts: Array<ContentPageTextInput>;
  /** The content category's code. */
  type: string;
};

export type ContentPageTextInput = {
  content?: string | null | undefined;
  language: string;
  seoDescription?: string | null | undefined;
  /** One path segment: letters, digits, _ and -; unique per language. */
  seoLink: string;
  seoTitle?: string | null | undefined;
  title: string;
};

/** The distance-sales contract and pre-information form must both be accepted to place an order. */
export type ContractAcceptance = {
  distanceSales: boolean;
  preInformation: boolean;
};

/** A batch of new codes: `count` (1–500) codes of `prefix` (0–20 letters, digits, dashes) and a random part, each with the conditions of `coupon` (its code is ignored). */
export type CouponBatchInput = {
  count?: number | null | undefined;
  coupon: CouponInput;
  prefix?: string | null | undefined;
};

/**
 * A coupon as the form sends it. The code: 3–64 letters, digits, dashes or underscores (stored upper-case, unique);
 * the period's end after its start; a percent (1–100) or an amount, not both; limits of 1 or more, or none.
 */
export type CouponInput = {
  code?: string | null | undefined;
  customerId?: number | null | undefined;
  discountAmountMinor?: number | null | undefined;
  discountPercent?: number | null | undefined;
  endsAt?: string | null | undefined;
  isActive?: boolean | null | undefined;
  maxCartAmountMinor?: number | null | undefined;
  maxUses?: number | null | undefined;
  maxUsesPerShopper?: number | null | undefined;
  minCartAmountMinor?: number | null | undefined;
  startsAt?: string | null | undefined;
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

export type CreateXmlProductFileInput = {
  /** ISO code (TRY, USD, …) the prices are converted to; none: each product's own currency. */
  currency?: string | null | undefined;
  language: string;
};

export type CustomerKind =
  | 'CORPORATE'
  | 'INDIVIDUAL';

/** The profile's fields as the member edits them (the same rules as registration; no password, no required consents). */
export type CustomerProfileInput = {
  birthday?: string | null | undefined;
  cityId?: number | null | undefined;
  /** Commercial messages given (true) or withdrawn (false): each change is a new consent record. Left out: unchanged. */
  commercial?: boolean | null | undefined;
  companyName?: string | null | undefined;
  countryId?: number | null | undefined;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  homePhone?: string | null | undefined;
  identityNumber?: string | null | undefined;
  /** INDIVIDUAL when left out; CORPORATE needs company name, tax office and tax number. */
  kind?: CustomerKind | null | undefined;
  lastName?: string | null | undefined;
  officePhone?: string | null | undefined;
  phone?: string | null | undefined;
  stateId?: number | null | undefined;
  taxNumber?: string | null | undefined;
  taxOffice?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/**
 * A decision on a cancel or return request: REJECTED, APPROVED, or for a return REFUNDED (approved and refunded in
 * one go when still REQUESTED). The decision that grants the request (a cancel APPROVED, a return REFUNDED) gives
 * back refundMinor and, with returnStock, puts the request's items back into stock; on other decisions both are ignored.
 */
export type DecideOrderRequestInput = {
  /** The shop's answer, shown to the member and mailed (at most 1000 characters). */
  description?: string | null | undefined;
  /** Order currency, minor units; at most what was paid less what was refunded already. Default 0. */
  refundMinor?: number | null | undefined;
  requestId: number;
  returnStock?: boolean | null | undefined;
  status: OrderRequestStatus;
};

export type DoorPaymentType =
  | 'CARD'
  | 'CASH';

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

export type FinishSocialLoginInput = {
  /** What the provider sent back to the redirect URI, as a query string (without the ?). */
  callbackParams: string;
  codeVerifier: string;
  nonce: string;
  provider: SocialProvider;
  /** The redirect URI given to startSocialLogin. */
  redirectUri: string;
  /** The state, nonce and code verifier startSocialLogin returned for this login. */
  state: string;
};

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

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

export type InstagramSettingsInput = {
  /** The new long-lived access token; empty keeps the stored one. */
  accessToken: string;
  enabled: boolean;
  keep: number;
  userId: string;
};

export type InvoiceType =
  | 'CORPORATE'
  | 'INDIVIDUAL';

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

export type MailSettingsInput = {
  /** Required with a host. */
  fromAddress: string;
  fromName: string;
  /** Empty: no SMTP server of the shop's own (SMTP_URL, else the dev outbox). */
  host: string;
  /** The new password; empty keeps the stored one. */
  password: string;
  port: number;
  replyTo: string;
  security: MailSecurity;
  /** Empty: no sign-in (the stored password is dropped too). */
  username: string;
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

export type OrderAddressCheckCode =
  | 'NO_DELIVERY_ADDRESS'
  | 'NO_INVOICE_ADDRESS'
  | 'NO_PROBLEM'
  | 'NO_TWO_ADDRESS';

/** The order by id or code (one of the caller's: another's is NOT_FOUND), the lines and quantities, a reason code, a note (at most 1000 characters). */
export type OrderRequestInput = {
  code?: string | null | undefined;
  lines: Array<OrderRequestLineInput>;
  note?: string | null | undefined;
  orderId?: number | null | undefined;
  reason: string;
};

export type OrderRequestKind =
  | 'CANCEL'
  | 'REFUND';

export type OrderRequestLineInput = {
  orderLineId: number;
  /** 0 leaves the line out. */
  quantity: number;
};

/** Where a request stands: the shop approves or rejects it; an approved return becomes REFUNDED when the money goes back. */
export type OrderRequestStatus =
  | 'APPROVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED';

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

export type PageLinkInput = {
  id: number;
  sort?: number | null | undefined;
  titles: Array<PageLinkTitleInput>;
  /** A path on this site (starting with /) or an https address. */
  url: string;
};

export type PageLinkTitleInput = {
  language: string;
  title: string;
};

export type PaymentCredentialInput = {
  name: string;
  /** The new value; empty keeps a secret as it is and clears any other credential. */
  value: string;
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

export type PaymentMethodSettingInput = {
  code: string;
  credentials?: Array<PaymentCredentialInput> | null | undefined;
  enabled: boolean;
  feeMinor: number;
  sort: number;
};

/** The method-specific part of placing an order: each payment method reads its own fields. */
export type PaymentProviderInput = {
  /** Wire transfer: the shop's bank account the money goes to. */
  bankAccountId?: number | null | undefined;
  /** Card methods: the card (MISSING_INFORMATION with field cardHolder, cardNumber, cardExpiry or cardCvv when unusable). */
  card?: CardInput | null | undefined;
  /** Card methods whose provider's page takes the card (PayTR): the card's first 6–8 digits, needed for installments (INSTALLMENT_NOT_OFFERED when the card's family has no such plan). */
  cardBin?: string | null | undefined;
  /** Cash on delivery: cash or card at the door. */
  doorPaymentType?: DoorPaymentType | null | undefined;
  /** Card methods: the installment count, one of the method's `installments` (default 1). */
  installments?: number | null | undefined;
  /** Card methods: the shop's page (a path) the provider sends the shopper back to; default /odeme/kart-sonuc. */
  returnPath?: string | null | undefined;
};

export type PaymentStatus =
  /** The order is placed (cash on delivery, wire transfer awaiting the money, a card payment that succeeded). */
  | 'COMPLETED'
  /** The shopper's browser must render `html` (a provider's auto-posting 3D form). */
  | 'HTML'
  /** The shopper must go to `redirectUrl` (a card provider's 3D Secure page). */
  | 'REDIRECT';

export type PersonalizationType =
  | 'CHECKBOX'
  | 'INPUT'
  | 'RADIO'
  | 'SELECT'
  | 'TEXTAREA';

/** The chosen payment method and what it needs. Amounts are never sent: the server computes them from the cart. */
export type PlaceOrderInput = {
  /**
   * The grand total (cart currency, minor units) the shopper approved. When the payable total differs, nothing is
   * placed (OrderError with field approvedTotalMinor). Left out (older clients), the order is placed at the payable total,
   * unless a coupon or campaign on the cart no longer applies: then nothing is placed (its code, field promotions).
   */
  approvedTotalMinor?: number | null | undefined;
  contracts: ContractAcceptance;
  /** The currency the shopper saw the amounts in (ISO code, legacy code or id of an active currency): the order is recorded and charged in it. Omitted: the cart's currency. */
  currency?: string | null | undefined;
  /** Client-generated (UUID); a retried or double-submitted payment with the same key returns the same order. */
  idempotencyKey: string;
  /** The payment method's code (see paymentTypes): door, wire_transfer, … */
  paymentMethod: string;
  /** What the chosen method needs; its provider checks it (MISSING_INFORMATION with the field when it is not enough). */
  providerInput?: PaymentProviderInput | null | undefined;
};

/**
 * Listing filters, all optional and URL-friendly: seo links for category and brands, ids for property values,
 * price bounds in minor units of the default currency.
 */
export type ProductFilter = {
  /** Brand seo links (any of). */
  brands?: Array<string> | null | undefined;
  campaignId?: number | null | undefined;
  /** Category seo link; products of the category and its descendants. */
  category?: string | null | undefined;
  inStock?: boolean | null | undefined;
  maxPriceMinor?: number | null | undefined;
  minPriceMinor?: number | null | undefined;
  /** Property value ids: values of one property category are OR-ed, categories AND-ed. */
  properties?: Array<number> | null | undefined;
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

/** Whether the card payment a provider's own call named is paid (docs/decisions/049). */
export type ProviderPaymentStatus =
  | 'FAILED'
  | 'PAID';

/** Registration: the member's details, a password of at least 8 characters and the two required consents. */
export type RegisterCustomerInput = {
  birthday?: string | null | undefined;
  cityId?: number | null | undefined;
  /** Commercial messages by mail and SMS (İYS): optional. */
  commercial?: boolean | null | undefined;
  companyName?: string | null | undefined;
  countryId?: number | null | undefined;
  email?: string | null | undefined;
  fax?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  homePhone?: string | null | undefined;
  identityNumber?: string | null | undefined;
  /** INDIVIDUAL when left out; CORPORATE needs company name, tax office and tax number. */
  kind?: CustomerKind | null | undefined;
  /** The personal-data notice (KVKK) was read: required. */
  kvkk?: boolean | null | undefined;
  lastName?: string | null | undefined;
  /** The membership agreement was accepted: required. */
  membership?: boolean | null | undefined;
  officePhone?: string | null | undefined;
  password?: string | null | undefined;
  phone?: string | null | undefined;
  stateId?: number | null | undefined;
  taxNumber?: string | null | undefined;
  taxOffice?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type SeoLinkKind =
  | 'BRAND'
  | 'CATEGORY'
  | 'CONTENT'
  /** Nothing has this link: the storefront answers 404. */
  | 'NONE'
  | 'PRODUCT';

export type ShopperContactInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
};

export type ShopperKind =
  | 'CUSTOMER'
  | 'GUEST';

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

export type SiteSettingInput = {
  code: string;
  value: string;
};

export type SocialProvider =
  | 'APPLE'
  | 'FACEBOOK'
  | 'GOOGLE';

export type SupplierMatch =
  /** The supplier's code is a product's barcode. */
  | 'BARCODE'
  /** The supplier's code is a product's supplier product code or a variant's code. */
  | 'SUPPLIER_CODE';

export type SupplierXmlInput = {
  /** False (default): a dry run that changes nothing. True: store the file and apply it in the background. */
  apply?: boolean | null | undefined;
  /** The item's element (or @attribute) holding the code. */
  codeField: string;
  /** The supplier's XML (at most 5,000,000 characters). */
  content: string;
  /** Element names from the root to the repeated item, separated by / (Products/Product). */
  itemPath: string;
  /** With a dry run: keep the file as a draft (its report listed), to apply later with applyXmlFile. */
  keep?: boolean | null | undefined;
  matchBy: SupplierMatch;
  /** A name for the list (default: supplier feed and the date). */
  name?: string | null | undefined;
  /** The element holding the selling price (VAT included, in the product's currency); none: prices stay. */
  priceField?: string | null | undefined;
  /** The element holding the stock amount; none: stock stays. */
  stockField?: string | null | undefined;
};

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

export type TextSettingsInput = {
  netgsmHeader: string;
  /** The new password; empty keeps the stored one. */
  netgsmPassword: string;
  netgsmUsercode: string;
  /** ENVIRONMENT, OUTBOX or NETGSM. */
  smsProvider: TextProvider;
  whatsappPhoneNumberId: string;
  /** ENVIRONMENT, OUTBOX or WHATSAPP_CLOUD. */
  whatsappProvider: TextProvider;
  whatsappTemplate: string;
  /** The new access token; empty keeps the stored one. */
  whatsappToken: string;
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

export type UpdateCartInput = {
  /** ISO code (TRY, USD, EUR), legacy code (tl, usd, euro) or id of an active currency. */
  currency?: string | null | undefined;
  deliveryAddressId?: number | null | undefined;
  deliveryDate?: string | null | undefined;
  /** At most 1000 characters (GENERAL_NOTE_NO_ADDED when longer). */
  generalNote?: string | null | undefined;
  /** At most 500 characters. */
  giftNote?: string | null | undefined;
  /** The shopper's own address ids (NOT_FOUND for another's). */
  invoiceAddressId?: number | null | undefined;
  isGiftCart?: boolean | null | undefined;
  isGiftNoteActive?: boolean | null | undefined;
};

export type UpdateCartLineInput = {
  cartProductId?: number | null | undefined;
  quantity?: number | null | undefined;
};

export type XmlFileKind =
  | 'EXPORT'
  | 'IMPORT';

export type XmlFileStatus =
  | 'APPLIED'
  /** An import checked and kept, waiting for an admin to apply it. */
  | 'DRAFT'
  | 'FAILED'
  /** An import waiting for (or in) its background job. */
  | 'QUEUED'
  /** An exported feed, ready to be fetched. */
  | 'READY';

export type AdminProductListQueryVariables = Exact<{
  filter?: AdminProductFilter | null | undefined;
  sort?: AdminProductSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AdminProductListQuery = { adminProducts: { total: number, page: number, perPage: number, items: Array<{ id: number, name: string, barcode: string, categoryName: string | null, brandName: string | null, currencyCode: string, sellingPriceMinor: number, discountedPriceMinor: number | null, stockAmount: number, stockTotal: number, hasSubProducts: boolean, isActive: boolean, sort: number, image: string | null, seoLink: string | null }> }, adminProductChoices: { categories: Array<{ id: number, name: string }>, brands: Array<{ id: number, name: string }> } };

export type AdminProductChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProductChoicesQuery = { adminProductChoices: { categories: Array<{ id: number, name: string }>, brands: Array<{ id: number, name: string }>, models: Array<{ id: number, name: string }>, suppliers: Array<{ id: number, name: string }>, currencies: Array<{ id: number, name: string }>, properties: Array<{ id: number, name: string, values: Array<{ id: number, name: string }> }> } };

export type AdminProductQueryVariables = Exact<{
  id: number;
}>;


export type AdminProductQuery = { adminProduct: { id: number, name: string, modelId: number | null, barcode: string, categoryId: number | null, brandId: number | null, supplierId: number | null, currencyId: number, currencyCode: string, vatRate: number, cashPriceMinor: number, buyingPriceMinor: number, sellingPriceMinor: number, discountedPriceMinor: number | null, stockUnit: string, stockAmount: number, supplierProductCode: string, width: number, height: number, depth: number, weight: number, desi: number, isNew: boolean, isPromotional: boolean, isVendor: boolean, freeCargo: boolean, isActive: boolean, sort: number, searchWords: string, memberMinOrder: number | null, memberMaxOrder: number | null, relatedIds: Array<number>, accessoryIds: Array<number>, translations: Array<{ language: string, title: string, seoLink: string, seoTitle: string, seoDescription: string, seoKeyword: string, shortDescription: string, description: string }>, images: Array<{ id: number, small: string, medium: string, big: string, sort: number, variant1Id: number | null, variant2Id: number | null }>, subProducts: Array<{ id: number, property1Id: number | null, property2Id: number | null, code: string, sellingPriceMinor: number, discountedPriceMinor: number | null, stockAmount: number, isActive: boolean }>, personalizations: Array<{ id: number, typeCode: string, isRequired: boolean, priceMinor: number, names: Array<{ language: string, name: string }>, options: Array<{ id: number, priceMinor: number, names: Array<{ language: string, name: string }> }> }> }, adminProductChoices: { categories: Array<{ id: number, name: string }>, brands: Array<{ id: number, name: string }>, models: Array<{ id: number, name: string }>, suppliers: Array<{ id: number, name: string }>, currencies: Array<{ id: number, name: string }>, properties: Array<{ id: number, name: string, values: Array<{ id: number, name: string }> }> } };

export type AdminCreateProductMutationVariables = Exact<{
  input: AdminProductInput;
}>;


export type AdminCreateProductMutation = { createProduct:
    | { __typename: 'AdminProduct', id: number }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminUpdateProductMutationVariables = Exact<{
  id: number;
  input: AdminProductInput;
}>;


export type AdminUpdateProductMutation = { updateProduct:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminBulkProductsMutationVariables = Exact<{
  items: Array<AdminProductBulkItem> | AdminProductBulkItem;
}>;


export type AdminBulkProductsMutation = { bulkUpdateProducts:
    | { __typename: 'AdminProductsChanged', updated: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AdminDeleteProductMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteProductMutation = { deleteProduct:
    | { __typename: 'AdminProductDeleted' }
    | { __typename: 'FormError', message: string }
   };

export type AdminSaveSubProductsMutationVariables = Exact<{
  productId: number;
  items: Array<AdminSubProductInput> | AdminSubProductInput;
}>;


export type AdminSaveSubProductsMutation = { saveSubProducts:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminDeleteSubProductsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AdminDeleteSubProductsMutation = { deleteSubProducts:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminOrderImagesMutationVariables = Exact<{
  productId: number;
  images: Array<AdminProductImageOrder> | AdminProductImageOrder;
}>;


export type AdminOrderImagesMutation = { orderProductImages:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminRemoveImageMutationVariables = Exact<{
  id: number;
}>;


export type AdminRemoveImageMutation = { removeProductImage:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError' }
   };

export type AdminUploadImageMutationVariables = Exact<{
  productId: number;
  image: string;
}>;


export type AdminUploadImageMutation = { uploadProductImage:
    | { __typename: 'AdminProductImageUploaded', largeFile: boolean }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminProductLinksMutationVariables = Exact<{
  productId: number;
  relatedIds: Array<number> | number;
  accessoryIds: Array<number> | number;
}>;


export type AdminProductLinksMutation = { setProductLinks:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type AdminSavePersonalizationsMutationVariables = Exact<{
  productId: number;
  items: Array<AdminPersonalizationInput> | AdminPersonalizationInput;
}>;


export type AdminSavePersonalizationsMutation = { savePersonalizations:
    | { __typename: 'AdminProduct' }
    | { __typename: 'FormError', fields: Array<{ field: string, message: string }> }
   };

export type SeoLinkPageQueryVariables = Exact<{
  path: string;
  pair: boolean;
  brandLink: string;
  categoryLink: string;
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SeoLinkPageQuery = { resolveSeoLink: { kind: SeoLinkKind, seoLinks: Array<{ language: string, seoLink: string }>, listing: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, facets: { priceMinMinor: number | null, priceMaxMinor: number | null, inStockCount: number, brands: Array<{ id: number, name: string, seoLink: string, count: number }>, properties: Array<{ propertyCategoryId: number, name: string, values: Array<{ id: number, name: string, colour: string | null, count: number }> }>, categories: Array<{ id: number, title: string, seoLink: string, count: number }> } } | null }, product?: { id: number, title: string, seoTitle: string, seoDescription: string, seoKeyword: string, seoLink: string, description: string, shortDescription: string, brandName: string | null, brandUrl: string | null, barcode: string, video: string | null, commentRate: number, commentTotal: number, skt: string | null, isFavorite: boolean, hasProperty: boolean, quantity: number, inStock: boolean, memberMinOrder: number | null, memberMaxOrder: number | null, seoLinks: Array<{ language: string, seoLink: string }>, breadcrumbs: Array<{ title: string, seoLink: string }>, myStockAlerts: Array<{ subProductId: number | null }>, price: { discountedPriceMinor: number | null, isoCode: string, currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean }, images: Array<{ id: number, small: string, medium: string, big: string, alt: string, variant1: number | null, variant2: number | null }>, property1: { propertyCategoryId: number, propertyCategoryName: string, properties: Array<{ propertyId: number, propertyName: string, hasStock: boolean, isActive: boolean, colour: string | null }> } | null, property2: { propertyCategoryId: number, propertyCategoryName: string, properties: Array<{ propertyId: number, propertyName: string, hasStock: boolean, isActive: boolean, colour: string | null }> } | null, subProducts: Array<{ id: number, property1: number | null, property2: number | null, isActive: boolean, inStock: boolean, price: { discountedPriceMinor: number | null, currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, relatedProducts: Array<{ id: number, title: string, seoLink: string, images: Array<{ small: string, alt: string }> }>, accessoryProducts: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, personalizations: Array<{ id: number, name: string, description: string, typeCode: PersonalizationType, isRequired: boolean, isPriceFree: boolean, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number, isPriceFree: boolean }> }>, sameProducts: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> } | null, contentPage?: { id: number, title: string, content: string, seoTitle: string, seoDescription: string } | null, category: { id: number, title: string, seoLink: string, seoTitle: string, seoDescription: string, description: string, image: string | null, breadcrumbs: Array<{ title: string, seoLink: string }>, children: Array<{ id: number, title: string, seoLink: string, image: string | null }> } | null, brand: { id: number, name: string, seoLink: string, description: string } | null };

export type ProductPageFieldsFragment = { id: number, title: string, seoTitle: string, seoDescription: string, seoKeyword: string, seoLink: string, description: string, shortDescription: string, brandName: string | null, brandUrl: string | null, barcode: string, video: string | null, commentRate: number, commentTotal: number, skt: string | null, isFavorite: boolean, hasProperty: boolean, quantity: number, inStock: boolean, memberMinOrder: number | null, memberMaxOrder: number | null, seoLinks: Array<{ language: string, seoLink: string }>, breadcrumbs: Array<{ title: string, seoLink: string }>, myStockAlerts: Array<{ subProductId: number | null }>, price: { discountedPriceMinor: number | null, isoCode: string, currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean }, images: Array<{ id: number, small: string, medium: string, big: string, alt: string, variant1: number | null, variant2: number | null }>, property1: { propertyCategoryId: number, propertyCategoryName: string, properties: Array<{ propertyId: number, propertyName: string, hasStock: boolean, isActive: boolean, colour: string | null }> } | null, property2: { propertyCategoryId: number, propertyCategoryName: string, properties: Array<{ propertyId: number, propertyName: string, hasStock: boolean, isActive: boolean, colour: string | null }> } | null, subProducts: Array<{ id: number, property1: number | null, property2: number | null, isActive: boolean, inStock: boolean, price: { discountedPriceMinor: number | null, currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, relatedProducts: Array<{ id: number, title: string, seoLink: string, images: Array<{ small: string, alt: string }> }>, accessoryProducts: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, personalizations: Array<{ id: number, name: string, description: string, typeCode: PersonalizationType, isRequired: boolean, isPriceFree: boolean, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number, isPriceFree: boolean }> }>, sameProducts: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> };

export type GroupFieldsFragment = { propertyCategoryId: number, propertyCategoryName: string, properties: Array<{ propertyId: number, propertyName: string, hasStock: boolean, isActive: boolean, colour: string | null }> };

export type ListingFieldsFragment = { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, facets: { priceMinMinor: number | null, priceMaxMinor: number | null, inStockCount: number, brands: Array<{ id: number, name: string, seoLink: string, count: number }>, properties: Array<{ propertyCategoryId: number, name: string, values: Array<{ id: number, name: string, colour: string | null, count: number }> }>, categories: Array<{ id: number, title: string, seoLink: string, count: number }> } };

export type ListingCategoryFieldsFragment = { id: number, title: string, seoLink: string, seoTitle: string, seoDescription: string, description: string, image: string | null, breadcrumbs: Array<{ title: string, seoLink: string }>, children: Array<{ id: number, title: string, seoLink: string, image: string | null }> };

export type ListingBrandFieldsFragment = { id: number, name: string, seoLink: string, description: string };

export type CommentsQueryVariables = Exact<{
  productId: number;
  page?: number | null | undefined;
}>;


export type CommentsQuery = { productComments: { total: number, page: number, pageSize: number, averageRate: number, items: Array<{ id: number, title: string, text: string, rate: number, customerName: string | null, createdAt: string }> }, myProductComment: { title: string, text: string, rate: number, isApproved: boolean } | null, productFaq: Array<{ id: number, question: string, answer: string }> };

export type SearchQueryVariables = Exact<{
  text: string;
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
}>;


export type SearchQuery = { search: { text: string, didYouMean: string | null, listing: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }>, facets: { priceMinMinor: number | null, priceMaxMinor: number | null, inStockCount: number, brands: Array<{ id: number, name: string, seoLink: string, count: number }>, properties: Array<{ propertyCategoryId: number, name: string, values: Array<{ id: number, name: string, colour: string | null, count: number }> }>, categories: Array<{ id: number, title: string, seoLink: string, count: number }> } } } };

export type MostSearchedQueryVariables = Exact<{ [key: string]: never; }>;


export type MostSearchedQuery = { mostSearched: Array<{ term: string, count: number }> };

export type BlogPostPageQueryVariables = Exact<{
  id: number;
}>;


export type BlogPostPageQuery = { blogPost: { id: number, categoryId: number | null, categoryName: string, title: string, seoLink: string, content: string, seoTitle: string, seoDescription: string, image: string } | null, otherBlogPosts: Array<{ id: number, title: string, seoLink: string, summary: string, image: string, categoryName: string }> };

export type AccountVerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type AccountVerifyEmailMutation = { verifyEmail:
    | { __typename: 'EmailVerified', email: string }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type FavouritesPageQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FavouritesPageQuery = { myFavorites: { total: number, page: number, pageSize: number, pageCount: number, items: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> } };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { me: { id: number, kind: CustomerKind, firstName: string, lastName: string, email: string, phone: string, phoneVerified: boolean, emailVerified: boolean, identityNumber: string | null, birthday: string | null, gender: Gender | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null, homePhone: string | null, officePhone: string | null, fax: string | null, countryId: number | null, stateId: number | null, cityId: number | null, zipCode: string | null, imageUrl: string | null, commercialConsent: boolean, hasPassword: boolean, createdAt: string }, countries: Array<{ id: number, name: string }> };

export type AccountUpdateProfileMutationVariables = Exact<{
  input: CustomerProfileInput;
}>;


export type AccountUpdateProfileMutation = { updateProfile:
    | { __typename: 'Customer', id: number, phoneVerified: boolean }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AccountAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressesQuery = { addresses: Array<{ id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }>, countries: Array<{ id: number, name: string }>, me: { id: number, firstName: string, lastName: string, phone: string } };

export type AccountSaveAddressMutationVariables = Exact<{
  id?: number | null | undefined;
  input: AddressInput;
}>;


export type AccountSaveAddressMutation = { saveAddress:
    | { __typename: 'Address' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AccountDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type AccountDeleteAddressMutation = { deleteAddress: boolean };

export type AccountRequestEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountRequestEmailVerificationMutation = { requestEmailVerification:
    | { __typename: 'EmailVerificationSent', email: string, validHours: number }
    | { __typename: 'OperationError', message: string }
   };

export type AccountDeletePageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDeletePageQuery = { me: { id: number, hasPassword: boolean } };

export type AccountDeleteMutationVariables = Exact<{
  password?: string | null | undefined;
  confirm?: boolean | null | undefined;
}>;


export type AccountDeleteMutation = { deleteAccount:
    | { __typename: 'AccountDeleted' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AccountUploadProfileImageMutationVariables = Exact<{
  image: string;
}>;


export type AccountUploadProfileImageMutation = { uploadProfileImage:
    | { __typename: 'Customer' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AccountRemoveProfileImageMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountRemoveProfileImageMutation = { removeProfileImage: { id: number } };

export type AccountPasswordPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPasswordPageQuery = { me: { id: number, hasPassword: boolean } };

export type AccountChangePasswordMutationVariables = Exact<{
  current?: string | null | undefined;
  next?: string | null | undefined;
  repeat?: string | null | undefined;
}>;


export type AccountChangePasswordMutation = { changePassword:
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'PasswordChanged', endedSessions: number }
   };

export type CampaignsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type CampaignsQuery = { activeCampaignsWithProducts: Array<{ campaign: { id: number, name: string, description: string, discountPercent: number | null, discountAmountMinor: number | null, endsAt: string }, products: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> }> };

export type CheckoutAddressPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAddressPageQuery = { shopperPhone: { phone: string, confirmed: boolean, required: boolean } | null, countries: Array<{ id: number, name: string }>, addresses: Array<{ id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }>, shopperContact: { email: string, phone: string, firstName: string, lastName: string } | null };

export type CheckoutSaveAddressMutationVariables = Exact<{
  id?: number | null | undefined;
  input: AddressInput;
  use?: AddressUse | null | undefined;
}>;


export type CheckoutSaveAddressMutation = { saveAddress:
    | { __typename: 'Address', id: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type CheckoutDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type CheckoutDeleteAddressMutation = { deleteAddress: boolean };

export type CheckoutSetContactMutationVariables = Exact<{
  input: ShopperContactInput;
}>;


export type CheckoutSetContactMutation = { setShopperContact:
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'ShopperContact' }
   };

export type CheckoutSetCartAddressesMutationVariables = Exact<{
  input: UpdateCartInput;
}>;


export type CheckoutSetCartAddressesMutation = { updateCart:
    | { __typename: 'Cart' }
    | { __typename: 'CartError', code: ErrorCode, message: string }
   };

export type CheckoutApprovePageQueryVariables = Exact<{
  paymentCode?: string | null | undefined;
}>;


export type CheckoutApprovePageQuery = { distanceSales: { title: string, content: string } | null, preInformation: { title: string, content: string } | null, paymentTypes: Array<{ code: string, kind: PaymentKind | null, name: string, description: string, feeMinor: number, feeCurrency: string, doorPaymentTypes: Array<string>, installments: Array<{ count: number, interestBasisPoints: number }> }>, bankAccounts: Array<{ id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string }>, shopperPhone: { confirmed: boolean, required: boolean } | null, checkOrderAddress: { code: OrderAddressCheckCode, message: string }, cart:
    | { __typename: 'Cart', id: number | null, currency: string, currencyCode: string, itemCount: number, invoiceAddressId: number | null, deliveryAddressId: number | null, couponCode: string | null, shopper: { kind: ShopperKind }, selectedCampaign: { name: string } | null, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> } }
    | { __typename: 'CartError', code: ErrorCode, message: string }
  , addresses: Array<{ id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }>, shopperContact: { email: string, phone: string, firstName: string, lastName: string } | null };

export type CheckoutPlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type CheckoutPlaceOrderMutation = { placeOrder:
    | { __typename: 'OrderError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'PaymentChallenge', challengeUrl: string }
    | { __typename: 'PaymentOutcome', status: PaymentStatus, redirectUrl: string | null, order: { code: string } }
   };

export type CheckoutConfirmCardPaymentMutationVariables = Exact<{
  paymentCode: string;
  callback: Array<CallbackField> | CallbackField;
}>;


export type CheckoutConfirmCardPaymentMutation = { confirmCardPayment:
    | { __typename: 'OrderError', code: ErrorCode, message: string }
    | { __typename: 'PaymentChallenge' }
    | { __typename: 'PaymentOutcome', order: { code: string } }
   };

export type CheckoutPaytrFrameQueryVariables = Exact<{
  token: string;
}>;


export type CheckoutPaytrFrameQuery = { paytrFrameUrl: string | null };

export type AccountPasswordResetTokenQueryVariables = Exact<{
  token: string;
}>;


export type AccountPasswordResetTokenQuery = { passwordResetTokenValid: boolean };

export type AccountResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  passwordRepeat?: string | null | undefined;
}>;


export type AccountResetPasswordMutation = { resetPassword:
    | { __typename: 'CustomerSession', token: string, customer: { id: number, firstName: string, lastName: string } }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AccountRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type AccountRequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'PasswordResetRequested' }
   };

export type CheckoutOrderLookupQueryVariables = Exact<{
  code: string;
  emailOrPhone: string;
}>;


export type CheckoutOrderLookupQuery = { orderLookup: { id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentCode: string, paymentName: string, doorPaymentType: DoorPaymentType | null, paymentInstructions: string | null, refundedMinor: number, invoiceNumber: string | null, currency: string, currencyCode: string, email: string, phone: string, cargoName: string | null, cargoTrackingUrl: string | null, cargoTrackingCode: string | null, isGift: boolean, giftNote: string, generalNote: string, campaignName: string | null, couponCode: string | null, bankAccount: { id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string } | null, cardCharge: { chargedMinor: number, installmentCount: number } | null, lines: Array<{ id: number, title: string, seoLink: string, variantNames: Array<string>, quantity: number, unitPriceMinor: number, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, options: Array<{ id: number, name: string }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> }, invoiceAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }, deliveryAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null } } | null, bankAccounts: Array<{ id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string }> };

export type CheckoutOrderQueryVariables = Exact<{
  code: string;
}>;


export type CheckoutOrderQuery = { order: { id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentCode: string, paymentName: string, doorPaymentType: DoorPaymentType | null, paymentInstructions: string | null, refundedMinor: number, invoiceNumber: string | null, currency: string, currencyCode: string, email: string, phone: string, cargoName: string | null, cargoTrackingUrl: string | null, cargoTrackingCode: string | null, isGift: boolean, giftNote: string, generalNote: string, campaignName: string | null, couponCode: string | null, bankAccount: { id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string } | null, cardCharge: { chargedMinor: number, installmentCount: number } | null, lines: Array<{ id: number, title: string, seoLink: string, variantNames: Array<string>, quantity: number, unitPriceMinor: number, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, options: Array<{ id: number, name: string }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> }, invoiceAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }, deliveryAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null } }, bankAccounts: Array<{ id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string }> };

export type AccountOrderQueryVariables = Exact<{
  code: string;
}>;


export type AccountOrderQuery = { order: { canCancel: boolean, canRefund: boolean, refundableUntil: string | null, id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentCode: string, paymentName: string, doorPaymentType: DoorPaymentType | null, paymentInstructions: string | null, refundedMinor: number, invoiceNumber: string | null, currency: string, currencyCode: string, email: string, phone: string, cargoName: string | null, cargoTrackingUrl: string | null, cargoTrackingCode: string | null, isGift: boolean, giftNote: string, generalNote: string, campaignName: string | null, couponCode: string | null, requestableLines: Array<{ orderLineId: number, quantity: number }>, statusHistory: Array<{ status: OrderStatusCode, statusName: string, createdAt: string }>, requests: Array<{ id: number, kind: OrderRequestKind, status: OrderRequestStatus, statusName: string, reasonName: string, note: string, answer: string, createdAt: string, lines: Array<{ orderLineId: number, title: string, variantNames: Array<string>, quantity: number }> }>, bankAccount: { id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string } | null, cardCharge: { chargedMinor: number, installmentCount: number } | null, lines: Array<{ id: number, title: string, seoLink: string, variantNames: Array<string>, quantity: number, unitPriceMinor: number, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, options: Array<{ id: number, name: string }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> }, invoiceAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }, deliveryAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null } }, bankAccounts: Array<{ id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string }>, cancelReasons: Array<{ code: string, name: string }>, refundReasons: Array<{ code: string, name: string }> };

export type AccountOrderCancelMutationVariables = Exact<{
  input: OrderRequestInput;
}>;


export type AccountOrderCancelMutation = { requestOrderCancel:
    | { __typename: 'OrderError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'OrderRequest', id: number }
   };

export type AccountOrderRefundMutationVariables = Exact<{
  input: OrderRequestInput;
}>;


export type AccountOrderRefundMutation = { requestOrderRefund:
    | { __typename: 'OrderError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'OrderRequest', id: number }
   };

export type AccountOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AccountOrdersQuery = { customerOrders: { total: number, page: number, perPage: number, orders: Array<{ code: string, createdAt: string, status: OrderStatusCode, statusName: string, currency: string, lines: Array<{ quantity: number }>, totals: { grandTotalMinor: number } }> } };

export type AccountSocialProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSocialProvidersQuery = { socialLoginProviders: Array<SocialProvider> };

export type CheckoutCreateGuestMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCreateGuestMutation = { createGuestToken: { guestCode: string, token: string } };

export type AccountLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountLoginMutation = { loginCustomer:
    | { __typename: 'CustomerSession', token: string, customer: { id: number, firstName: string, lastName: string } }
    | { __typename: 'OperationError', code: ErrorCode, message: string, field: string | null }
   };

export type AccountRegisterMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type AccountRegisterMutation = { registerCustomer:
    | { __typename: 'CustomerSession', token: string, customer: { id: number, firstName: string, lastName: string } }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type SitemapQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapQuery = { sitemapEntries: Array<{ kind: SeoLinkKind, updatedAt: string, links: Array<{ language: string, seoLink: string }> }> };

export type AdminDashboardOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardOrdersQuery = { adminOrderDashboard: { openCancelRequests: number, openRefundRequests: number, today: string, todayOrders: number, statusCounts: Array<{ status: OrderStatusCode, statusName: string, count: number }>, todayRevenue: Array<{ currencyCode: string, totalMinor: number }> } };

export type AdminAuditListQueryVariables = Exact<{
  filter?: AdminAuditFilter | null | undefined;
  sort?: AdminAuditSort | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminAuditListQuery = { adminAuditEntities: Array<string>, adminAuditLog: { total: number, page: number, pageSize: number, items: Array<{ id: number, adminName: string | null, action: string, entity: string, entityId: string | null, before: string | null, after: string | null, createdAt: string }> }, adminUsers: Array<{ id: number, name: string }> };

export type AdminBlogPostQueryVariables = Exact<{
  id: number;
}>;


export type AdminBlogPostQuery = { adminBlogPost: { id: number, title: string, categoryId: number | null, image: string, isPublished: boolean, publishedAt: string | null, texts: Array<{ language: string, title: string, seoLink: string, summary: string, content: string, seoTitle: string, seoDescription: string }> } | null, adminBlogCategories: Array<{ id: number, name: string }> };

export type SaveBlogPostMutationVariables = Exact<{
  input: BlogPostInput;
}>;


export type SaveBlogPostMutation = { saveBlogPost:
    | { __typename: 'BlogPost', id: number }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type UploadBlogImageMutationVariables = Exact<{
  image: string;
}>;


export type UploadBlogImageMutation = { uploadBlogImage:
    | { __typename: 'BlogImageUploaded', image: string, largeFile: boolean }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type DeleteBlogPostMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBlogPostMutation = { deleteBlogPost: boolean };

export type AdminBlogListQueryVariables = Exact<{
  search?: string | null | undefined;
  categoryId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminBlogListQuery = { adminBlogPostList: { total: number, page: number, pageSize: number, items: Array<{ id: number, title: string, categoryName: string, isPublished: boolean, publishedAt: string | null, viewCount: number }> }, adminBlogCategories: Array<{ id: number, name: string }> };

export type SetBlogPostPublishedMutationVariables = Exact<{
  id: number;
  isPublished: boolean;
}>;


export type SetBlogPostPublishedMutation = { setBlogPostPublished: boolean };

export type AdminBlogCategoriesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBlogCategoriesPageQuery = { adminBlogCategories: Array<{ id: number, name: string, seoLink: string, sort: number, isActive: boolean, postCount: number, texts: Array<{ language: string, name: string, seoLink: string }> }> };

export type AdminSaveBlogCategoryMutationVariables = Exact<{
  input: BlogCategoryInput;
}>;


export type AdminSaveBlogCategoryMutation = { saveBlogCategory:
    | { __typename: 'BlogCategorySaved' }
    | { __typename: 'OperationError', code: ErrorCode, message: string, field: string | null }
   };

export type AdminDeleteBlogCategoryMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteBlogCategoryMutation = { deleteBlogCategory:
    | { __typename: 'BlogCategorySaved' }
    | { __typename: 'OperationError', code: ErrorCode, message: string, field: string | null }
   };

export type AdminBrandsPageQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  id: number;
  editing: boolean;
}>;


export type AdminBrandsPageQuery = { adminBrands: { total: number, page: number, pageSize: number, items: Array<{ id: number, name: string, seoLink: string, productCount: number, isActive: boolean }> }, adminBrand?: { id: number, name: string, seoLink: string, description: string, sort: number, isActive: boolean } };

export type AdminSaveBrandMutationVariables = Exact<{
  input: AdminBrandInput;
}>;


export type AdminSaveBrandMutation = { saveAdminBrand:
    | { __typename: 'AdminBrand', id: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeleteBrandMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteBrandMutation = { deleteAdminBrand:
    | { __typename: 'AdminDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type CampaignFormQueryVariables = Exact<{
  id: number;
}>;


export type CampaignFormQuery = { adminCampaign: { id: number, kind: CampaignKind, name: string, startsAt: string, endsAt: string, isActive: boolean, discountPercent: number | null, discountAmountMinor: number | null, minCartAmountMinor: number | null, isFreeCargo: boolean, sort: number, productIds: Array<number>, categoryIds: Array<number>, orderCount: number, texts: Array<{ language: string, name: string, description: string }> } };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CreateCampaignMutation = { createCampaign:
    | { __typename: 'AdminCampaign', id: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type UpdateCampaignMutationVariables = Exact<{
  id: number;
  input: CampaignInput;
}>;


export type UpdateCampaignMutation = { updateCampaign:
    | { __typename: 'AdminCampaign', id: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type DeleteCampaignMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCampaignMutation = { deleteCampaign: boolean };

export type AdminCampaignListQueryVariables = Exact<{
  filter?: AdminCampaignFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCampaignListQuery = { adminCampaigns: { total: number, page: number, pageSize: number, items: Array<{ id: number, kind: CampaignKind, name: string, startsAt: string, endsAt: string, state: CampaignPeriodState, discountPercent: number | null, discountAmountMinor: number | null, minCartAmountMinor: number | null, isFreeCargo: boolean, orderCount: number }> } };

export type AdminCategoriesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesPageQuery = { adminCategories: Array<{ id: number, parentId: number | null, sort: number, isActive: boolean, depth: number, title: string, productCount: number, childCount: number, texts: Array<{ language: string, title: string, seoLink: string, seoTitle: string, seoDescription: string, description: string }> }> };

export type AdminSaveCategoryMutationVariables = Exact<{
  input: AdminCategoryInput;
}>;


export type AdminSaveCategoryMutation = { saveAdminCategory:
    | { __typename: 'AdminCategory' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminMoveCategoryMutationVariables = Exact<{
  id: number;
  parentId?: number | null | undefined;
  sort?: number | null | undefined;
}>;


export type AdminMoveCategoryMutation = { moveAdminCategory:
    | { __typename: 'AdminCategory' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeleteCategoryMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteCategoryMutation = { deleteAdminCategory:
    | { __typename: 'AdminDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminCommentQueueQueryVariables = Exact<{
  filter?: AdminCommentFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCommentQueueQuery = { adminComments: { total: number, page: number, pageSize: number, items: Array<{ id: number, productId: number, productName: string, productSeoLink: string, customerName: string, title: string, text: string, rate: number, state: CommentReviewState, createdAt: string }> } };

export type ReviewCommentsMutationVariables = Exact<{
  ids: Array<number> | number;
  decision: CommentDecision;
}>;


export type ReviewCommentsMutation = { reviewComments: { changedIds: Array<number> } };

export type AdminContentPageQueryVariables = Exact<{
  id: number;
}>;


export type AdminContentPageQuery = { adminContentPage: { id: number, code: string, type: string, sort: number, isActive: boolean, version: number, title: string, texts: Array<{ language: string, title: string, seoLink: string, seoTitle: string, seoDescription: string, content: string }> } | null, adminContentCategories: Array<{ code: string, name: string }> };

export type SaveContentPageMutationVariables = Exact<{
  input: ContentPageInput;
}>;


export type SaveContentPageMutation = { saveContentPage:
    | { __typename: 'AdminContentPage', id: number }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type DeleteContentPageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteContentPageMutation = { deleteContentPage: boolean };

export type AdminContentListQueryVariables = Exact<{
  search?: string | null | undefined;
  type?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminContentListQuery = { adminContentPages: { total: number, page: number, pageSize: number, items: Array<{ id: number, code: string, type: string, title: string, version: number, isActive: boolean }> }, adminContentCategories: Array<{ code: string, name: string }> };

export type AdminContentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContentCategoriesQuery = { adminContentCategories: Array<{ id: number, code: string, sort: number, isActive: boolean, name: string, names: Array<{ language: string, name: string }> }> };

export type SaveContentCategoryMutationVariables = Exact<{
  input: ContentCategoryInput;
}>;


export type SaveContentCategoryMutation = { saveContentCategory:
    | { __typename: 'ContentCategory' }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type CouponFormQueryVariables = Exact<{
  id: number;
}>;


export type CouponFormQuery = { adminCoupon: { id: number, code: string, discountPercent: number | null, discountAmountMinor: number | null, startsAt: string, endsAt: string, isActive: boolean, state: CouponState, minCartAmountMinor: number | null, maxCartAmountMinor: number | null, customerId: number | null, maxUses: number | null, maxUsesPerShopper: number | null, usedCount: number, users: Array<{ shopperKind: CouponShopperKind, shopperId: number, uses: number, orderIds: Array<number>, lastUsedAt: string }> } };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CreateCouponMutation = { createCoupon:
    | { __typename: 'AdminCoupon', id: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type UpdateCouponMutationVariables = Exact<{
  id: number;
  input: CouponInput;
}>;


export type UpdateCouponMutation = { updateCoupon:
    | { __typename: 'AdminCoupon', id: number }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type SetCouponActiveMutationVariables = Exact<{
  id: number;
  isActive: boolean;
}>;


export type SetCouponActiveMutation = { setCouponActive: { id: number, isActive: boolean } };

export type GenerateCouponsMutationVariables = Exact<{
  input: CouponBatchInput;
}>;


export type GenerateCouponsMutation = { generateCoupons:
    | { __typename: 'CouponBatch', codes: Array<string> }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AdminCouponListQueryVariables = Exact<{
  filter?: AdminCouponFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCouponListQuery = { adminCoupons: { total: number, page: number, pageSize: number, items: Array<{ id: number, code: string, discountPercent: number | null, discountAmountMinor: number | null, startsAt: string, endsAt: string, state: CouponState, minCartAmountMinor: number | null, maxCartAmountMinor: number | null, customerId: number | null, maxUses: number | null, usedCount: number }> } };

export type AdminCurrenciesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrenciesPageQuery = { allCurrencies: Array<{ id: number, code: string, isoCode: string, name: string, symbol: string, exchangeRate: number, decimals: number, isDefault: boolean, isActive: boolean }> };

export type AdminSaveCurrencyMutationVariables = Exact<{
  input: AdminCurrencyInput;
}>;


export type AdminSaveCurrencyMutation = { saveAdminCurrency:
    | { __typename: 'Currency' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminCustomerPageQueryVariables = Exact<{
  id: number;
  perPage?: number | null | undefined;
}>;


export type AdminCustomerPageQuery = { adminCustomer: { id: number, kind: CustomerKind, firstName: string, lastName: string, email: string, emailVerified: boolean, phone: string, phoneVerified: boolean, identityNumber: string | null, birthday: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null, commercialConsent: boolean, hasPassword: boolean, createdAt: string }, adminOrders: { total: number, orders: Array<{ id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentName: string, currencyCode: string, totals: { grandTotalMinor: number } }> } };

export type AdminCustomerListQueryVariables = Exact<{
  filter?: AdminCustomerFilter | null | undefined;
  sort?: AdminCustomerSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AdminCustomerListQuery = { adminCustomers: { total: number, page: number, perPage: number, customers: Array<{ id: number, kind: CustomerKind, firstName: string, lastName: string, email: string, phone: string, companyName: string | null, createdAt: string }> } };

export type AdminHeaderMenuPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminHeaderMenuPageQuery = { adminHeaderMenu: Array<{ id: number, parentId: number | null, url: string, sort: number, isActive: boolean, depth: number, title: string, titles: Array<{ language: string, title: string }> }> };

export type AdminSaveMenuItemMutationVariables = Exact<{
  input: AdminHeaderMenuInput;
}>;


export type AdminSaveMenuItemMutation = { saveAdminHeaderMenuItem:
    | { __typename: 'AdminHeaderMenuItem' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeleteMenuItemMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteMenuItemMutation = { deleteAdminHeaderMenuItem:
    | { __typename: 'AdminHeaderMenuDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminLanguagesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLanguagesPageQuery = { allLanguages: Array<{ id: number, code: string, name: string, sort: number, isDefault: boolean, isActive: boolean }> };

export type AdminSaveLanguageMutationVariables = Exact<{
  input: AdminLanguageInput;
}>;


export type AdminSaveLanguageMutation = { saveAdminLanguage:
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'Language' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { logoutAdmin: boolean };

export type AdminModelsPageQueryVariables = Exact<{
  search?: string | null | undefined;
  brandId?: number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  id: number;
  editing: boolean;
}>;


export type AdminModelsPageQuery = { adminModels: { total: number, page: number, pageSize: number, items: Array<{ id: number, name: string, brandName: string | null, productCount: number, isActive: boolean }> }, adminModel?: { id: number, name: string, brandId: number | null, isActive: boolean }, adminBrands: { items: Array<{ id: number, name: string }> } };

export type AdminSaveModelMutationVariables = Exact<{
  input: AdminModelInput;
}>;


export type AdminSaveModelMutation = { saveAdminModel:
    | { __typename: 'AdminModel' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeleteModelMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteModelMutation = { deleteAdminModel:
    | { __typename: 'AdminDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminChangeOrderStatusMutationVariables = Exact<{
  input: ChangeOrderStatusInput;
}>;


export type AdminChangeOrderStatusMutation = { changeOrderStatus:
    | { __typename: 'OrderChanged' }
    | { __typename: 'OrderError', code: ErrorCode, message: string, field: string | null }
   };

export type AdminSetOrderInvoiceMutationVariables = Exact<{
  orderId: number;
  invoiceNumber: string;
}>;


export type AdminSetOrderInvoiceMutation = { setOrderInvoiceNumber:
    | { __typename: 'OrderChanged' }
    | { __typename: 'OrderError', code: ErrorCode, message: string, field: string | null }
   };

export type AdminDecideOrderRequestMutationVariables = Exact<{
  input: DecideOrderRequestInput;
}>;


export type AdminDecideOrderRequestMutation = { decideOrderRequest:
    | { __typename: 'OrderError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'OrderRequest' }
   };

export type AdminOrderPageQueryVariables = Exact<{
  id: number;
}>;


export type AdminOrderPageQuery = { adminOrder: { id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentCode: string, paymentName: string, doorPaymentType: DoorPaymentType | null, paymentProvider: string | null, installmentCount: number | null, chargedMinor: number | null, paidMinor: number, refundedMinor: number, currencyCode: string, email: string, phone: string, customerId: number | null, invoiceNumber: string | null, cargoName: string | null, cargoTrackingCode: string | null, cargoTrackingUrl: string | null, isGift: boolean, giftNote: string, generalNote: string, campaignName: string | null, couponCode: string | null, bankAccount: { bankName: string, iban: string } | null, lines: Array<{ id: number, title: string, variantNames: Array<string>, quantity: number, unitPriceMinor: number, personalizationPriceMinor: number, lineTotalMinor: number, personalizations: Array<{ personalizationId: number, name: string, value: string | null, options: Array<{ name: string }> }> }>, totals: { linesMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, doorFeeMinor: number, installmentInterestMinor: number, grandTotalMinor: number }, deliveryAddress: { firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }, invoiceAddress: { firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }, statusHistory: Array<{ status: OrderStatusCode, statusName: string, note: string, adminId: number | null, adminName: string | null, createdAt: string }>, requests: Array<{ id: number, kind: OrderRequestKind, status: OrderRequestStatus, statusName: string, reasonName: string, note: string, answer: string, refundMinor: number | null, stockReturned: boolean, createdAt: string, lines: Array<{ orderLineId: number, title: string, variantNames: Array<string>, quantity: number }> }> }, orderStatuses: Array<{ code: OrderStatusCode, name: string, next: Array<OrderStatusCode> }>, adminCargoCompanies: Array<{ id: number, name: string, isActive: boolean, hasTrackingLink: boolean }> };

export type AdminOrderAddressFragment = { firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null };

export type AdminOrderListQueryVariables = Exact<{
  filter?: AdminOrderFilter | null | undefined;
  sort?: AdminOrderSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type AdminOrderListQuery = { adminOrders: { total: number, page: number, perPage: number, orders: Array<{ id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentName: string, currencyCode: string, email: string, invoiceNumber: string | null, customerId: number | null, deliveryAddress: { firstName: string, lastName: string }, totals: { grandTotalMinor: number } }> }, orderStatuses: Array<{ code: OrderStatusCode, name: string }> };

export type AdminProductFaqQueryVariables = Exact<{
  productId: number;
}>;


export type AdminProductFaqQuery = { adminProductFaq: Array<{ id: number, language: string, question: string, answer: string, sort: number }> };

export type AdminSaveProductFaqMutationVariables = Exact<{
  productId: number;
  input: AdminProductFaqInput;
}>;


export type AdminSaveProductFaqMutation = { saveProductFaq:
    | { __typename: 'AdminProductFaqItem' }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type AdminDeleteProductFaqMutationVariables = Exact<{
  productId: number;
  id: number;
}>;


export type AdminDeleteProductFaqMutation = { deleteProductFaq: boolean };

export type AdminLinkPickerQueryVariables = Exact<{
  ids: Array<number> | number;
  search?: string | null | undefined;
  searching: boolean;
  perPage?: number | null | undefined;
}>;


export type AdminLinkPickerQuery = { chosen: { items: Array<{ id: number, name: string, barcode: string, image: string | null }> }, found?: { items: Array<{ id: number, name: string, barcode: string, image: string | null }> } };

export type AdminPropertiesPageQueryVariables = Exact<{
  categoryId: number;
  values: boolean;
}>;


export type AdminPropertiesPageQuery = { adminPropertyCategories: Array<{ id: number, sort: number, isColour: boolean, name: string, propertyCount: number, names: Array<{ language: string, name: string }> }>, adminProperties?: Array<{ id: number, sort: number, colour: string | null, name: string, subProductCount: number, names: Array<{ language: string, name: string }> }> };

export type AdminSavePropertyCategoryMutationVariables = Exact<{
  input: AdminPropertyCategoryInput;
}>;


export type AdminSavePropertyCategoryMutation = { saveAdminPropertyCategory:
    | { __typename: 'AdminPropertyCategory' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminSavePropertyMutationVariables = Exact<{
  input: AdminPropertyInput;
}>;


export type AdminSavePropertyMutation = { saveAdminProperty:
    | { __typename: 'AdminProperty' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeletePropertyCategoryMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeletePropertyCategoryMutation = { deleteAdminPropertyCategory:
    | { __typename: 'AdminDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeletePropertyMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeletePropertyMutation = { deleteAdminProperty:
    | { __typename: 'AdminDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminTotpPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTotpPendingQuery = { adminTotpPending: { secret: string, qrSvg: string } | null };

export type AdminTotpStartMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminTotpStartMutation = { startAdminTotp: { secret: string } };

export type AdminTotpConfirmMutationVariables = Exact<{
  code: string;
}>;


export type AdminTotpConfirmMutation = { confirmAdminTotp:
    | { __typename: 'AdminUser' }
    | { __typename: 'OperationError', message: string }
   };

export type AdminTotpDisableMutationVariables = Exact<{
  code: string;
}>;


export type AdminTotpDisableMutation = { disableAdminTotp:
    | { __typename: 'AdminUser' }
    | { __typename: 'OperationError', message: string }
   };

export type AdminSiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteSettingsQuery = { adminSiteSettings: Array<{ code: string, value: string }> };

export type SaveSiteSettingsMutationVariables = Exact<{
  values: Array<SiteSettingInput> | SiteSettingInput;
}>;


export type SaveSiteSettingsMutation = { saveSiteSettings:
    | { __typename: 'OperationError', message: string, field: string | null }
    | { __typename: 'SiteSettingsSaved' }
   };

export type AdminBankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBankAccountsQuery = { adminBankAccounts: Array<{ id: number, bankName: string, branch: string, accountHolder: string, accountNumber: string, iban: string, currency: string, sort: number, isActive: boolean, orderCount: number }> };

export type SaveBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type SaveBankAccountMutation = { saveBankAccount:
    | { __typename: 'AdminBankAccount', id: number }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type DeleteBankAccountMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBankAccountMutation = { deleteBankAccount: { deleted: boolean, deactivated: boolean } };

export type AdminCargoCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCargoCompaniesQuery = { adminCargoCompanies: Array<{ id: number, name: string, priceMinor: number, currency: string, freeAboveMinor: number | null, trackingUrl: string, isActive: boolean, sort: number }> };

export type SaveCargoCompanyMutationVariables = Exact<{
  input: CargoCompanyInput;
}>;


export type SaveCargoCompanyMutation = { saveCargoCompany:
    | { __typename: 'AdminCargoCompany' }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type UploadSiteImageMutationVariables = Exact<{
  kind: SiteImageKind;
  image: string;
}>;


export type UploadSiteImageMutation = { uploadSiteImage: { url: string | null, problem: SiteImageProblem | null } };

export type RemoveSiteImageMutationVariables = Exact<{
  kind: SiteImageKind;
}>;


export type RemoveSiteImageMutation = { removeSiteImage: { url: string | null } };

export type AdminMailSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMailSettingsQuery = { adminMailSettings: { host: string, port: number, security: MailSecurity, username: string, passwordSet: boolean, fromName: string, fromAddress: string, replyTo: string, route: MailRoute } };

export type SaveMailSettingsMutationVariables = Exact<{
  input: MailSettingsInput;
}>;


export type SaveMailSettingsMutation = { saveMailSettings: { host: string } };

export type SendTestMailMutationVariables = Exact<{
  to: string;
}>;


export type SendTestMailMutation = { sendTestMail: { outcome: MailTestOutcome, serverReply: string | null } };

export type AdminPageLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPageLinksQuery = { adminPageLinks: Array<{ id: number, code: string, url: string, sort: number, titles: Array<{ language: string, title: string }> }> };

export type SavePageLinkMutationVariables = Exact<{
  input: PageLinkInput;
}>;


export type SavePageLinkMutation = { savePageLink:
    | { __typename: 'AdminPageLink' }
    | { __typename: 'OperationError', message: string, field: string | null }
   };

export type AdminPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentMethodsQuery = { adminPaymentMethods: Array<{ code: string, name: string, enabled: boolean, sort: number, feeMinor: number, feeCurrency: string, ready: boolean, credentials: Array<{ name: string, secret: boolean, value: string | null, isSet: boolean }> }> };

export type UpdatePaymentMethodSettingMutationVariables = Exact<{
  input: PaymentMethodSettingInput;
}>;


export type UpdatePaymentMethodSettingMutation = { updatePaymentMethodSetting: { code: string } };

export type AdminTextSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTextSettingsQuery = { adminTextSettings: { smsProvider: TextProvider, netgsmUsercode: string, netgsmPasswordSet: boolean, netgsmHeader: string, smsRoute: TextRoute, whatsappProvider: TextProvider, whatsappTokenSet: boolean, whatsappPhoneNumberId: string, whatsappTemplate: string, whatsappRoute: TextRoute } };

export type SaveTextSettingsMutationVariables = Exact<{
  input: TextSettingsInput;
}>;


export type SaveTextSettingsMutation = { saveTextSettings: { smsProvider: TextProvider } };

export type SendTestTextMutationVariables = Exact<{
  channel: CodeChannel;
  to: string;
}>;


export type SendTestTextMutation = { sendTestText: { outcome: TextTestOutcome, providerReason: string | null } };

export type AdminSuppliersPageQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  id: number;
  editing: boolean;
}>;


export type AdminSuppliersPageQuery = { adminSuppliers: { total: number, page: number, pageSize: number, items: Array<{ id: number, name: string, productCount: number, isActive: boolean }> }, adminSupplier?: { id: number, name: string, isActive: boolean } };

export type AdminSaveSupplierMutationVariables = Exact<{
  input: AdminSupplierInput;
}>;


export type AdminSaveSupplierMutation = { saveAdminSupplier:
    | { __typename: 'AdminSupplier' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminDeleteSupplierMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteSupplierMutation = { deleteAdminSupplier:
    | { __typename: 'AdminDeleted' }
    | { __typename: 'OperationError', code: ErrorCode, message: string }
   };

export type AdminSynonymsPageQueryVariables = Exact<{
  forLanguage: string;
}>;


export type AdminSynonymsPageQuery = { adminSynonyms: { language: string, groups: Array<{ id: number, words: Array<string> }> } };

export type AdminSaveSynonymsMutationVariables = Exact<{
  forLanguage: string;
  groups: Array<Array<string> | string> | Array<string> | string;
}>;


export type AdminSaveSynonymsMutation = { saveAdminSynonyms:
    | { __typename: 'AdminSynonymList' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type AdminXmlPageQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  fileId: number;
  withFile: boolean;
}>;


export type AdminXmlPageQuery = { xmlFiles: { total: number, page: number, pageSize: number, files: Array<{ id: number, kind: XmlFileKind, name: string, language: string | null, currencyCode: string | null, url: string | null, productCount: number, status: XmlFileStatus, adminName: string | null, createdAt: string }> }, xmlFile?: { id: number, name: string, status: XmlFileStatus, importReport: { items: number, matched: number, changed: number, unchanged: number, unmatched: Array<string>, unmatchedTotal: number, problemsTotal: number, problems: Array<{ item: number, message: string }>, changes: Array<{ code: string, productId: number, productName: string, subProductCode: string | null, currencyCode: string, priceBeforeMinor: number, priceAfterMinor: number, stockBefore: number, stockAfter: number }> } | null } | null, currencies: Array<{ isoCode: string, name: string }> };

export type AdminCreateFeedFileMutationVariables = Exact<{
  input: CreateXmlProductFileInput;
}>;


export type AdminCreateFeedFileMutation = { createXmlProductFile:
    | { __typename: 'FormError', message: string }
    | { __typename: 'XmlFile', id: number, productCount: number }
   };

export type AdminDeleteFeedFileMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteFeedFileMutation = { deleteXmlFile: boolean };

export type AdminApplyFeedFileMutationVariables = Exact<{
  id: number;
}>;


export type AdminApplyFeedFileMutation = { applyXmlFile: { id: number } | null };

export type AdminCheckSupplierFeedMutationVariables = Exact<{
  input: SupplierXmlInput;
}>;


export type AdminCheckSupplierFeedMutation = { importSupplierXml:
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'SupplierImportPreview' }
    | { __typename: 'XmlFile', id: number }
   };

export type AdminLoginMutationVariables = Exact<{
  email: string;
  password: string;
  totp?: string | null | undefined;
}>;


export type AdminLoginMutation = { loginAdmin:
    | { __typename: 'AdminSession', token: string }
    | { __typename: 'OperationError', code: ErrorCode, message: string, field: string | null }
   };

export type AddFavoriteMutationVariables = Exact<{
  productId: number;
}>;


export type AddFavoriteMutation = { addFavorite:
    | { __typename: 'FavoriteChange', isFavorite: boolean }
    | { __typename: 'OperationError', code: ErrorCode }
   };

export type RemoveFavoriteMutationVariables = Exact<{
  productId: number;
}>;


export type RemoveFavoriteMutation = { removeFavorite:
    | { __typename: 'FavoriteChange', isFavorite: boolean }
    | { __typename: 'OperationError', code: ErrorCode }
   };

export type AccountLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountLogoutMutation = { logoutCustomer: boolean };

export type AccountMyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountMyDataQuery = { myData: string };

export type StorefrontConfirmProviderPaymentMutationVariables = Exact<{
  paymentCode: string;
  callback: Array<CallbackField> | CallbackField;
}>;


export type StorefrontConfirmProviderPaymentMutation = { confirmProviderPayment: { status: ProviderPaymentStatus, language: string | null } };

export type StorefrontConfirmPaytrNotificationMutationVariables = Exact<{
  callback: Array<CallbackField> | CallbackField;
}>;


export type StorefrontConfirmPaytrNotificationMutation = { confirmProviderPayment: { status: ProviderPaymentStatus, reference: string | null } };

export type QuickViewQueryVariables = Exact<{
  seoLink: string;
}>;


export type QuickViewQuery = { product: { title: string, seoLink: string, brandName: string | null, shortDescription: string, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean }, images: Array<{ medium: string, alt: string }> } | null };

export type SuggestQueryVariables = Exact<{
  text: string;
}>;


export type SuggestQuery = { searchSuggestions: { products: Array<{ id: number, title: string, seoLink: string, image: string | null, displayPriceMinor: number, currencyCode: string }>, categories: Array<{ id: number, title: string, seoLink: string }>, brands: Array<{ id: number, name: string, seoLink: string }> } };

export type StorefrontStartSocialLoginMutationVariables = Exact<{
  provider: SocialProvider;
  redirectUri: string;
}>;


export type StorefrontStartSocialLoginMutation = { startSocialLogin:
    | { __typename: 'OperationError', message: string }
    | { __typename: 'SocialLoginStart', authorizationUrl: string, state: string, nonce: string, codeVerifier: string }
   };

export type StorefrontFinishSocialLoginMutationVariables = Exact<{
  input: FinishSocialLoginInput;
}>;


export type StorefrontFinishSocialLoginMutation = { finishSocialLogin:
    | { __typename: 'CustomerSession', token: string, customer: { id: number, firstName: string, lastName: string } }
    | { __typename: 'OperationError', message: string }
   };

export type StockAlertMutationVariables = Exact<{
  productId: number;
  subProductId?: number | null | undefined;
}>;


export type StockAlertMutation = { requestStockAlert:
    | { __typename: 'OperationError', code: ErrorCode }
    | { __typename: 'StockAlertRequest' }
   };

export type CancelStockAlertMutationVariables = Exact<{
  productId: number;
  subProductId?: number | null | undefined;
}>;


export type CancelStockAlertMutation = { cancelStockAlert: boolean };

export type AdminShellMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminShellMeQuery = { adminMe: { id: number, name: string, email: string, roles: Array<AdminRole>, totpEnabled: boolean } };

export type BlogListQueryVariables = Exact<{
  categoryId?: number | null | undefined;
}>;


export type BlogListQuery = { blogPosts: Array<{ id: number, title: string, seoLink: string, summary: string, image: string, categoryName: string, publishedAt: string | null }>, blogCategories: Array<{ id: number, name: string }>, mostReadBlogPosts: Array<{ id: number, title: string, seoLink: string, summary: string, image: string, categoryName: string }> };

export type BrowsingSessionStartMutationVariables = Exact<{
  customerId: number;
  sessionId?: string | null | undefined;
}>;


export type BrowsingSessionStartMutation = { startBrowsingSession: string };

export type BrowsingSessionEndMutationVariables = Exact<{
  customerId: number;
  sessionId: string;
}>;


export type BrowsingSessionEndMutation = { endBrowsingSession: boolean };

export type CheckoutCardBinQueryVariables = Exact<{
  bin: string;
  amountMinor: number;
  paymentCode?: string | null | undefined;
}>;


export type CheckoutCardBinQuery = { cardBin:
    | { __typename: 'CardBin', scheme: CardScheme | null, bankName: string | null, family: string | null, kind: CardKind | null, installments: Array<{ count: number, interestBasisPoints: number, firstInstallmentMinor: number, perInstallmentMinor: number, totalMinor: number }> }
    | { __typename: 'OperationError', code: ErrorCode }
   };

export type CartLineFieldsFragment = { id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> };

export type CartErrorFieldsFragment = { code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null };

type CartWriteResult_Cart_Fragment = { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null };

type CartWriteResult_CartError_Fragment = { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null };

export type CartWriteResultFragment =
  | CartWriteResult_Cart_Fragment
  | CartWriteResult_CartError_Fragment
;

export type CartPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CartPageQuery = { cart:
    | { __typename: 'Cart', id: number | null, currency: string, itemCount: number, isGiftCart: boolean, isGiftNoteActive: boolean, giftNote: string, generalNote: string, giftPackagePriceMinor: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, campaigns: Array<{ id: number, name: string, description: string, discountPercent: number | null, discountAmountMinor: number | null, minCartAmountMinor: number | null, isFreeCargo: boolean, endsAt: string, isApplicable: boolean, isSelected: boolean }>, coupon: { id: number, code: string, discountPercent: number | null, discountAmountMinor: number | null, isGiftCertificate: boolean } | null, cargoOptions: Array<{ id: number, name: string, priceMinor: number, freeAboveMinor: number | null, chargedMinor: number, isSelected: boolean }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> }, promotionProblems: Array<{ code: ErrorCode, message: string }> }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type CartCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CartCountQuery = { cartItemCount: number };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type UpdateCartLineMutationVariables = Exact<{
  input: UpdateCartLineInput;
}>;


export type UpdateCartLineMutation = { updateCartLine:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type RemoveCartLineMutationVariables = Exact<{
  cartProductId: number;
}>;


export type RemoveCartLineMutation = { removeCartLine:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type ApplyCouponMutationVariables = Exact<{
  code: string;
}>;


export type ApplyCouponMutation = { applyCoupon:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type RemoveCouponMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveCouponMutation = { removeCoupon:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type SelectCampaignMutationVariables = Exact<{
  campaignId: number;
}>;


export type SelectCampaignMutation = { selectCampaign:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type RemoveCampaignMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveCampaignMutation = { removeCampaign:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type UpdateCartMutationVariables = Exact<{
  input: UpdateCartInput;
}>;


export type UpdateCartMutation = { updateCart:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type SelectCargoMutationVariables = Exact<{
  cargoId: number;
}>;


export type SelectCargoMutation = { selectCargo:
    | { __typename: 'Cart', currency: string, itemCount: number, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, newGuest: { guestCode: string, token: string } | null }
    | { __typename: 'CartError', code: ErrorCode, message: string, field: string | null, available: number | null, limit: number | null, seoLink: string | null }
   };

export type PriceFieldsFragment = { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean };

export type CardFieldsFragment = { id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } };

export type FacetFieldsFragment = { priceMinMinor: number | null, priceMaxMinor: number | null, inStockCount: number, brands: Array<{ id: number, name: string, seoLink: string, count: number }>, properties: Array<{ propertyCategoryId: number, name: string, values: Array<{ id: number, name: string, colour: string | null, count: number }> }>, categories: Array<{ id: number, title: string, seoLink: string, count: number }> };

export type ProductsByIdsQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type ProductsByIdsQuery = { productsByIds: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> };

export type CheckoutShopperAddressesFragment = { addresses: Array<{ id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }>, shopperContact: { email: string, phone: string, firstName: string, lastName: string } | null };

export type CheckoutOrderAddressCheckFragment = { shopperPhone: { confirmed: boolean, required: boolean } | null, checkOrderAddress: { code: OrderAddressCheckCode, message: string }, addresses: Array<{ id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }>, shopperContact: { email: string, phone: string, firstName: string, lastName: string } | null };

export type CheckoutOrderAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutOrderAddressesQuery = { shopperPhone: { confirmed: boolean, required: boolean } | null, checkOrderAddress: { code: OrderAddressCheckCode, message: string }, addresses: Array<{ id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }>, shopperContact: { email: string, phone: string, firstName: string, lastName: string } | null };

export type CheckoutLocationsQueryVariables = Exact<{
  countryId: number;
  stateId: number;
  withStates: boolean;
  withCities: boolean;
}>;


export type CheckoutLocationsQuery = { states?: Array<{ id: number, name: string }> | null, cities?: Array<{ id: number, name: string }> | null };

export type CheckoutPaymentOfferFragment = { paymentTypes: Array<{ code: string, kind: PaymentKind | null, name: string, description: string, feeMinor: number, feeCurrency: string, doorPaymentTypes: Array<string>, installments: Array<{ count: number, interestBasisPoints: number }> }>, bankAccounts: Array<{ id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string }> };

export type CheckoutPaymentPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPaymentPageQuery = { paymentTypes: Array<{ code: string, kind: PaymentKind | null, name: string, description: string, feeMinor: number, feeCurrency: string, doorPaymentTypes: Array<string>, installments: Array<{ count: number, interestBasisPoints: number }> }>, bankAccounts: Array<{ id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string }> };

export type CartTotalsFieldsFragment = { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> };

export type CheckoutAddressFieldsFragment = { id: number, title: string, firstName: string, lastName: string, phone: string, address: string, countryId: number, countryName: string, stateId: number, stateName: string, cityId: number, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null };

export type CheckoutOrderAddressFieldsFragment = { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null };

export type CheckoutBankAccountFieldsFragment = { id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string };

export type CheckoutOrderFieldsFragment = { id: number, code: string, createdAt: string, status: OrderStatusCode, statusName: string, paymentCode: string, paymentName: string, doorPaymentType: DoorPaymentType | null, paymentInstructions: string | null, refundedMinor: number, invoiceNumber: string | null, currency: string, currencyCode: string, email: string, phone: string, cargoName: string | null, cargoTrackingUrl: string | null, cargoTrackingCode: string | null, isGift: boolean, giftNote: string, generalNote: string, campaignName: string | null, couponCode: string | null, bankAccount: { id: number, bankName: string, accountHolder: string, accountNumber: string, iban: string, branch: string, currency: string } | null, cardCharge: { chargedMinor: number, installmentCount: number } | null, lines: Array<{ id: number, title: string, seoLink: string, variantNames: Array<string>, quantity: number, unitPriceMinor: number, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, options: Array<{ id: number, name: string }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> }, invoiceAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null }, deliveryAddress: { title: string, firstName: string, lastName: string, phone: string, address: string, countryName: string, stateName: string, cityName: string, zipCode: string, invoiceType: InvoiceType, identityNumber: string | null, companyName: string | null, taxOffice: string | null, taxNumber: string | null } };

export type CheckoutCartFieldsFragment = { id: number | null, currency: string, currencyCode: string, itemCount: number, invoiceAddressId: number | null, deliveryAddressId: number | null, couponCode: string | null, shopper: { kind: ShopperKind }, selectedCampaign: { name: string } | null, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> } };

export type AccountSendLoginCodeMutationVariables = Exact<{
  phone: string;
  channel?: CodeChannel | null | undefined;
}>;


export type AccountSendLoginCodeMutation = { sendLoginCode:
    | { __typename: 'FormError', field: string | null, code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string, field: string | null }
    | { __typename: 'PhoneCodeSent', phone: string }
   };

export type AccountLoginWithCodeMutationVariables = Exact<{
  phone: string;
  code: string;
  channel?: CodeChannel | null | undefined;
}>;


export type AccountLoginWithCodeMutation = { loginWithCode:
    | { __typename: 'CustomerSession', token: string, customer: { id: number, firstName: string, lastName: string } }
    | { __typename: 'FormError', field: string | null, code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', code: ErrorCode, message: string, field: string | null }
   };

export type AddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type AddCommentMutation = { addProductComment:
    | { __typename: 'MemberComment' }
    | { __typename: 'OperationError', code: ErrorCode, field: string | null }
   };

export type FormErrorFieldsFragment = { code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> };

export type CheckoutCartOfQueryFragment = { cart:
    | { __typename: 'Cart', id: number | null, currency: string, currencyCode: string, itemCount: number, invoiceAddressId: number | null, deliveryAddressId: number | null, couponCode: string | null, shopper: { kind: ShopperKind }, selectedCampaign: { name: string } | null, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> } }
    | { __typename: 'CartError', code: ErrorCode, message: string }
   };

export type CheckoutCartQueryVariables = Exact<{
  paymentCode?: string | null | undefined;
}>;


export type CheckoutCartQuery = { cart:
    | { __typename: 'Cart', id: number | null, currency: string, currencyCode: string, itemCount: number, invoiceAddressId: number | null, deliveryAddressId: number | null, couponCode: string | null, shopper: { kind: ShopperKind }, selectedCampaign: { name: string } | null, lines: Array<{ id: number, productId: number, subProductId: number | null, title: string, seoLink: string, variantNames: Array<string>, quantity: number, available: number, memberMinOrder: number | null, memberMaxOrder: number | null, unitPriceMinor: number, crossedOutPriceMinor: number | null, personalizationPriceMinor: number, lineTotalMinor: number, image: { small: string, alt: string } | null, personalizations: Array<{ personalizationId: number, name: string, value: string | null, priceMinor: number, options: Array<{ id: number, name: string, priceMinor: number }> }> }>, totals: { linesMinor: number, personalizationMinor: number, giftPackageMinor: number, campaignDiscountMinor: number, couponDiscountMinor: number, cargoMinor: number, isCargoFree: boolean, doorFeeMinor: number, installmentInterestMinor: number, vatMinor: number, grandTotalMinor: number, vat: Array<{ rate: number, netMinor: number, vatMinor: number }> } }
    | { __typename: 'CartError', code: ErrorCode, message: string }
   };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { homeBlocks: Array<{ id: number, code: string, title: string, products: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> }>, categoryBestSellers: Array<{ category: { id: number, title: string, seoLink: string }, products: Array<{ id: number, isFavorite: boolean, title: string, seoLink: string, brandName: string | null, brandUrl: string | null, inStock: boolean, hasProperty: boolean, isNew: boolean, freeCargo: boolean, commentRate: number, commentTotal: number, image: { small: string, medium: string, alt: string } | null, price: { currencyCode: string, sellingPriceMinor: number, displayPriceMinor: number, crossedOutPriceMinor: number | null, discountPercent: number, extraDiscountPriceMinor: number, extraDiscountPercent: number, onSale: boolean } }> }>, categoryTree: Array<{ id: number, title: string, seoLink: string, image: string | null }>, activeCampaigns: Array<{ id: number, name: string, description: string, discountPercent: number | null, endsAt: string }>, instagramPosts: Array<{ id: string, caption: string | null, permalink: string, image: string | null, username: string | null }> };

export type AdminInstagramSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInstagramSettingsQuery = { adminInstagramSettings: { enabled: boolean, userId: string, accessTokenSet: boolean, keep: number, storedPosts: number, lastFetchAt: string | null, lastOutcome: InstagramFetchOutcome | null, lastReason: string | null, tokenExpiresAt: string | null, tokenRefusal: string | null } };

export type SaveInstagramSettingsMutationVariables = Exact<{
  input: InstagramSettingsInput;
}>;


export type SaveInstagramSettingsMutation = { saveInstagramSettings: { enabled: boolean } };

export type FetchInstagramPostsMutationVariables = Exact<{ [key: string]: never; }>;


export type FetchInstagramPostsMutation = { fetchInstagramPosts: { outcome: InstagramFetchOutcome, fetched: number, providerReason: string | null } };

export type CheckoutSetMemberPhoneMutationVariables = Exact<{
  phone: string;
}>;


export type CheckoutSetMemberPhoneMutation = { setMemberPhone:
    | { __typename: 'Customer' }
    | { __typename: 'FormError', code: ErrorCode, message: string, fields: Array<{ field: string, message: string }> }
   };

export type MemberSessionFieldsFragment = { token: string, customer: { id: number, firstName: string, lastName: string } };

export type MemberMergeGuestCartMutationVariables = Exact<{
  guestToken: string;
}>;


export type MemberMergeGuestCartMutation = { mergeGuestCart: { merged: number, changes: Array<{ code: ErrorCode, message: string }> } };

export type CheckoutSendPhoneCodeMutationVariables = Exact<{
  channel?: CodeChannel | null | undefined;
}>;


export type CheckoutSendPhoneCodeMutation = { sendShopperPhoneCode:
    | { __typename: 'FormError', message: string, field: string | null, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', message: string, field: string | null }
    | { __typename: 'PhoneCodeSent', phone: string }
   };

export type CheckoutConfirmPhoneMutationVariables = Exact<{
  code: string;
}>;


export type CheckoutConfirmPhoneMutation = { confirmShopperPhone:
    | { __typename: 'FormError', message: string, field: string | null, fields: Array<{ field: string, message: string }> }
    | { __typename: 'OperationError', message: string, field: string | null }
    | { __typename: 'ShopperPhone' }
   };

export type StorefrontLayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type StorefrontLayoutQuery = { siteSettings: { language: string, page: string | null, pageLinks: Array<{ code: string, url: string, title: string }>, setting: { bodyHtml: string, bodyScript: string, headScript: string, headScripts: Array<string>, bodyScripts: Array<string>, css: string, favicon: string }, settings: Array<{ code: string, value: string }>, config: { logo: string, shopName: string, phone: string, email: string } }, headerMenu: Array<{ id: number, title: string, url: string, children: Array<{ id: number, title: string, url: string, children: Array<{ id: number, title: string, url: string }> }> }>, languages: Array<{ code: string, name: string, isActive: boolean, sort: number }>, contentPages: Array<{ seoLinks: Array<{ seoLink: string }> }>, currencies: Array<{ code: string, isoCode: string, name: string, isDefault: boolean }> };

export type MenuItemFieldsFragment = { id: number, title: string, url: string };

export type TokenSignInMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenSignInMemberQuery = { me: { id: number, firstName: string, lastName: string } };

export const PriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}}]} as unknown as DocumentNode<PriceFieldsFragment, unknown>;
export const GroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStock"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}}]} as unknown as DocumentNode<GroupFieldsFragment, unknown>;
export const CardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}}]} as unknown as DocumentNode<CardFieldsFragment, unknown>;
export const ProductPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"skt"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"myStockAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subProductId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"big"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"variant1"}},{"kind":"Field","name":{"kind":"Name","value":"variant2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"property1"}},{"kind":"Field","name":{"kind":"Name","value":"property2"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessoryProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceFree"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceFree"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sameProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStock"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}}]} as unknown as DocumentNode<ProductPageFieldsFragment, unknown>;
export const FacetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceMinMinor"}},{"kind":"Field","name":{"kind":"Name","value":"priceMaxMinor"}},{"kind":"Field","name":{"kind":"Name","value":"inStockCount"}}]}}]} as unknown as DocumentNode<FacetFieldsFragment, unknown>;
export const ListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceMinMinor"}},{"kind":"Field","name":{"kind":"Name","value":"priceMaxMinor"}},{"kind":"Field","name":{"kind":"Name","value":"inStockCount"}}]}}]} as unknown as DocumentNode<ListingFieldsFragment, unknown>;
export const ListingCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<ListingCategoryFieldsFragment, unknown>;
export const ListingBrandFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ListingBrandFieldsFragment, unknown>;
export const AdminOrderAddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<AdminOrderAddressFragment, unknown>;
export const CartLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}}]} as unknown as DocumentNode<CartLineFieldsFragment, unknown>;
export const CartErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]} as unknown as DocumentNode<CartErrorFieldsFragment, unknown>;
export const CartWriteResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]} as unknown as DocumentNode<CartWriteResultFragment, unknown>;
export const CheckoutAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<CheckoutAddressFieldsFragment, unknown>;
export const CheckoutShopperAddressesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutShopperAddresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopperContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<CheckoutShopperAddressesFragment, unknown>;
export const CheckoutOrderAddressCheckFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressCheck"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutShopperAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"shopperPhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkOrderAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutShopperAddresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopperContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<CheckoutOrderAddressCheckFragment, unknown>;
export const CheckoutBankAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<CheckoutBankAccountFieldsFragment, unknown>;
export const CheckoutPaymentOfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutPaymentOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"feeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"feeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"installments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"interestBasisPoints"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<CheckoutPaymentOfferFragment, unknown>;
export const CartTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}}]} as unknown as DocumentNode<CartTotalsFieldsFragment, unknown>;
export const CheckoutOrderAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<CheckoutOrderAddressFieldsFragment, unknown>;
export const CheckoutOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"cardCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoName"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"isGift"}},{"kind":"Field","name":{"kind":"Name","value":"giftNote"}},{"kind":"Field","name":{"kind":"Name","value":"generalNote"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<CheckoutOrderFieldsFragment, unknown>;
export const FormErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormErrorFieldsFragment, unknown>;
export const CheckoutCartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shopper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}}]} as unknown as DocumentNode<CheckoutCartFieldsFragment, unknown>;
export const CheckoutCartOfQueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartOfQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shopper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}}]}}]} as unknown as DocumentNode<CheckoutCartOfQueryFragment, unknown>;
export const MemberSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<MemberSessionFieldsFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const AdminProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"stockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"stockTotal"}},{"kind":"Field","name":{"kind":"Name","value":"hasSubProducts"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProductChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductListQuery, AdminProductListQueryVariables>;
export const AdminProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductChoicesQuery, AdminProductChoicesQueryVariables>;
export const AdminProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"cashPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"buyingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"stockUnit"}},{"kind":"Field","name":{"kind":"Name","value":"stockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"supplierProductCode"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"desi"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"isPromotional"}},{"kind":"Field","name":{"kind":"Name","value":"isVendor"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"searchWords"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"relatedIds"}},{"kind":"Field","name":{"kind":"Name","value":"accessoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"big"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"variant1Id"}},{"kind":"Field","name":{"kind":"Name","value":"variant2Id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"property1Id"}},{"kind":"Field","name":{"kind":"Name","value":"property2Id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"stockAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProductChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminCreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateProductMutation, AdminCreateProductMutationVariables>;
export const AdminUpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>;
export const AdminBulkProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductBulkItem"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductsChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminBulkProductsMutation, AdminBulkProductsMutationVariables>;
export const AdminDeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteProductMutation, AdminDeleteProductMutationVariables>;
export const AdminSaveSubProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveSubProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSubProductInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSubProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveSubProductsMutation, AdminSaveSubProductsMutationVariables>;
export const AdminDeleteSubProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteSubProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteSubProductsMutation, AdminDeleteSubProductsMutationVariables>;
export const AdminOrderImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminOrderImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"images"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImageOrder"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderProductImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"images"},"value":{"kind":"Variable","name":{"kind":"Name","value":"images"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminOrderImagesMutation, AdminOrderImagesMutationVariables>;
export const AdminRemoveImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProductImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AdminRemoveImageMutation, AdminRemoveImageMutationVariables>;
export const AdminUploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProductImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImageUploaded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"largeFile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUploadImageMutation, AdminUploadImageMutationVariables>;
export const AdminProductLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminProductLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relatedIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessoryIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"relatedIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relatedIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessoryIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessoryIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProductLinksMutation, AdminProductLinksMutationVariables>;
export const AdminSavePersonalizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSavePersonalizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPersonalizationInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePersonalizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminSavePersonalizationsMutation, AdminSavePersonalizationsMutationVariables>;
export const SeoLinkPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeoLinkPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pair"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brandLink"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryLink"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveSeoLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"seoLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seoLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pair"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seoLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pair"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seoLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryLink"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCategoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seoLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brandLink"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingBrandFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceMinMinor"}},{"kind":"Field","name":{"kind":"Name","value":"priceMaxMinor"}},{"kind":"Field","name":{"kind":"Name","value":"inStockCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"propertyName"}},{"kind":"Field","name":{"kind":"Name","value":"hasStock"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"skt"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"myStockAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subProductId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"big"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"variant1"}},{"kind":"Field","name":{"kind":"Name","value":"variant2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"property2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"property1"}},{"kind":"Field","name":{"kind":"Name","value":"property2"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}},{"kind":"Field","name":{"kind":"Name","value":"discountedPriceMinor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessoryProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"typeCode"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceFree"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceFree"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sameProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Brand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<SeoLinkPageQuery, SeoLinkPageQueryVariables>;
export const CommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Comments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"averageRate"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myProductComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<CommentsQuery, CommentsQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"didYouMean"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceMinMinor"}},{"kind":"Field","name":{"kind":"Name","value":"priceMaxMinor"}},{"kind":"Field","name":{"kind":"Name","value":"inStockCount"}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const MostSearchedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MostSearched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mostSearched"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MostSearchedQuery, MostSearchedQueryVariables>;
export const BlogPostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherBlogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}}]}}]} as unknown as DocumentNode<BlogPostPageQuery, BlogPostPageQueryVariables>;
export const AccountVerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountVerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailVerified"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AccountVerifyEmailMutation, AccountVerifyEmailMutationVariables>;
export const FavouritesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavouritesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavorites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}}]} as unknown as DocumentNode<FavouritesPageQuery, FavouritesPageQueryVariables>;
export const AccountProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"homePhone"}},{"kind":"Field","name":{"kind":"Name","value":"officePhone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"commercialConsent"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountProfileQuery, AccountProfileQueryVariables>;
export const AccountUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountUpdateProfileMutation, AccountUpdateProfileMutationVariables>;
export const AccountAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<AccountAddressesQuery, AccountAddressesQueryVariables>;
export const AccountSaveAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSaveAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountSaveAddressMutation, AccountSaveAddressMutationVariables>;
export const AccountDeleteAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AccountDeleteAddressMutation, AccountDeleteAddressMutationVariables>;
export const AccountRequestEmailVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailVerificationSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"validHours"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AccountRequestEmailVerificationMutation, AccountRequestEmailVerificationMutationVariables>;
export const AccountDeletePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDeletePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<AccountDeletePageQuery, AccountDeletePageQueryVariables>;
export const AccountDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountDeleteMutation, AccountDeleteMutationVariables>;
export const AccountUploadProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUploadProfileImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfileImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountUploadProfileImageMutation, AccountUploadProfileImageMutationVariables>;
export const AccountRemoveProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRemoveProfileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProfileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountRemoveProfileImageMutation, AccountRemoveProfileImageMutationVariables>;
export const AccountPasswordPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPasswordPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<AccountPasswordPageQuery, AccountPasswordPageQueryVariables>;
export const AccountChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"next"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repeat"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"next"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPasswordRepeat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repeat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessions"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const CampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Campaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCampaignsWithProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}}]} as unknown as DocumentNode<CampaignsQuery, CampaignsQueryVariables>;
export const CheckoutAddressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutAddressPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutShopperAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"shopperPhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutShopperAddresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopperContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<CheckoutAddressPageQuery, CheckoutAddressPageQueryVariables>;
export const CheckoutSaveAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutSaveAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"use"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressUse"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"use"},"value":{"kind":"Variable","name":{"kind":"Name","value":"use"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckoutSaveAddressMutation, CheckoutSaveAddressMutationVariables>;
export const CheckoutDeleteAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutDeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CheckoutDeleteAddressMutation, CheckoutDeleteAddressMutationVariables>;
export const CheckoutSetContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutSetContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShopperContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setShopperContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckoutSetContactMutation, CheckoutSetContactMutationVariables>;
export const CheckoutSetCartAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutSetCartAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutSetCartAddressesMutation, CheckoutSetCartAddressesMutationVariables>;
export const CheckoutApprovePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutApprovePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutPaymentOffer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressCheck"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartOfQuery"}},{"kind":"Field","alias":{"kind":"Name","value":"distanceSales"},"name":{"kind":"Name","value":"contentPageByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"StringValue","value":"distance_sales","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"preInformation"},"name":{"kind":"Name","value":"contentPageByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"StringValue","value":"pre_information","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutShopperAddresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopperContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shopper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutPaymentOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"feeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"feeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"installments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"interestBasisPoints"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressCheck"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutShopperAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"shopperPhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkOrderAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartOfQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutApprovePageQuery, CheckoutApprovePageQueryVariables>;
export const CheckoutPlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutPlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"challengeUrl"},"name":{"kind":"Name","value":"redirectUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutPlaceOrderMutation, CheckoutPlaceOrderMutationVariables>;
export const CheckoutConfirmCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutConfirmCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callback"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackField"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"callback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutConfirmCardPaymentMutation, CheckoutConfirmCardPaymentMutationVariables>;
export const CheckoutPaytrFrameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutPaytrFrame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paytrFrameUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<CheckoutPaytrFrameQuery, CheckoutPaytrFrameQueryVariables>;
export const AccountPasswordResetTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPasswordResetToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetTokenValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<AccountPasswordResetTokenQuery, AccountPasswordResetTokenQueryVariables>;
export const AccountResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordRepeat"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordRepeat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordRepeat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSessionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountResetPasswordMutation, AccountResetPasswordMutationVariables>;
export const AccountRequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountRequestPasswordResetMutation, AccountRequestPasswordResetMutationVariables>;
export const CheckoutOrderLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOrderLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailOrPhone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailOrPhone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailOrPhone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"cardCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoName"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"isGift"}},{"kind":"Field","name":{"kind":"Name","value":"giftNote"}},{"kind":"Field","name":{"kind":"Name","value":"generalNote"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}}]}}]} as unknown as DocumentNode<CheckoutOrderLookupQuery, CheckoutOrderLookupQueryVariables>;
export const CheckoutOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"cardCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoName"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"isGift"}},{"kind":"Field","name":{"kind":"Name","value":"giftNote"}},{"kind":"Field","name":{"kind":"Name","value":"generalNote"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}}]}}]} as unknown as DocumentNode<CheckoutOrderQuery, CheckoutOrderQueryVariables>;
export const AccountOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canRefund"}},{"kind":"Field","name":{"kind":"Name","value":"refundableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"requestableLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"reasonName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cancelReasons"},"name":{"kind":"Name","value":"orderRequestReasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CANCEL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"refundReasons"},"name":{"kind":"Name","value":"orderRequestReasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"REFUND"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"cardCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoName"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"isGift"}},{"kind":"Field","name":{"kind":"Name","value":"giftNote"}},{"kind":"Field","name":{"kind":"Name","value":"generalNote"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}}]}}]} as unknown as DocumentNode<AccountOrderQuery, AccountOrderQueryVariables>;
export const AccountOrderCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountOrderCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOrderCancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AccountOrderCancelMutation, AccountOrderCancelMutationVariables>;
export const AccountOrderRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountOrderRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOrderRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AccountOrderRefundMutation, AccountOrderRefundMutationVariables>;
export const AccountOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountSocialProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSocialProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialLoginProviders"}}]}}]} as unknown as DocumentNode<AccountSocialProvidersQuery, AccountSocialProvidersQueryVariables>;
export const CheckoutCreateGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutCreateGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGuestToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<CheckoutCreateGuestMutation, CheckoutCreateGuestMutationVariables>;
export const AccountLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSessionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AccountLoginMutation, AccountLoginMutationVariables>;
export const AccountRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSessionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountRegisterMutation, AccountRegisterMutationVariables>;
export const SitemapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sitemap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sitemapEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]}}]}}]} as unknown as DocumentNode<SitemapQuery, SitemapQueryVariables>;
export const AdminDashboardOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrderDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openCancelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"openRefundRequests"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"todayOrders"}},{"kind":"Field","name":{"kind":"Name","value":"todayRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardOrdersQuery, AdminDashboardOrdersQueryVariables>;
export const AdminAuditListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAuditSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAuditEntities"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminAuditListQuery, AdminAuditListQueryVariables>;
export const AdminBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminBlogPostQuery, AdminBlogPostQueryVariables>;
export const SaveBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SaveBlogPostMutation, SaveBlogPostMutationVariables>;
export const UploadBlogImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadBlogImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadBlogImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogImageUploaded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"largeFile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<UploadBlogImageMutation, UploadBlogImageMutationVariables>;
export const DeleteBlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBlogPostMutation, DeleteBlogPostMutationVariables>;
export const AdminBlogListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogPostList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminBlogListQuery, AdminBlogListQueryVariables>;
export const SetBlogPostPublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBlogPostPublished"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isPublished"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBlogPostPublished"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isPublished"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isPublished"}}}]}]}}]} as unknown as DocumentNode<SetBlogPostPublishedMutation, SetBlogPostPublishedMutationVariables>;
export const AdminBlogCategoriesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBlogCategoriesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBlogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBlogCategoriesPageQuery, AdminBlogCategoriesPageQueryVariables>;
export const AdminSaveBlogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveBlogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlogCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBlogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveBlogCategoryMutation, AdminSaveBlogCategoryMutationVariables>;
export const AdminDeleteBlogCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBlogCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBlogCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteBlogCategoryMutation, AdminDeleteBlogCategoryMutationVariables>;
export const AdminBrandsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBrandsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminBrandsPageQuery, AdminBrandsPageQueryVariables>;
export const AdminSaveBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveBrandMutation, AdminSaveBrandMutationVariables>;
export const AdminDeleteBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminBrand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteBrandMutation, AdminDeleteBrandMutationVariables>;
export const CampaignFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"minCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"productIds"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIds"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}}]}}]}}]} as unknown as DocumentNode<CampaignFormQuery, CampaignFormQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeleteCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCampaignMutation, DeleteCampaignMutationVariables>;
export const AdminCampaignListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCampaignList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCampaignFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"minCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCampaignListQuery, AdminCampaignListQueryVariables>;
export const AdminCategoriesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoriesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCategoriesPageQuery, AdminCategoriesPageQueryVariables>;
export const AdminSaveCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveCategoryMutation, AdminSaveCategoryMutationVariables>;
export const AdminMoveCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMoveCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveAdminCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminMoveCategoryMutation, AdminMoveCategoryMutationVariables>;
export const AdminDeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCategoryMutation, AdminDeleteCategoryMutationVariables>;
export const AdminCommentQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCommentQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCommentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productSeoLink"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCommentQueueQuery, AdminCommentQueueQueryVariables>;
export const ReviewCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedIds"}}]}}]}}]} as unknown as DocumentNode<ReviewCommentsMutation, ReviewCommentsMutationVariables>;
export const AdminContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"texts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminContentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminContentPageQuery, AdminContentPageQueryVariables>;
export const SaveContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SaveContentPageMutation, SaveContentPageMutationVariables>;
export const DeleteContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContentPageMutation, DeleteContentPageMutationVariables>;
export const AdminContentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminContentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminContentListQuery, AdminContentListQueryVariables>;
export const AdminContentCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminContentCategoriesQuery, AdminContentCategoriesQueryVariables>;
export const SaveContentCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContentCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContentCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SaveContentCategoryMutation, SaveContentCategoryMutationVariables>;
export const CouponFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"minCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"maxCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerShopper"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopperKind"}},{"kind":"Field","name":{"kind":"Name","value":"shopperId"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CouponFormQuery, CouponFormQueryVariables>;
export const CreateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCoupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateCouponMutation, CreateCouponMutationVariables>;
export const UpdateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCoupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateCouponMutation, UpdateCouponMutationVariables>;
export const SetCouponActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCouponActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCouponActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<SetCouponActiveMutation, SetCouponActiveMutationVariables>;
export const GenerateCouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCoupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCoupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<GenerateCouponsMutation, GenerateCouponsMutationVariables>;
export const AdminCouponListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCouponList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCouponFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCoupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"minCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"maxCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCouponListQuery, AdminCouponListQueryVariables>;
export const AdminCurrenciesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCurrenciesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminCurrenciesPageQuery, AdminCurrenciesPageQueryVariables>;
export const AdminSaveCurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCurrencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveCurrencyMutation, AdminSaveCurrencyMutationVariables>;
export const AdminCustomerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"commercialConsent"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCustomerPageQuery, AdminCustomerPageQueryVariables>;
export const AdminCustomerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomerFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomerSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCustomerListQuery, AdminCustomerListQueryVariables>;
export const AdminHeaderMenuPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHeaderMenuPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminHeaderMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<AdminHeaderMenuPageQuery, AdminHeaderMenuPageQueryVariables>;
export const AdminSaveMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminHeaderMenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminHeaderMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveMenuItemMutation, AdminSaveMenuItemMutationVariables>;
export const AdminDeleteMenuItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMenuItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminHeaderMenuItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteMenuItemMutation, AdminDeleteMenuItemMutationVariables>;
export const AdminLanguagesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLanguagesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminLanguagesPageQuery, AdminLanguagesPageQueryVariables>;
export const AdminSaveLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLanguageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveLanguageMutation, AdminSaveLanguageMutationVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutAdmin"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminModelsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminModelsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brandId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"brandId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brandId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brandId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminModelsPageQuery, AdminModelsPageQueryVariables>;
export const AdminSaveModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveModelMutation, AdminSaveModelMutationVariables>;
export const AdminDeleteModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteModelMutation, AdminDeleteModelMutationVariables>;
export const AdminChangeOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeOrderStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminChangeOrderStatusMutation, AdminChangeOrderStatusMutationVariables>;
export const AdminSetOrderInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetOrderInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderInvoiceNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetOrderInvoiceMutation, AdminSetOrderInvoiceMutationVariables>;
export const AdminDecideOrderRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideOrderRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideOrderRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideOrderRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDecideOrderRequestMutation, AdminDecideOrderRequestMutationVariables>;
export const AdminOrderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProvider"}},{"kind":"Field","name":{"kind":"Name","value":"installmentCount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"paidMinor"}},{"kind":"Field","name":{"kind":"Name","value":"refundedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cargoName"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTrackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isGift"}},{"kind":"Field","name":{"kind":"Name","value":"giftNote"}},{"kind":"Field","name":{"kind":"Name","value":"generalNote"}},{"kind":"Field","name":{"kind":"Name","value":"campaignName"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"reasonName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"refundMinor"}},{"kind":"Field","name":{"kind":"Name","value":"stockReturned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLineId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminCargoCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"hasTrackingLink"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderAddress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}}]} as unknown as DocumentNode<AdminOrderPageQuery, AdminOrderPageQueryVariables>;
export const AdminOrderListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminOrderListQuery, AdminOrderListQueryVariables>;
export const AdminProductFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AdminProductFaqQuery, AdminProductFaqQueryVariables>;
export const AdminSaveProductFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveProductFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProductFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSaveProductFaqMutation, AdminSaveProductFaqMutationVariables>;
export const AdminDeleteProductFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProductFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteProductFaqMutation, AdminDeleteProductFaqMutationVariables>;
export const AdminLinkPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLinkPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searching"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"chosen"},"name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"found"},"name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searching"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"barcode"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLinkPickerQuery, AdminLinkPickerQueryVariables>;
export const AdminPropertiesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPropertiesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPropertyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isColour"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyCount"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProperties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subProductCount"}},{"kind":"Field","name":{"kind":"Name","value":"names"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPropertiesPageQuery, AdminPropertiesPageQueryVariables>;
export const AdminSavePropertyCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSavePropertyCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPropertyCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminPropertyCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSavePropertyCategoryMutation, AdminSavePropertyCategoryMutationVariables>;
export const AdminSavePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSavePropertyMutation, AdminSavePropertyMutationVariables>;
export const AdminDeletePropertyCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeletePropertyCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminPropertyCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeletePropertyCategoryMutation, AdminDeletePropertyCategoryMutationVariables>;
export const AdminDeletePropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeletePropertyMutation, AdminDeletePropertyMutationVariables>;
export const AdminTotpPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTotpPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTotpPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode<AdminTotpPendingQuery, AdminTotpPendingQueryVariables>;
export const AdminTotpStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTotpStart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAdminTotp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<AdminTotpStartMutation, AdminTotpStartMutationVariables>;
export const AdminTotpConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTotpConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAdminTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminTotpConfirmMutation, AdminTotpConfirmMutationVariables>;
export const AdminTotpDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTotpDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableAdminTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminTotpDisableMutation, AdminTotpDisableMutationVariables>;
export const AdminSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>;
export const SaveSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSiteSettingsMutation, SaveSiteSettingsMutationVariables>;
export const AdminBankAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"orderCount"}}]}}]}}]} as unknown as DocumentNode<AdminBankAccountsQuery, AdminBankAccountsQueryVariables>;
export const SaveBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SaveBankAccountMutation, SaveBankAccountMutationVariables>;
export const DeleteBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deactivated"}}]}}]}}]} as unknown as DocumentNode<DeleteBankAccountMutation, DeleteBankAccountMutationVariables>;
export const AdminCargoCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCargoCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCargoCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"freeAboveMinor"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<AdminCargoCompaniesQuery, AdminCargoCompaniesQueryVariables>;
export const SaveCargoCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCargoCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CargoCompanyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCargoCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SaveCargoCompanyMutation, SaveCargoCompanyMutationVariables>;
export const UploadSiteImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadSiteImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteImageKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadSiteImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}}]}}]}}]} as unknown as DocumentNode<UploadSiteImageMutation, UploadSiteImageMutationVariables>;
export const RemoveSiteImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSiteImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteImageKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSiteImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RemoveSiteImageMutation, RemoveSiteImageMutationVariables>;
export const AdminMailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMailSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSet"}},{"kind":"Field","name":{"kind":"Name","value":"fromName"}},{"kind":"Field","name":{"kind":"Name","value":"fromAddress"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"route"}}]}}]}}]} as unknown as DocumentNode<AdminMailSettingsQuery, AdminMailSettingsQueryVariables>;
export const SaveMailSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMailSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}}]}}]}}]} as unknown as DocumentNode<SaveMailSettingsMutation, SaveMailSettingsMutationVariables>;
export const SendTestMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"serverReply"}}]}}]}}]} as unknown as DocumentNode<SendTestMailMutation, SendTestMailMutationVariables>;
export const AdminPageLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPageLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPageLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPageLinksQuery, AdminPageLinksQueryVariables>;
export const SavePageLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePageLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePageLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SavePageLinkMutation, SavePageLinkMutationVariables>;
export const AdminPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"feeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"feeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentMethodsQuery, AdminPaymentMethodsQueryVariables>;
export const UpdatePaymentMethodSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethodSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethodSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodSettingMutation, UpdatePaymentMethodSettingMutationVariables>;
export const AdminTextSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTextSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTextSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsProvider"}},{"kind":"Field","name":{"kind":"Name","value":"netgsmUsercode"}},{"kind":"Field","name":{"kind":"Name","value":"netgsmPasswordSet"}},{"kind":"Field","name":{"kind":"Name","value":"netgsmHeader"}},{"kind":"Field","name":{"kind":"Name","value":"smsRoute"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappProvider"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappPhoneNumberId"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappRoute"}}]}}]}}]} as unknown as DocumentNode<AdminTextSettingsQuery, AdminTextSettingsQueryVariables>;
export const SaveTextSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTextSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TextSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTextSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsProvider"}}]}}]}}]} as unknown as DocumentNode<SaveTextSettingsMutation, SaveTextSettingsMutationVariables>;
export const SendTestTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]}}]} as unknown as DocumentNode<SendTestTextMutation, SendTestTextMutationVariables>;
export const AdminSuppliersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSuppliersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSuppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AdminSuppliersPageQuery, AdminSuppliersPageQueryVariables>;
export const AdminSaveSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveSupplierMutation, AdminSaveSupplierMutationVariables>;
export const AdminDeleteSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAdminSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteSupplierMutation, AdminDeleteSupplierMutationVariables>;
export const AdminSynonymsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSynonymsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forLanguage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSynonyms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"forLanguage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"words"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSynonymsPageQuery, AdminSynonymsPageQueryVariables>;
export const AdminSaveSynonymsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveSynonyms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forLanguage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groups"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdminSynonyms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"forLanguage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forLanguage"}}},{"kind":"Argument","name":{"kind":"Name","value":"groups"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groups"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveSynonymsMutation, AdminSaveSynonymsMutationVariables>;
export const AdminXmlPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminXmlPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withFile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"xmlFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"xmlFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFile"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"importReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"problemsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"subProductCode"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceBeforeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"priceAfterMinor"}},{"kind":"Field","name":{"kind":"Name","value":"stockBefore"}},{"kind":"Field","name":{"kind":"Name","value":"stockAfter"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminXmlPageQuery, AdminXmlPageQueryVariables>;
export const AdminCreateFeedFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateFeedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateXmlProductFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createXmlProductFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"XmlFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateFeedFileMutation, AdminCreateFeedFileMutationVariables>;
export const AdminDeleteFeedFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteFeedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteXmlFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteFeedFileMutation, AdminDeleteFeedFileMutationVariables>;
export const AdminApplyFeedFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApplyFeedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyXmlFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminApplyFeedFileMutation, AdminApplyFeedFileMutationVariables>;
export const AdminCheckSupplierFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCheckSupplierFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierXmlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSupplierXml"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"XmlFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminCheckSupplierFeedMutation, AdminCheckSupplierFeedMutationVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"totp"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"totp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"totp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AddFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;
export const AccountLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutCustomer"}}]}}]} as unknown as DocumentNode<AccountLogoutMutation, AccountLogoutMutationVariables>;
export const AccountMyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountMyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"}}]}}]} as unknown as DocumentNode<AccountMyDataQuery, AccountMyDataQueryVariables>;
export const StorefrontConfirmProviderPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorefrontConfirmProviderPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callback"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackField"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmProviderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"callback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<StorefrontConfirmProviderPaymentMutation, StorefrontConfirmProviderPaymentMutationVariables>;
export const StorefrontConfirmPaytrNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorefrontConfirmPaytrNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callback"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackField"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmProviderPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"StringValue","value":"paytr","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"callback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<StorefrontConfirmPaytrNotificationMutation, StorefrontConfirmPaytrNotificationMutationVariables>;
export const QuickViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seoLink"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seoLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seoLink"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}}]} as unknown as DocumentNode<QuickViewQuery, QuickViewQueryVariables>;
export const SuggestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suggest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]}}]}}]} as unknown as DocumentNode<SuggestQuery, SuggestQueryVariables>;
export const StorefrontStartSocialLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorefrontStartSocialLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocialProvider"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSocialLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLoginStart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"nonce"}},{"kind":"Field","name":{"kind":"Name","value":"codeVerifier"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StorefrontStartSocialLoginMutation, StorefrontStartSocialLoginMutationVariables>;
export const StorefrontFinishSocialLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StorefrontFinishSocialLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishSocialLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishSocialLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSessionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<StorefrontFinishSocialLoginMutation, StorefrontFinishSocialLoginMutationVariables>;
export const StockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subProductId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subProductId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<StockAlertMutation, StockAlertMutationVariables>;
export const CancelStockAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelStockAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subProductId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelStockAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subProductId"}}}]}]}}]} as unknown as DocumentNode<CancelStockAlertMutation, CancelStockAlertMutationVariables>;
export const AdminShellMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminShellMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}}]}}]}}]} as unknown as DocumentNode<AdminShellMeQuery, AdminShellMeQueryVariables>;
export const BlogListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blogCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mostReadBlogPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}}]}}]} as unknown as DocumentNode<BlogListQuery, BlogListQueryVariables>;
export const BrowsingSessionStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BrowsingSessionStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBrowsingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<BrowsingSessionStartMutation, BrowsingSessionStartMutationVariables>;
export const BrowsingSessionEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BrowsingSessionEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endBrowsingSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<BrowsingSessionEndMutation, BrowsingSessionEndMutationVariables>;
export const CheckoutCardBinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCardBin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountMinor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardBin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bin"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountMinor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountMinor"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardBin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"installments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"interestBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"firstInstallmentMinor"}},{"kind":"Field","name":{"kind":"Name","value":"perInstallmentMinor"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinor"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutCardBinQuery, CheckoutCardBinQueryVariables>;
export const CartPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isGiftCart"}},{"kind":"Field","name":{"kind":"Name","value":"isGiftNoteActive"}},{"kind":"Field","name":{"kind":"Name","value":"giftNote"}},{"kind":"Field","name":{"kind":"Name","value":"generalNote"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackagePriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"minCartAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"isSelected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isGiftCertificate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"freeAboveMinor"}},{"kind":"Field","name":{"kind":"Name","value":"chargedMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isSelected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotionProblems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]} as unknown as DocumentNode<CartPageQuery, CartPageQueryVariables>;
export const CartCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartItemCount"}}]}}]} as unknown as DocumentNode<CartCountQuery, CartCountQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<UpdateCartLineMutation, UpdateCartLineMutationVariables>;
export const RemoveCartLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartProductId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartProductId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartProductId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<RemoveCartLineMutation, RemoveCartLineMutationVariables>;
export const ApplyCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const RemoveCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCoupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCoupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<RemoveCouponMutation, RemoveCouponMutationVariables>;
export const SelectCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<SelectCampaignMutation, SelectCampaignMutationVariables>;
export const RemoveCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<RemoveCampaignMutation, RemoveCampaignMutationVariables>;
export const UpdateCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<UpdateCartMutation, UpdateCartMutationVariables>;
export const SelectCargoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectCargo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cargoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectCargo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cargoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cargoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartWriteResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartWriteResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newGuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestCode"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartErrorFields"}}]}}]}}]} as unknown as DocumentNode<SelectCargoMutation, SelectCargoMutationVariables>;
export const ProductsByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}}]} as unknown as DocumentNode<ProductsByIdsQuery, ProductsByIdsQueryVariables>;
export const CheckoutOrderAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutOrderAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutOrderAddressCheck"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}},{"kind":"Field","name":{"kind":"Name","value":"stateId"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"}},{"kind":"Field","name":{"kind":"Name","value":"identityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"taxOffice"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutShopperAddresses"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shopperContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutOrderAddressCheck"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutShopperAddresses"}},{"kind":"Field","name":{"kind":"Name","value":"shopperPhone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkOrderAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckoutOrderAddressesQuery, CheckoutOrderAddressesQueryVariables>;
export const CheckoutLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withStates"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCities"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"states"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withStates"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stateId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCities"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CheckoutLocationsQuery, CheckoutLocationsQueryVariables>;
export const CheckoutPaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutPaymentPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutPaymentOffer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutBankAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutPaymentOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"feeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"feeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"doorPaymentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"installments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"interestBasisPoints"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutBankAccountFields"}}]}}]}}]} as unknown as DocumentNode<CheckoutPaymentPageQuery, CheckoutPaymentPageQueryVariables>;
export const AccountSendLoginCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSendLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChannel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountSendLoginCodeMutation, AccountSendLoginCodeMutationVariables>;
export const AccountLoginWithCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountLoginWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChannel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSessionFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountLoginWithCodeMutation, AccountLoginWithCodeMutationVariables>;
export const AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProductComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const CheckoutCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartOfQuery"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"subProductId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantNames"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"memberMinOrder"}},{"kind":"Field","name":{"kind":"Name","value":"memberMaxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceMinor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linesMinor"}},{"kind":"Field","name":{"kind":"Name","value":"personalizationMinor"}},{"kind":"Field","name":{"kind":"Name","value":"giftPackageMinor"}},{"kind":"Field","name":{"kind":"Name","value":"campaignDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"cargoMinor"}},{"kind":"Field","name":{"kind":"Name","value":"isCargoFree"}},{"kind":"Field","name":{"kind":"Name","value":"doorFeeMinor"}},{"kind":"Field","name":{"kind":"Name","value":"installmentInterestMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"netMinor"}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatMinor"}},{"kind":"Field","name":{"kind":"Name","value":"grandTotalMinor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"shopper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddressId"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartOfQuery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryBestSellers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instagramPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"permalink"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"sellingPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"displayPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"crossedOutPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPriceMinor"}},{"kind":"Field","name":{"kind":"Name","value":"extraDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoLink"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"brandUrl"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"hasProperty"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"freeCargo"}},{"kind":"Field","name":{"kind":"Name","value":"commentRate"}},{"kind":"Field","name":{"kind":"Name","value":"commentTotal"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceFields"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const AdminInstagramSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInstagramSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInstagramSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenSet"}},{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"storedPosts"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetchAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"lastReason"}},{"kind":"Field","name":{"kind":"Name","value":"tokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokenRefusal"}}]}}]}}]} as unknown as DocumentNode<AdminInstagramSettingsQuery, AdminInstagramSettingsQueryVariables>;
export const SaveInstagramSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveInstagramSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstagramSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveInstagramSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SaveInstagramSettingsMutation, SaveInstagramSettingsMutationVariables>;
export const FetchInstagramPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchInstagramPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchInstagramPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fetched"}},{"kind":"Field","name":{"kind":"Name","value":"providerReason"}}]}}]}}]} as unknown as DocumentNode<FetchInstagramPostsMutation, FetchInstagramPostsMutationVariables>;
export const CheckoutSetMemberPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutSetMemberPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckoutSetMemberPhoneMutation, CheckoutSetMemberPhoneMutationVariables>;
export const MemberMergeGuestCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberMergeGuestCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeGuestCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guestToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MemberMergeGuestCartMutation, MemberMergeGuestCartMutationVariables>;
export const CheckoutSendPhoneCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutSendPhoneCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChannel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendShopperPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutSendPhoneCodeMutation, CheckoutSendPhoneCodeMutationVariables>;
export const CheckoutConfirmPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutConfirmPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmShopperPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OperationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutConfirmPhoneMutation, CheckoutConfirmPhoneMutationVariables>;
export const StorefrontLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorefrontLayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"bodyScript"}},{"kind":"Field","name":{"kind":"Name","value":"headScript"}},{"kind":"Field","name":{"kind":"Name","value":"headScripts"}},{"kind":"Field","name":{"kind":"Name","value":"bodyScripts"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"headerMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuItemFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seoLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seoLink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeaderMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<StorefrontLayoutQuery, StorefrontLayoutQueryVariables>;
export const TokenSignInMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenSignInMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<TokenSignInMemberQuery, TokenSignInMemberQueryVariables>;