
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
    "AdminContentPageResult": [
      "AdminContentPage",
      "OperationError"
    ],
    "AdminLoginResult": [
      "AdminSession",
      "OperationError"
    ],
    "AdminOrderResult": [
      "OrderChanged",
      "OrderError"
    ],
    "AdminTotpResult": [
      "AdminUser",
      "OperationError"
    ],
    "BlogCategoryResult": [
      "BlogCategorySaved",
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
    