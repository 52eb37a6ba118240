// The member pages' paths (Turkish; other languages add their prefix through localizePath).
export const LOGIN_PATH = "/uye-giris";
export const REGISTER_PATH = "/uye-ol";
export const ACCOUNT_PATH = "/hesabim";
export const ACCOUNT_PASSWORD_PATH = "/hesabim/sifre";
export const ACCOUNT_ADDRESSES_PATH = "/hesabim/adreslerim";
/** Posts only: the profile picture's upload and removal (the picture is shown on /hesabim). */
export const ACCOUNT_PICTURE_PATH = "/hesabim/resim";
/** The account deletion's confirmation page (with JavaScript the same form opens in a dialog on /hesabim). */
export const ACCOUNT_DELETE_PATH = "/hesabim/hesabi-sil";
export const FAVOURITES_PATH = "/favorilerim";
export const ORDERS_PATH = "/siparislerim";
export const FORGOT_PASSWORD_PATH = "/sifremi-unuttum";
export const RESET_PASSWORD_PATH = "/sifre-yenile";
/** The page an email-verification mail links to (?token=…). */
export const VERIFY_EMAIL_PATH = "/eposta-dogrula";
/** Posts only: "send the verification link again" on /hesabim. */
export const ACCOUNT_EMAIL_VERIFICATION_PATH = "/hesabim/eposta-dogrulama";
