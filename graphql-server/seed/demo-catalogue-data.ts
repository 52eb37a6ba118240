// The demo catalogue: departments, categories (3 levels), brands, colours and sizes, per-category product
// templates. demo-catalogue.ts expands them deterministically into ~170 products in tr, en and ar.
import { escapeHtml } from "../../shared/html.js";
import { translate } from "../core/i18n.js";
import type { Drawing } from "./drawings/index.js";

export type T3 = { tr: string; en: string; ar: string };

export interface Colour {
  code: string;
  hex: string;
  name: T3;
}

export const colours: Colour[] = [
  { code: "antrasit", hex: "#37474f", name: { tr: "Antrasit", en: "Anthracite", ar: "فحمي" } },
  { code: "bej", hex: "#c8b08a", name: { tr: "Bej", en: "Beige", ar: "بيج" } },
  { code: "lacivert", hex: "#22345e", name: { tr: "Lacivert", en: "Navy", ar: "كحلي" } },
  { code: "yesil", hex: "#2e7d32", name: { tr: "Yeşil", en: "Green", ar: "أخضر" } },
  { code: "kirmizi", hex: "#c0392b", name: { tr: "Kırmızı", en: "Red", ar: "أحمر" } },
  { code: "hardal", hex: "#d4a017", name: { tr: "Hardal", en: "Mustard", ar: "خردلي" } },
  { code: "gri", hex: "#8a8f98", name: { tr: "Gri", en: "Grey", ar: "رمادي" } },
  { code: "krem", hex: "#e3d9c6", name: { tr: "Krem", en: "Cream", ar: "كريمي" } },
];

export type SizeSet = "bedding" | "rug" | "towel";
export const sizes: Record<SizeSet, { code: string; name: T3; priceStepPercent: number }[]> = {
  bedding: [
    { code: "tek", name: { tr: "Tek Kişilik", en: "Single", ar: "مفرد" }, priceStepPercent: 0 },
    { code: "cift", name: { tr: "Çift Kişilik", en: "Double", ar: "مزدوج" }, priceStepPercent: 25 },
    { code: "king", name: { tr: "King Size", en: "King size", ar: "كينغ" }, priceStepPercent: 45 },
  ],
  rug: [
    { code: "80x150", name: { tr: "80x150 cm", en: "80x150 cm", ar: "80x150 سم" }, priceStepPercent: 0 },
    { code: "120x180", name: { tr: "120x180 cm", en: "120x180 cm", ar: "120x180 سم" }, priceStepPercent: 60 },
    { code: "160x230", name: { tr: "160x230 cm", en: "160x230 cm", ar: "160x230 سم" }, priceStepPercent: 130 },
    { code: "200x290", name: { tr: "200x290 cm", en: "200x290 cm", ar: "200x290 سم" }, priceStepPercent: 220 },
  ],
  towel: [
    { code: "el", name: { tr: "El Havlusu", en: "Hand towel", ar: "منشفة يد" }, priceStepPercent: 0 },
    { code: "yuz", name: { tr: "Yüz Havlusu", en: "Face towel", ar: "منشفة وجه" }, priceStepPercent: 30 },
    { code: "banyo", name: { tr: "Banyo Havlusu", en: "Bath towel", ar: "منشفة حمام" }, priceStepPercent: 120 },
  ],
};

export const brands = [
  "Nordik",
  "Ikon Home",
  "Lina",
  "Pera Design",
  "Kuzey",
  "Zen Living",
  "Atlas",
  "Serra",
  "Luma",
  "Mavi Ev",
  "Ottoman Craft",
  "Dekora",
];

export const models = ["Oslo", "Milano", "Bodrum", "Lara", "Vera", "Efes", "Duru", "Ada", "Truva", "Likya", "Sapanca", "Nil"];

export const suppliers = ["Anadolu Tedarik A.Ş.", "Marmara Ev Ürünleri Ltd.", "Ege İthalat ve Dış Ticaret"];

/** Variants: none, colour only (property1) or colour × size (property1 × property2). */
export type VariantKind = "none" | "colour" | SizeSet;

export interface Leaf {
  slug: T3;
  title: T3;
  /** Singular noun used in product titles. */
  noun: T3;
  /** What the product is: picks its picture. */
  drawing: Drawing;
  /** Sold at the reduced VAT rate (10 %) instead of 20 %. */
  reducedVat?: true;
  /** Price range in whole TL. */
  price: [number, number];
  variants: VariantKind;
  searchWords: string;
  personalization?: "engraving" | "embroidery" | "gift";
  skt?: boolean;
  /** A few products of this category are priced in another currency. */
  currency?: "usd" | "euro";
}

export interface CategorySeed {
  slug: T3;
  title: T3;
  children?: CategorySeed[];
  leaf?: Omit<Leaf, "slug" | "title">;
  /**
   * The category's picture when it has no products of its own: a drawing of a typical child, in the colour given
   * here or the nearest parent's (a leaf shows its own drawing).
   */
  picture?: { drawing: Drawing; colour?: string };
}

const t3 = (tr: string, en: string, ar: string): T3 => ({ tr, en, ar });

export const categoryTree: CategorySeed[] = [
  {
    slug: t3("mobilya", "furniture", "furniture"),
    title: t3("Mobilya", "Furniture", "أثاث"),
    picture: { drawing: "sofa", colour: "hardal" },
    children: [
      {
        slug: t3("koltuk-takimlari", "sofa-sets", "sofa-sets"),
        title: t3("Koltuk Takımları", "Sofa sets", "أطقم الكنب"),
        picture: { drawing: "armchair" },
        children: [
          {
            slug: t3("kanepeler", "sofas", "sofas"),
            title: t3("Kanepeler", "Sofas", "كنب"),
            leaf: { noun: t3("Üçlü Kanepe", "Three-Seater Sofa", "كنبة ثلاثية"), drawing: "sofa", price: [16_500, 48_000], variants: "colour", searchWords: "kanepe koltuk sofa oturma odası salon" },
          },
          {
            slug: t3("koltuklar", "armchairs", "armchairs"),
            title: t3("Koltuklar", "Armchairs", "كراسي بذراعين"),
            leaf: { noun: t3("Berjer Koltuk", "Wingback Armchair", "كرسي بذراعين"), drawing: "armchair", price: [5_500, 16_000], variants: "colour", searchWords: "koltuk berjer tekli koltuk armchair" },
          },
        ],
      },
      {
        slug: t3("yemek-odasi", "dining-room", "dining-room"),
        title: t3("Yemek Odası", "Dining room", "غرفة الطعام"),
        picture: { drawing: "diningTable" },
        children: [
          {
            slug: t3("yemek-masalari", "dining-tables", "dining-tables"),
            title: t3("Yemek Masaları", "Dining tables", "طاولات الطعام"),
            leaf: { noun: t3("Yemek Masası", "Dining Table", "طاولة طعام"), drawing: "diningTable", price: [8_500, 26_000], variants: "none", searchWords: "masa yemek masası mutfak masası table", currency: "euro" },
          },
          {
            slug: t3("sandalyeler", "chairs", "chairs"),
            title: t3("Sandalyeler", "Chairs", "كراسي"),
            leaf: { noun: t3("Sandalye", "Chair", "كرسي"), drawing: "chair", price: [1_400, 4_200], variants: "colour", searchWords: "sandalye chair oturak" },
          },
        ],
      },
      {
        slug: t3("yatak-odasi", "bedroom", "bedroom"),
        title: t3("Yatak Odası", "Bedroom", "غرفة النوم"),
        picture: { drawing: "bed" },
        children: [
          {
            slug: t3("yataklar", "beds", "beds"),
            title: t3("Yataklar", "Beds", "أسرّة"),
            leaf: { noun: t3("Yatak", "Bed", "سرير"), drawing: "bed", reducedVat: true, price: [11_000, 36_000], variants: "none", searchWords: "yatak baza ortopedik yatak bed mattress" },
          },
          {
            slug: t3("gardiroplar", "wardrobes", "wardrobes"),
            title: t3("Gardıroplar", "Wardrobes", "خزائن الملابس"),
            leaf: { noun: t3("Gardırop", "Wardrobe", "خزانة ملابس"), drawing: "wardrobe", price: [13_500, 42_000], variants: "none", searchWords: "gardırop dolap elbise dolabı wardrobe", currency: "usd" },
          },
        ],
      },
    ],
  },
  {
    slug: t3("ev-tekstili", "home-textiles", "home-textiles"),
    title: t3("Ev Tekstili", "Home textiles", "المنسوجات المنزلية"),
    picture: { drawing: "towel", colour: "lacivert" },
    children: [
      {
        slug: t3("nevresim-takimlari", "duvet-cover-sets", "duvet-cover-sets"),
        title: t3("Nevresim Takımları", "Duvet cover sets", "أطقم أغطية اللحاف"),
        picture: { drawing: "duvetSet" },
        children: [
          {
            slug: t3("pamuklu-nevresim", "cotton-duvet-covers", "cotton-duvet-covers"),
            title: t3("Pamuklu Nevresim", "Cotton duvet covers", "أغطية لحاف قطنية"),
            leaf: { noun: t3("Pamuklu Nevresim Takımı", "Cotton Duvet Cover Set", "طقم غطاء لحاف قطني"), drawing: "duvetSet", reducedVat: true, price: [900, 2_600], variants: "bedding", searchWords: "nevresim pike yatak örtüsü çarşaf duvet" },
          },
          {
            slug: t3("saten-nevresim", "satin-duvet-covers", "satin-duvet-covers"),
            title: t3("Saten Nevresim", "Satin duvet covers", "أغطية لحاف ساتان"),
            leaf: { noun: t3("Saten Nevresim Takımı", "Satin Duvet Cover Set", "طقم غطاء لحاف ساتان"), drawing: "duvetSet", reducedVat: true, price: [1_400, 3_800], variants: "bedding", searchWords: "nevresim saten lüks çarşaf duvet" },
          },
        ],
      },
      {
        slug: t3("perdeler", "curtains", "curtains"),
        title: t3("Perdeler", "Curtains", "الستائر"),
        leaf: { noun: t3("Fon Perde", "Curtain Panel", "ستارة"), drawing: "curtain", reducedVat: true, price: [600, 2_300], variants: "colour", searchWords: "perde tül fon perde curtain" },
      },
      {
        slug: t3("halilar", "rugs", "rugs"),
        title: t3("Halılar", "Rugs", "السجاد"),
        leaf: { noun: t3("Halı", "Rug", "سجادة"), drawing: "rug", reducedVat: true, price: [1_500, 9_000], variants: "rug", searchWords: "halı kilim yolluk rug carpet" },
      },
      {
        slug: t3("havlular", "towels", "towels"),
        title: t3("Havlular", "Towels", "المناشف"),
        leaf: { noun: t3("Pamuk Havlu", "Cotton Towel", "منشفة قطنية"), drawing: "towel", reducedVat: true, price: [150, 650], variants: "towel", searchWords: "havlu bornoz banyo towel", personalization: "embroidery" },
      },
    ],
  },
  {
    slug: t3("aydinlatma", "lighting", "lighting"),
    title: t3("Aydınlatma", "Lighting", "الإضاءة"),
    picture: { drawing: "floorLamp", colour: "yesil" },
    children: [
      {
        slug: t3("avizeler", "chandeliers", "chandeliers"),
        title: t3("Avizeler", "Chandeliers", "الثريات"),
        leaf: { noun: t3("Avize", "Chandelier", "ثريا"), drawing: "chandelier", price: [2_500, 18_000], variants: "none", searchWords: "avize sarkıt tavan lambası chandelier" },
      },
      {
        slug: t3("lambaderler", "floor-lamps", "floor-lamps"),
        title: t3("Lambaderler", "Floor lamps", "مصابيح أرضية"),
        leaf: { noun: t3("Lambader", "Floor Lamp", "مصباح أرضي"), drawing: "floorLamp", price: [1_200, 5_200], variants: "none", searchWords: "lambader ayaklı lamba floor lamp" },
      },
      {
        slug: t3("masa-lambalari", "table-lamps", "table-lamps"),
        title: t3("Masa Lambaları", "Table lamps", "مصابيح طاولة"),
        leaf: { noun: t3("Masa Lambası", "Table Lamp", "مصباح طاولة"), drawing: "tableLamp", price: [450, 2_100], variants: "none", searchWords: "masa lambası abajur table lamp" },
      },
    ],
  },
  {
    slug: t3("mutfak", "kitchen", "kitchen"),
    title: t3("Mutfak", "Kitchen", "المطبخ"),
    picture: { drawing: "cookwareSet", colour: "kirmizi" },
    children: [
      {
        slug: t3("pisirme", "cookware", "cookware"),
        title: t3("Pişirme", "Cookware", "أواني الطهي"),
        picture: { drawing: "cookwareSet" },
        children: [
          {
            slug: t3("tencere-setleri", "cookware-sets", "cookware-sets"),
            title: t3("Tencere Setleri", "Cookware sets", "أطقم القدور"),
            leaf: { noun: t3("Tencere Seti", "Cookware Set", "طقم قدور"), drawing: "cookwareSet", price: [2_500, 9_500], variants: "none", searchWords: "tencere düdüklü granit çelik cookware pot" },
          },
          {
            slug: t3("tavalar", "pans", "pans"),
            title: t3("Tavalar", "Pans", "مقالي"),
            leaf: { noun: t3("Döküm Tava", "Cast Iron Pan", "مقلاة حديد"), drawing: "pan", price: [600, 2_600], variants: "none", searchWords: "tava döküm granit pan" },
          },
        ],
      },
      {
        slug: t3("sofra", "tableware", "tableware"),
        title: t3("Sofra", "Tableware", "أدوات المائدة"),
        picture: { drawing: "dinnerware" },
        children: [
          {
            slug: t3("yemek-takimlari", "dinnerware-sets", "dinnerware-sets"),
            title: t3("Yemek Takımları", "Dinnerware sets", "أطقم أواني الطعام"),
            leaf: { noun: t3("Yemek Takımı", "Dinnerware Set", "طقم عشاء"), drawing: "dinnerware", price: [2_000, 8_500], variants: "none", searchWords: "yemek takımı tabak porselen dinnerware plates" },
          },
          {
            slug: t3("bardaklar", "glasses", "glasses"),
            title: t3("Bardaklar", "Glasses", "أكواب"),
            leaf: { noun: t3("Bardak Seti", "Glass Set", "طقم أكواب"), drawing: "glasses", price: [200, 950], variants: "none", searchWords: "bardak su bardağı çay bardağı glass", personalization: "engraving" },
          },
        ],
      },
    ],
  },
  {
    slug: t3("dekorasyon", "decoration", "decoration"),
    title: t3("Dekorasyon", "Decoration", "الديكور"),
    picture: { drawing: "vase", colour: "antrasit" },
    children: [
      {
        slug: t3("vazolar", "vases", "vases"),
        title: t3("Vazolar", "Vases", "مزهريات"),
        leaf: { noun: t3("Seramik Vazo", "Ceramic Vase", "مزهرية سيراميك"), drawing: "vase", price: [250, 1_600], variants: "none", searchWords: "vazo seramik çiçek vase", personalization: "gift" },
      },
      {
        slug: t3("mumlar", "candles", "candles"),
        title: t3("Mumlar", "Candles", "شموع"),
        leaf: { noun: t3("Kokulu Mum", "Scented Candle", "شمعة معطرة"), drawing: "candle", price: [100, 450], variants: "none", searchWords: "mum kokulu mum candle", personalization: "gift", skt: true },
      },
      {
        slug: t3("cerceveler", "frames", "frames"),
        title: t3("Çerçeveler", "Frames", "إطارات"),
        leaf: { noun: t3("Fotoğraf Çerçevesi", "Photo Frame", "إطار صور"), drawing: "frame", price: [150, 750], variants: "none", searchWords: "çerçeve resim fotoğraf frame", personalization: "engraving" },
      },
    ],
  },
];

export const showcases = [
  { code: "new_products", rule: "new" as const, title: t3("Yeni Ürünler", "New arrivals", "وصل حديثاً") },
  { code: "discounted_products", rule: "discounted" as const, title: t3("İndirimli Ürünler", "On sale", "تخفيضات") },
  { code: "best_sellers", rule: "best_selling" as const, title: t3("Çok Satanlar", "Best sellers", "الأكثر مبيعاً") },
  { code: "promotional_products", rule: "promotional" as const, title: t3("Fırsat Ürünleri", "Deals", "عروض مميزة") },
];

export const commenters = ["Ayşe Y.", "Mehmet K.", "Zeynep A.", "Can D.", "Elif Ş.", "Burak T.", "Selin Ö.", "Emre G.", "Deniz B.", "Fatma Ç."];
export const commentTexts: { title: string; text: string; rate: number }[] = [
  { title: "Çok memnun kaldım", text: "Ürün fotoğraftaki gibi geldi, kalitesi beklediğimden iyi.", rate: 5 },
  { title: "Hızlı kargo", text: "Siparişim iki günde elime ulaştı, paketleme özenliydi.", rate: 5 },
  { title: "Fiyatına göre iyi", text: "Fiyat performans ürünü, rengi biraz daha koyu.", rate: 4 },
  { title: "Tavsiye ederim", text: "Evimize çok yakıştı, herkese tavsiye ederim.", rate: 5 },
  { title: "Ortalama", text: "Fena değil ama kumaşı daha kalın olabilirdi.", rate: 3 },
  { title: "Harika", text: "İkinci kez alıyorum, yine çok beğendim.", rate: 5 },
  { title: "Güzel ama geç geldi", text: "Ürün güzel fakat teslimat bir hafta sürdü.", rate: 4 },
];

export const faqs: { question: T3; answer: T3 }[] = [
  {
    question: t3("Kargo ne zaman yapılır?", "When is it shipped?", "متى يتم الشحن؟"),
    answer: t3("Siparişler 1-3 iş günü içinde kargoya verilir.", "Orders ship within 1–3 business days.", "يتم شحن الطلبات خلال 1-3 أيام عمل."),
  },
  {
    question: t3("İade süresi nedir?", "What is the return period?", "ما هي مدة الإرجاع؟"),
    answer: t3("Teslimattan itibaren 15 gün içinde iade edebilirsiniz.", "You can return it within 15 days of delivery.", "يمكنك الإرجاع خلال 15 يوماً من التسليم."),
  },
  {
    question: t3("Montaj hizmeti var mı?", "Is assembly included?", "هل التركيب متاح؟"),
    answer: t3("Büyük şehirlerde ücretsiz montaj yapılır.", "Assembly is free in major cities.", "التركيب مجاني في المدن الكبرى."),
  },
];

/**
 * The sample wording of a contract page: the checkout's placeholder text as paragraphs, its `{{shopName}}` and
 * `{{total}}` left in place for the approve step to fill.
 */
function contractSample(key: "distanceSales" | "preInformation"): T3 {
  const html = (language: keyof T3) =>
    translate(language, "checkout", `contractTexts.${key}`)
      .split("\n\n")
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("");
  return t3(html("tr"), html("en"), html("ar"));
}

export const contentPages: { code: string; type: string; slug: T3; title: T3; content: T3 }[] = [
  {
    code: "about",
    type: "info",
    slug: t3("hakkimizda", "about-us", "about-us"),
    title: t3("Hakkımızda", "About us", "من نحن"),
    content: t3(
      "<p>Demo Mağaza, 2010'dan beri evinizi güzelleştiren mobilya ve ev tekstili ürünleri sunar.</p>",
      "<p>Demo Store has offered furniture and home textiles that make your home beautiful since 2010.</p>",
      "<p>يقدم متجر ديمو منذ عام 2010 الأثاث والمنسوجات المنزلية التي تجمّل منزلك.</p>",
    ),
  },
  {
    code: "faq",
    type: "info",
    slug: t3("sikca-sorulan-sorular", "faq", "faq"),
    title: t3("Sıkça Sorulan Sorular", "FAQ", "الأسئلة الشائعة"),
    content: t3("<h2>Kargo</h2><p>Siparişler 1-3 iş günü içinde kargoya verilir.</p>", "<h2>Shipping</h2><p>Orders ship within 1–3 business days.</p>", "<h2>الشحن</h2><p>يتم شحن الطلبات خلال 1-3 أيام عمل.</p>"),
  },
  {
    code: "cookie_policy",
    type: "policy",
    slug: t3("cerez-politikasi", "cookie-policy", "cookie-policy"),
    title: t3("Çerez Politikası", "Cookie policy", "سياسة ملفات تعريف الارتباط"),
    content: t3("<p>Sitemizde deneyiminizi iyileştirmek için çerezler kullanılır.</p>", "<p>We use cookies to improve your experience.</p>", "<p>نستخدم ملفات تعريف الارتباط لتحسين تجربتك.</p>"),
  },
  {
    code: "kvkk",
    type: "policy",
    slug: t3("kvkk-aydinlatma-metni", "personal-data-notice", "personal-data-notice"),
    title: t3("KVKK Aydınlatma Metni", "Personal data notice", "إشعار البيانات الشخصية"),
    content: t3("<p>Kişisel verileriniz 6698 sayılı Kanun kapsamında işlenir.</p>", "<p>Your personal data is processed under Law No. 6698.</p>", "<p>تتم معالجة بياناتك الشخصية وفق القانون رقم 6698.</p>"),
  },
  {
    code: "membership_agreement",
    type: "policy",
    slug: t3("uyelik-sozlesmesi", "membership-agreement", "membership-agreement"),
    title: t3("Üyelik Sözleşmesi", "Membership agreement", "اتفاقية العضوية"),
    content: t3(
      "<p>Üyelik ücretsizdir. Üye, hesabına ait bilgilerin doğruluğundan sorumludur ve hesabını dilediği zaman silebilir.</p>",
      "<p>Membership is free. Members are responsible for the accuracy of their account details and may delete their account at any time.</p>",
      "<p>العضوية مجانية. العضو مسؤول عن صحة بيانات حسابه ويمكنه حذف حسابه في أي وقت.</p>",
    ),
  },
  {
    code: "privacy",
    type: "policy",
    slug: t3("gizlilik-politikasi", "privacy-policy", "privacy-policy"),
    title: t3("Gizlilik Politikası", "Privacy policy", "سياسة الخصوصية"),
    content: t3("<p>Bilgileriniz üçüncü kişilerle paylaşılmaz.</p>", "<p>Your information is never shared with third parties.</p>", "<p>لا تتم مشاركة معلوماتك مع أطراف ثالثة.</p>"),
  },
  {
    code: "distance_sales",
    type: "policy",
    slug: t3("mesafeli-satis-sozlesmesi", "distance-sales-agreement", "distance-sales-agreement"),
    title: t3("Mesafeli Satış Sözleşmesi", "Distance sales agreement", "اتفاقية البيع عن بعد"),
    content: contractSample("distanceSales"),
  },
  {
    code: "pre_information",
    type: "policy",
    slug: t3("on-bilgilendirme-formu", "pre-information-form", "pre-information-form"),
    title: t3("Ön Bilgilendirme Formu", "Pre-information form", "نموذج المعلومات المسبقة"),
    content: contractSample("preInformation"),
  },
  {
    code: "returns",
    type: "policy",
    slug: t3("iade-ve-degisim", "returns-and-exchanges", "returns-and-exchanges"),
    title: t3("İade ve Değişim", "Returns and exchanges", "الإرجاع والاستبدال"),
    content: t3("<p>Ürünlerinizi 15 gün içinde iade edebilirsiniz.</p>", "<p>You can return products within 15 days.</p>", "<p>يمكنك إرجاع المنتجات خلال 15 يوماً.</p>"),
  },
  {
    code: "delivery",
    type: "info",
    slug: t3("teslimat-bilgileri", "delivery-information", "delivery-information"),
    title: t3("Teslimat Bilgileri", "Delivery information", "معلومات التوصيل"),
    content: t3("<p>2.000 TL üzeri siparişlerde kargo ücretsizdir.</p>", "<p>Free shipping on orders over 2,000 TL.</p>", "<p>شحن مجاني للطلبات التي تزيد عن 2000 ليرة.</p>"),
  },
];

export const mostSearched: [string, number][] = [
  ["koltuk", 340],
  ["kanepe", 295],
  ["nevresim", 240],
  ["halı", 210],
  ["avize", 150],
  ["tencere seti", 120],
  ["yemek masası", 95],
  ["havlu", 80],
];
