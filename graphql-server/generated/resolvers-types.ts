import type { GraphQLResolveInfo } from 'graphql';
import type { ShopContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
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

/**
 * Error codes of the spec's error catalogue (section 8), upper-cased. Each has a message in tr, en and ar
 * (locales/*\/errors.json, key = the lower-case code).
 */
export type ErrorCode =
  | 'AN_UNEXPECTED_ERROR_OCCURRED'
  | 'CAMPAIGN_NOT_REMOVED'
  | 'CAMPAIGN_NO_ADDED'
  | 'CAMPAIGN_PRODUCT_NO_STOCK'
  | 'CANT_CUSTOMER'
  | 'CAN_NOT_CANCEL'
  | 'CAN_NOT_ORDER_QUANTITY_LOW'
  | 'CAN_NOT_REFUND'
  | 'CART_PRICE_MORE_THAN_CAMPAIGN_PRICE'
  | 'COMMENT_HAS_COMMENT_CUSTOMER'
  | 'COMMENT_NO_COMMENT'
  | 'COMMENT_NO_PRODUCT'
  | 'COMMENT_NO_RATE'
  | 'COUPON_CODE_NOT_REMOVED'
  | 'COUPON_CODE_NO_ADDED'
  | 'EMAIL_DUPLICATE'
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
  | 'PASSWORD_INCORRECT'
  | 'PHONE_DUPLICATE'
  | 'PRODUCT_NO_STOCK'
  | 'REACHED_MAXIMUM_USAGE'
  | 'REACHED_MAXIMUM_USAGE_CUSTOMER'
  | 'REFRESH_TOKEN_EXPIRED'
  | 'REQUIRED_SUB_PRODUCT'
  | 'STOCK_PROBLEM_MESSAGE'
  | 'SUBSCRIPTION_NOT_CREATED'
  | 'SYSTEM_ERROR'
  | 'TIMEOUT'
  | 'USING_EMAIL'
  | 'WRONG_CODE';

export type HeaderMenuItem = {
  __typename?: 'HeaderMenuItem';
  children: Array<HeaderMenuItem>;
  id: Scalars['Int']['output'];
  sort: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

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

/** An expected business failure, returned as a result (never thrown). */
export type OperationError = {
  __typename?: 'OperationError';
  code: ErrorCode;
  /** The input field the error is about, when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message in the requested language. */
  message: Scalars['String']['output'];
};

export type PageLink = {
  __typename?: 'PageLink';
  /** Stable name the storefront links by (home, cart, checkouts, cookie_policy, …). */
  code: Scalars['String']['output'];
  /** Title in the requested language. */
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin: every currency, active or not. */
  allCurrencies: Array<Currency>;
  /** Admin: every language, active or not. */
  allLanguages: Array<Language>;
  /** Active currencies. */
  currencies: Array<Currency>;
  /** The header menu tree, translated (tr when omitted). */
  headerMenu: Array<HeaderMenuItem>;
  /** Active languages. */
  languages: Array<Language>;
  /** One code/value setting; an unknown code is a NOT_FOUND result. */
  setting: SettingResult;
  /** The public code/value settings (google_site_verification, google_gtm_id, phone, whatsapp, …). */
  settings: Array<Setting>;
  /** Settings for the storefront in a language (tr when omitted). `page` is the client's page key; unknown keys set `page`. */
  siteSettings: SiteSettings;
};


export type QueryHeaderMenuArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySettingArgs = {
  code: Scalars['String']['input'];
};


export type QuerySiteSettingsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['String']['input']>;
};

/** A code/value site setting (google_site_verification, google_gtm_id, phone, …). */
export type Setting = {
  __typename?: 'Setting';
  code: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The `setting` object of the spec's settings response: markup and assets injected into every page. */
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

export type TextDirection =
  | 'LTR'
  | 'RTL';

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
  SettingResult:
    | ( OperationError & { __typename: 'OperationError' } )
    | ( Setting & { __typename: 'Setting' } )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Currency: ResolverTypeWrapper<Currency>;
  ErrorCode: ErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HeaderMenuItem: ResolverTypeWrapper<HeaderMenuItem>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: ResolverTypeWrapper<Language>;
  OperationError: ResolverTypeWrapper<OperationError>;
  PageLink: ResolverTypeWrapper<PageLink>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Setting: ResolverTypeWrapper<Setting>;
  SettingObject: ResolverTypeWrapper<SettingObject>;
  SettingResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SettingResult']>;
  SiteBlock: ResolverTypeWrapper<SiteBlock>;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TextDirection: TextDirection;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Currency: Currency;
  Float: Scalars['Float']['output'];
  HeaderMenuItem: HeaderMenuItem;
  Int: Scalars['Int']['output'];
  Language: Language;
  OperationError: OperationError;
  PageLink: PageLink;
  Query: Record<PropertyKey, never>;
  Setting: Setting;
  SettingObject: SettingObject;
  SettingResult: ResolversUnionTypes<ResolversParentTypes>['SettingResult'];
  SiteBlock: SiteBlock;
  SiteConfig: SiteConfig;
  SiteSettings: SiteSettings;
  String: Scalars['String']['output'];
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

export type HeaderMenuItemResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['HeaderMenuItem'] = ResolversParentTypes['HeaderMenuItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['HeaderMenuItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type OperationErrorResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['OperationError'] = ResolversParentTypes['OperationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageLinkResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['PageLink'] = ResolversParentTypes['PageLink']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ShopContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  allCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  allLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  headerMenu?: Resolver<Array<ResolversTypes['HeaderMenuItem']>, ParentType, ContextType, Partial<QueryHeaderMenuArgs>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['SettingResult'], ParentType, ContextType, RequireFields<QuerySettingArgs, 'code'>>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, Partial<QuerySiteSettingsArgs>>;
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

export type Resolvers<ContextType = ShopContext> = ResolversObject<{
  Currency?: CurrencyResolvers<ContextType>;
  HeaderMenuItem?: HeaderMenuItemResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  OperationError?: OperationErrorResolvers<ContextType>;
  PageLink?: PageLinkResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  SettingObject?: SettingObjectResolvers<ContextType>;
  SettingResult?: SettingResultResolvers<ContextType>;
  SiteBlock?: SiteBlockResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
}>;

