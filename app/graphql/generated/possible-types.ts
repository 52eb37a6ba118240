
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddCommentResult": [
      "MemberComment",
      "OperationError"
    ],
    "AddressResult": [
      "Address",
      "FormError"
    ],
    "AdminBrandResult": [
      "AdminBrand",
      "FormError",
      "OperationError"
    ],
    "AdminCampaignResult": [
      "AdminCampaign",
      "FormError"
    ],
    "AdminCategoryResult": [
      "AdminCategory",
      "FormError",
      "OperationError"
    ],
    "AdminContentPageResult": [
      "AdminContentPage",
      "OperationError"
    ],
    "AdminCouponResult": [
      "AdminCoupon",
      "FormError"
    ],
    "AdminCurrencyResult": [
      "Currency",
      "FormError",
      "OperationError"
    ],
    "AdminDeleteResult": [
      "AdminDeleted",
      "OperationError"
    ],
    "AdminHeaderMenuDeleteResult": [
      "AdminHeaderMenuDeleted",
      "OperationError"
    ],
    "AdminHeaderMenuResult": [
      "AdminHeaderMenuItem",
      "FormError",
      "OperationError"
    ],
    "AdminLanguageResult": [
      "FormError",
      "Language",
      "OperationError"
    ],
    "AdminLoginResult": [
      "AdminSession",
      "OperationError"
    ],
    "AdminModelResult": [
      "AdminModel",
      "FormError",
      "OperationError"
    ],
    "AdminOrderResult": [
      "OrderChanged",
      "OrderError"
    ],
    "AdminProductDeleteResult": [
      "AdminProductDeleted",
      "FormError"
    ],
    "AdminProductImageResult": [
      "AdminProductImageUploaded",
      "FormError"
    ],
    "AdminProductResult": [
      "AdminProduct",
      "FormError"
    ],
    "AdminProductsChangedResult": [
      "AdminProductsChanged",
      "FormError"
    ],
    "AdminPropertyCategoryResult": [
      "AdminPropertyCategory",
      "FormError",
      "OperationError"
    ],
    "AdminPropertyResult": [
      "AdminProperty",
      "FormError",
      "OperationError"
    ],
    "AdminSupplierResult": [
      "AdminSupplier",
      "FormError",
      "OperationError"
    ],
    "AdminSynonymsResult": [
      "AdminSynonymList",
      "FormError"
    ],
    "AdminTotpResult": [
      "AdminUser",
      "OperationError"
    ],
    "BankAccountResult": [
      "AdminBankAccount",
      "OperationError"
    ],
    "BlogCategoryDeleteResult": [
      "BlogCategorySaved",
      "OperationError"
    ],
    "BlogCategoryResult": [
      "BlogCategorySaved",
      "OperationError"
    ],
    "BlogImageResult": [
      "BlogImageUploaded",
      "OperationError"
    ],
    "BlogPostResult": [
      "BlogPost",
      "OperationError"
    ],
    "CardBinResult": [
      "CardBin",
      "OperationError"
    ],
    "CargoCompanyResult": [
      "AdminCargoCompany",
      "OperationError"
    ],
    "CartResult": [
      "Cart",
      "CartError"
    ],
    "CheckPhoneCodeResult": [
      "FormError",
      "OperationError",
      "PhoneCodeAccepted"
    ],
    "CodeLoginResult": [
      "CustomerSession",
      "FormError",
      "OperationError"
    ],
    "ConfirmShopperPhoneResult": [
      "FormError",
      "OperationError",
      "ShopperPhone"
    ],
    "ContactResult": [
      "FormError",
      "ShopperContact"
    ],
    "ContentCategoryResult": [
      "ContentCategory",
      "OperationError"
    ],
    "CouponBatchResult": [
      "CouponBatch",
      "FormError"
    ],
    "CreateXmlProductFileResult": [
      "FormError",
      "XmlFile"
    ],
    "DeleteAccountResult": [
      "AccountDeleted",
      "FormError"
    ],
    "FavoriteResult": [
      "FavoriteChange",
      "OperationError"
    ],
    "LoginResult": [
      "CustomerSession",
      "OperationError"
    ],
    "OrderRequestResult": [
      "OrderError",
      "OrderRequest"
    ],
    "PasswordChangeResult": [
      "FormError",
      "PasswordChanged"
    ],
    "PasswordResetRequestResult": [
      "FormError",
      "PasswordResetRequested"
    ],
    "PaymentResult": [
      "OrderError",
      "PaymentChallenge",
      "PaymentOutcome"
    ],
    "ProductFaqResult": [
      "AdminProductFaqItem",
      "OperationError"
    ],
    "ProfileResult": [
      "Customer",
      "FormError"
    ],
    "RegisterResult": [
      "CustomerSession",
      "FormError"
    ],
    "RequestEmailVerificationResult": [
      "EmailVerificationSent",
      "OperationError"
    ],
    "ResetPasswordResult": [
      "CustomerSession",
      "FormError"
    ],
    "SavePageLinkResult": [
      "AdminPageLink",
      "OperationError"
    ],
    "SaveSiteSettingsResult": [
      "OperationError",
      "SiteSettingsSaved"
    ],
    "SendPhoneCodeResult": [
      "FormError",
      "OperationError",
      "PhoneCodeSent"
    ],
    "SettingResult": [
      "OperationError",
      "Setting"
    ],
    "SocialLoginStartResult": [
      "OperationError",
      "SocialLoginStart"
    ],
    "StockAlertResult": [
      "OperationError",
      "StockAlertRequest"
    ],
    "SupplierImportResult": [
      "FormError",
      "SupplierImportPreview",
      "XmlFile"
    ],
    "UserError": [
      "CartError",
      "FormError",
      "OperationError",
      "OrderError"
    ],
    "VerifyEmailResult": [
      "EmailVerified",
      "OperationError"
    ]
  }
};
      export default result;
    