// The demo shop: a Turkish furniture and home store, translated to English and Arabic.
type Titles = { tr: string; en: string; ar: string };

export const languages = [
  { code: "tr", name: "Türkçe", direction: "ltr" as const, isDefault: true, sort: 1 },
  { code: "en", name: "English", direction: "ltr" as const, isDefault: false, sort: 2 },
  { code: "ar", name: "العربية", direction: "rtl" as const, isDefault: false, sort: 3 },
];

// id 1 must be TL: legacy clients use currency "1" until the shopper chooses one.
export const currencies = [
  { id: 1, code: "tl", isoCode: "TRY", name: "Türk Lirası", symbol: "₺", exchangeRate: 1, isDefault: true, sort: 1 },
  { id: 2, code: "usd", isoCode: "USD", name: "US Dollar", symbol: "$", exchangeRate: 0.0236, isDefault: false, sort: 2 },
  { id: 3, code: "euro", isoCode: "EUR", name: "Euro", symbol: "€", exchangeRate: 0.0204, isDefault: false, sort: 3 },
];

export const settings: { code: string; scope: "public" | "setting" | "config"; value: string }[] = [
  { code: "google_site_verification", scope: "public", value: "" },
  { code: "google_gtm_id", scope: "public", value: "" },
  { code: "phone", scope: "public", value: "+90 212 555 01 23" },
  { code: "whatsapp", scope: "public", value: "+90 532 555 01 23" },
  { code: "email", scope: "public", value: "destek@demomagaza.com.tr" },
  { code: "address", scope: "public", value: "Bağdat Caddesi No: 120, Kadıköy / İstanbul" },
  { code: "return_days", scope: "public", value: "15" },
  { code: "body_html", scope: "setting", value: "" },
  { code: "body_script", scope: "setting", value: "" },
  { code: "head_script", scope: "setting", value: "" },
  { code: "head_scripts", scope: "setting", value: "[]" },
  { code: "body_scripts", scope: "setting", value: "[]" },
  { code: "css", scope: "setting", value: "" },
  { code: "no_image_product", scope: "setting", value: "/developer/no-photos.png" },
  { code: "favicon", scope: "setting", value: "/developer/favicon.ico" },
  { code: "logo", scope: "config", value: "/images/logo.svg" },
  { code: "company", scope: "config", value: "Demo Mağaza Ev ve Yaşam Ürünleri A.Ş." },
  { code: "shop_name", scope: "config", value: "Demo Mağaza" },
  // A code to the phone before ordering (members once, guests per order); "0" switches it off.
  { code: "must_phone_confirm", scope: "config", value: "1" },
];

export const pageLinks: { code: string; url: string; title: Titles }[] = [
  { code: "home", url: "/", title: { tr: "Anasayfa", en: "Home", ar: "الرئيسية" } },
  { code: "cart", url: "/cart", title: { tr: "Sepetim", en: "My cart", ar: "سلة التسوق" } },
  { code: "checkouts", url: "/odeme", title: { tr: "Ödeme", en: "Checkout", ar: "الدفع" } },
  { code: "login", url: "/uye-giris", title: { tr: "Üye Girişi", en: "Sign in", ar: "تسجيل الدخول" } },
  { code: "register", url: "/uye-ol", title: { tr: "Üye Ol", en: "Register", ar: "إنشاء حساب" } },
  { code: "account", url: "/hesabim", title: { tr: "Hesabım", en: "My account", ar: "حسابي" } },
  { code: "favorites", url: "/favorilerim", title: { tr: "Favorilerim", en: "My favourites", ar: "المفضلة" } },
  { code: "orders", url: "/siparislerim", title: { tr: "Siparişlerim", en: "My orders", ar: "طلباتي" } },
  { code: "order_tracking", url: "/kargo-takip", title: { tr: "Kargo Takip", en: "Track shipment", ar: "تتبع الشحنة" } },
  { code: "search", url: "/arama", title: { tr: "Arama", en: "Search", ar: "بحث" } },
  { code: "campaigns", url: "/kampanyalar", title: { tr: "Kampanyalar", en: "Campaigns", ar: "العروض" } },
  { code: "blog", url: "/blog", title: { tr: "Blog", en: "Blog", ar: "المدونة" } },
  { code: "contact", url: "/iletisim", title: { tr: "İletişim", en: "Contact", ar: "اتصل بنا" } },
  { code: "about", url: "/hakkimizda", title: { tr: "Hakkımızda", en: "About us", ar: "من نحن" } },
  { code: "faq", url: "/sikca-sorulan-sorular", title: { tr: "Sıkça Sorulan Sorular", en: "FAQ", ar: "الأسئلة الشائعة" } },
  {
    code: "cookie_policy",
    url: "/cerez-politikasi",
    title: { tr: "Çerez Politikası", en: "Cookie policy", ar: "سياسة ملفات تعريف الارتباط" },
  },
  {
    code: "kvkk",
    url: "/kvkk-aydinlatma-metni",
    title: { tr: "KVKK Aydınlatma Metni", en: "Personal data notice", ar: "إشعار حماية البيانات الشخصية" },
  },
  {
    code: "membership_agreement",
    url: "/uyelik-sozlesmesi",
    title: { tr: "Üyelik Sözleşmesi", en: "Membership agreement", ar: "اتفاقية العضوية" },
  },
  { code: "privacy", url: "/gizlilik-politikasi", title: { tr: "Gizlilik Politikası", en: "Privacy policy", ar: "سياسة الخصوصية" } },
  {
    code: "distance_sales",
    url: "/mesafeli-satis-sozlesmesi",
    title: { tr: "Mesafeli Satış Sözleşmesi", en: "Distance sales contract", ar: "عقد البيع عن بعد" },
  },
  { code: "return_policy", url: "/iade-ve-degisim", title: { tr: "İade ve Değişim", en: "Returns and exchanges", ar: "الإرجاع والاستبدال" } },
];

type Section = "header" | "left" | "center" | "right" | "footer";
export const blocks: { code: string; section: Section; page: string | null; type: string; sort: number; title: Titles; content: Titles }[] = [
  {
    code: "announcement",
    section: "header",
    page: null,
    type: "text",
    sort: 1,
    title: { tr: "Duyuru", en: "Announcement", ar: "إعلان" },
    content: {
      tr: "15 gün ücretsiz iade · Güvenli alışveriş",
      en: "15-day free returns · Secure shopping",
      ar: "إرجاع مجاني خلال 15 يومًا · تسوق آمن",
    },
  },
  {
    code: "home_benefits",
    section: "center",
    page: "home",
    type: "benefits",
    sort: 1,
    title: { tr: "Neden biz?", en: "Why us?", ar: "لماذا نحن؟" },
    content: {
      tr: "Ücretsiz kurulum|İndirim|3 yıl garanti|Yaygın servis",
      en: "Free installation|Discount|3-year warranty|Widespread service",
      ar: "تركيب مجاني|خصم|ضمان 3 سنوات|خدمة واسعة الانتشار",
    },
  },
  {
    code: "footer_about",
    section: "footer",
    page: null,
    type: "text",
    sort: 1,
    title: { tr: "Demo Mağaza", en: "Demo Store", ar: "المتجر التجريبي" },
    content: {
      tr: "Mobilyadan ev tekstiline, evinizin ihtiyacı olan her şey.",
      en: "From furniture to home textiles, everything your home needs.",
      ar: "من الأثاث إلى المنسوجات المنزلية، كل ما يحتاجه منزلك.",
    },
  },
];

export interface MenuSeed {
  url: string;
  title: Titles;
  children?: MenuSeed[];
}

export const headerMenu: MenuSeed[] = [
  {
    url: "/mobilya",
    title: { tr: "Mobilya", en: "Furniture", ar: "الأثاث" },
    children: [
      { url: "/koltuk-takimlari", title: { tr: "Koltuk Takımları", en: "Sofa sets", ar: "أطقم الكنب" } },
      { url: "/yemek-odasi", title: { tr: "Yemek Odası", en: "Dining room", ar: "غرفة الطعام" } },
      { url: "/yatak-odasi", title: { tr: "Yatak Odası", en: "Bedroom", ar: "غرفة النوم" } },
    ],
  },
  {
    url: "/ev-tekstili",
    title: { tr: "Ev Tekstili", en: "Home textiles", ar: "المنسوجات المنزلية" },
    children: [
      { url: "/nevresim-takimlari", title: { tr: "Nevresim Takımları", en: "Duvet cover sets", ar: "أطقم أغطية اللحاف" } },
      { url: "/perdeler", title: { tr: "Perdeler", en: "Curtains", ar: "الستائر" } },
      { url: "/halilar", title: { tr: "Halılar", en: "Rugs", ar: "السجاد" } },
    ],
  },
  {
    url: "/aydinlatma",
    title: { tr: "Aydınlatma", en: "Lighting", ar: "الإضاءة" },
    children: [
      { url: "/avizeler", title: { tr: "Avizeler", en: "Chandeliers", ar: "الثريات" } },
      { url: "/lambaderler", title: { tr: "Lambaderler", en: "Floor lamps", ar: "مصابيح أرضية" } },
    ],
  },
  {
    url: "/mutfak",
    title: { tr: "Mutfak", en: "Kitchen", ar: "المطبخ" },
    children: [
      { url: "/tencere-setleri", title: { tr: "Tencere Setleri", en: "Cookware sets", ar: "أطقم القدور" } },
      { url: "/yemek-takimlari", title: { tr: "Yemek Takımları", en: "Dinnerware sets", ar: "أطقم أواني الطعام" } },
    ],
  },
  { url: "/kampanyalar", title: { tr: "Kampanyalar", en: "Campaigns", ar: "العروض" } },
];
