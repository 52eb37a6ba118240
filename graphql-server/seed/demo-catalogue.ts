// Seeds the demo catalogue (idempotent: skipped when any category exists). Products are expanded
// deterministically from demo-catalogue-data.ts: per leaf category four models in two colours each, prices from a
// seeded PRNG, every 4th product discounted, some above 15,000 TL without a discount (the rule price), some out of
// stock, some with member min/max quantities, variants (colour, colour × size), personalizations, comments, FAQ,
// related colours and accessories. Derived columns and search documents are filled by the catalogue services.
import type { EntityManager } from "@mikro-orm/core";
import { slugify } from "../core/admin-records.js";
import { CampaignCategorySchema, CampaignProductSchema, CampaignSchema, CampaignTranslationSchema } from "../modules/campaign/campaign.entities.js";
import { refreshProductDerived } from "../modules/catalog/catalog.derived.js";
import { foldFacetTally } from "../modules/catalog/listing/facet-tally.js";
import {
  ProductCommentSchema,
  ProductFaqSchema,
  ProductLinkSchema,
  ShowcaseSchema,
  ShowcaseTranslationSchema,
} from "../modules/catalog/engagement.entities.js";
import { ProductImageSchema, ProductSchema, ProductTranslationSchema, type Product, type ProductImage } from "../modules/catalog/product.entities.js";
import { BrandSchema, CategorySchema, CategoryTranslationSchema, ModelSchema, SupplierSchema, type Brand, type Category, type Model } from "../modules/catalog/taxonomy.entities.js";
import {
  PersonalizationOptionSchema,
  PersonalizationOptionTranslationSchema,
  PersonalizationSchema,
  PersonalizationTranslationSchema,
  PropertyCategorySchema,
  PropertyCategoryTranslationSchema,
  PropertySchema,
  PropertyTranslationSchema,
  SubProductSchema,
  type Property,
} from "../modules/catalog/variant.entities.js";
import { ContentCategorySchema, ContentCategoryTranslationSchema, ContentPageVersionSchema } from "../modules/content/content-admin.entities.js";
import { ContentPageSchema, ContentPageTranslationSchema } from "../modules/content/content.entities.js";
import { CurrencySchema } from "../modules/localization/localization.entities.js";
import { refreshSearchDocuments } from "../modules/search/search.service.js";
import { SearchTermSchema } from "../modules/search/search.entities.js";
import * as data from "./demo-catalogue-data.js";
import { categoryImagePath, demoImagePath, type DemoImageSpec } from "./demo-images.js";
import { categoryImageSpec, COLOURS_PER_MODEL, MODELS_PER_LEAF, pictureSpec, productColour, productImageColours, variantColours } from "./demo-pictures.js";

const LANGS = ["tr", "en", "ar"] as const;
/** Arbitrary constant naming the catalogue seed's advisory lock. */
const CATALOGUE_LOCK_KEY = 7_310_002;

/** Deterministic PRNG (mulberry32): the demo catalogue is the same on every machine. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The three sizes of one image, as stored on a product or category. */
const imagePaths = (spec: DemoImageSpec) => ({ small: demoImagePath(spec.key, "small"), medium: demoImagePath(spec.key, "medium"), big: demoImagePath(spec.key, "big") });

interface LeafRef {
  category: Category;
  leaf: NonNullable<data.CategorySeed["leaf"]>;
  slug: data.T3;
  title: data.T3;
  path: data.CategorySeed[];
}

export async function seedDemoCatalogue(rootEm: EntityManager): Promise<{ seeded: boolean }> {
  const em = rootEm.fork();
  if ((await em.count(CategorySchema)) > 0) return { seeded: false };
  return em.transactional(async (tx) => {
    const run = (sql: string) => tx.getConnection().execute(sql, [], "all", tx.getTransactionContext());
    await run(`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
    if ((await tx.count(CategorySchema)) > 0) return { seeded: false };
    const random = prng(20261122);
    const between = (min: number, max: number) => Math.floor(min + random() * (max - min + 1));
    const currencies = new Map((await tx.find(CurrencySchema, {})).map((c) => [c.code, c]));
    const tl = currencies.get("tl")!;

    // Taxonomy.
    const leaves: LeafRef[] = [];
    const categoriesBySlug = new Map<string, Category>();
    const addCategories = (nodes: data.CategorySeed[], parent: Category | null, path: data.CategorySeed[]) => {
      nodes.forEach((node, index) => {
        const image = categoryImagePath(categoryImageSpec([...path, node]).key);
        const category = tx.create(CategorySchema, { parent, sort: index + 1, isActive: true, image });
        categoriesBySlug.set(node.slug.tr, category);
        for (const language of LANGS) {
          tx.create(CategoryTranslationSchema, {
            category,
            language,
            title: node.title[language],
            seoLink: node.slug[language],
            seoTitle: node.title[language],
            seoDescription: node.title[language],
            description: "",
          });
        }
        if (node.leaf) leaves.push({ category, leaf: node.leaf, slug: node.slug, title: node.title, path: [...path, node] });
        addCategories(node.children ?? [], category, [...path, node]);
      });
    };
    addCategories(data.categoryTree, null, []);
    const brands: Brand[] = data.brands.map((name, index) =>
      tx.create(BrandSchema, { name, seoLink: slugify(name), description: `${name}`, image: null, sort: index + 1, isActive: true }),
    );
    const suppliers = data.suppliers.map((name) => tx.create(SupplierSchema, { name, isActive: true }));

    // Variant properties: Colour (property1) and the size sets (property2).
    const colourCategory = tx.create(PropertyCategorySchema, { sort: 1, isColour: true });
    for (const language of LANGS) {
      tx.create(PropertyCategoryTranslationSchema, { propertyCategory: colourCategory, language, name: { tr: "Renk", en: "Colour", ar: "اللون" }[language] });
    }
    const colourProps = new Map<string, Property>();
    data.colours.forEach((colour, index) => {
      const property = tx.create(PropertySchema, { propertyCategory: colourCategory, sort: index + 1, colour: colour.hex });
      colourProps.set(colour.code, property);
      for (const language of LANGS) tx.create(PropertyTranslationSchema, { property, language, name: colour.name[language] });
    });
    const sizeProps = new Map<data.SizeSet, Property[]>();
    (Object.keys(data.sizes) as data.SizeSet[]).forEach((set, setIndex) => {
      const category = tx.create(PropertyCategorySchema, { sort: setIndex + 2, isColour: false });
      for (const language of LANGS) {
        tx.create(PropertyCategoryTranslationSchema, { propertyCategory: category, language, name: { tr: "Beden", en: "Size", ar: "المقاس" }[language] });
      }
      sizeProps.set(
        set,
        data.sizes[set].map((size, index) => {
          const property = tx.create(PropertySchema, { propertyCategory: category, sort: index + 1, colour: null });
          for (const language of LANGS) tx.create(PropertyTranslationSchema, { property, language, name: size.name[language] });
          return property;
        }),
      );
    });

    // Products.
    const productsByLeaf = new Map<string, Product[]>();
    const modelsByKey = new Map<string, Model>();
    let n = 0;
    const now = Date.now();
    const variantImages: [ProductImage, Property][] = [];
    for (const ref of leaves) {
      const list: Product[] = [];
      productsByLeaf.set(ref.slug.tr, list);
      for (let m = 0; m < MODELS_PER_LEAF; m++) {
        const brand = brands[(n + m * 5) % brands.length];
        const modelName = data.models[(leaves.indexOf(ref) * 4 + m) % data.models.length];
        const modelKey = `${brand.name}|${modelName}`;
        let model = modelsByKey.get(modelKey);
        if (!model) {
          model = tx.create(ModelSchema, { name: modelName, brand, isActive: true });
          modelsByKey.set(modelKey, model);
        }
        const basePrice = between(ref.leaf.price[0], ref.leaf.price[1]);
        const pair: Product[] = [];
        for (let c = 0; c < COLOURS_PER_MODEL; c++) {
          const colour = productColour(leaves.indexOf(ref), m, c);
          const index = n++;
          const currencyCode = ref.leaf.currency && m === 0 ? ref.leaf.currency : "tl";
          const currency = currencies.get(currencyCode) ?? tl;
          // Prices end in 90 kuruş-like endings; foreign-currency products get the converted amount.
          const majorPrice = currencyCode === "tl" ? basePrice - 0.1 : Math.round(basePrice * Number(currency.exchangeRate)) - 0.01;
          const selling = Math.round((majorPrice + c * (basePrice > 5000 ? 500 : 20)) * 100);
          const discounted = index % 4 === 1 ? Math.round((selling * (100 - between(10, 30))) / 100 / 100) * 100 : null;
          const outOfStock = index % 9 === 4;
          const titles = Object.fromEntries(
            LANGS.map((l) => [l, l === "ar" ? `${ref.leaf.noun.ar} ${brand.name} ${modelName} ${colour.name.ar}` : `${brand.name} ${modelName} ${ref.leaf.noun[l]} ${colour.name[l]}`]),
          ) as data.T3;
          const product = tx.create(ProductSchema, {
            name: `${brand.name} ${modelName} ${ref.leaf.noun.tr} ${colour.name.tr}`,
            model,
            brand,
            category: ref.category,
            supplier: suppliers[index % suppliers.length],
            currency,
            barcode: `869${String(1_000_000_000 + index * 7919).padStart(10, "0")}`,
            supplierProductCode: `SP-${String(index + 1).padStart(5, "0")}`,
            vatRate: ref.leaf.reducedVat ? 10 : 20,
            cashPriceMinor: Math.round(selling * 0.97),
            buyingPriceMinor: Math.round(selling * 0.55),
            sellingPriceMinor: selling,
            discountedPriceMinor: discounted,
            stockUnit: "adet",
            stockAmount: outOfStock ? 0 : between(3, 120),
            width: between(20, 240),
            height: between(10, 120),
            depth: between(10, 110),
            weight: between(1, 90),
            desi: between(1, 150),
            isNew: index % 5 === 0,
            isPromotional: index % 7 === 0,
            isVendor: false,
            freeCargo: selling >= 200_000,
            isActive: true,
            sort: index + 1,
            searchWords: ref.leaf.searchWords,
            memberMinOrder: index % 11 === 3 ? 2 : null,
            memberMaxOrder: index % 11 === 3 ? 6 : index % 13 === 5 ? 3 : null,
            skt: ref.leaf.skt ? "31.12.2027" : null,
            video: null,
            soldCount: between(0, 480),
            createdAt: new Date(now - index * 3_600_000),
            updatedAt: new Date(now),
          });
          for (const language of LANGS) {
            const title = titles[language];
            tx.create(ProductTranslationSchema, {
              product,
              language,
              title,
              seoLink: `${slugify(language === "tr" ? title : titles.en)}-${index + 1}`,
              seoTitle: title,
              seoDescription: `${title} — ${ref.title[language]}`,
              seoKeyword: `${ref.title[language]}, ${brand.name}, ${modelName}`,
              shortDescription: `${ref.title[language]} · ${brand.name}`,
              description: `<p>${title}</p><ul><li>${brand.name}</li><li>${modelName}</li></ul>`,
            });
          }
          // Images: the product's type drawn in its own colour first; colour variants get one per variant colour.
          const colourVariants = variantColours(ref.leaf, colour);
          productImageColours(ref.leaf, colour).forEach((ic, sort) => {
            const image = tx.create(ProductImageSchema, { product, ...imagePaths(pictureSpec(ref.leaf.drawing, ic)), sort, variant1Id: null, variant2Id: null });
            // Property ids exist only after the flush: bind the image to its colour then.
            if (colourVariants.length) variantImages.push([image, colourProps.get(ic.code)!]);
          });
          // Variants.
          if (ref.leaf.variants !== "none") {
            const sizeList = ref.leaf.variants === "colour" ? [null] : sizeProps.get(ref.leaf.variants)!;
            const sizeSteps = ref.leaf.variants === "colour" ? [0] : data.sizes[ref.leaf.variants].map((s) => s.priceStepPercent);
            colourVariants.forEach((vc, ci) => {
              sizeList.forEach((size, si) => {
                const price = Math.round((selling * (100 + sizeSteps[si])) / 100 / 100) * 100;
                const stock = outOfStock || (ci === 1 && index % 3 === 0) ? 0 : between(0, 25);
                tx.create(SubProductSchema, {
                  product,
                  property1: colourProps.get(vc.code)!,
                  property2: size,
                  code: `${product.supplierProductCode}-${vc.code}${size ? `-${si + 1}` : ""}`,
                  attribute1: vc.name.tr,
                  attribute2: size ? data.sizes[ref.leaf.variants as data.SizeSet][si].name.tr : "",
                  sellingPriceMinor: price,
                  discountedPriceMinor: discounted ? Math.round((price * discounted) / selling / 100) * 100 : null,
                  stockAmount: stock,
                  // The largest size of the second colour is not produced: property2 item inactive.
                  isActive: !(ci === 1 && size !== null && si === sizeList.length - 1),
                });
              });
            });
          }
          // Personalizations.
          if (ref.leaf.personalization) addPersonalizations(tx, product, ref.leaf.personalization);
          // Comments and FAQ.
          if (index % 3 === 0) {
            const count = between(2, 12);
            for (let k = 0; k < count; k++) {
              const sample = data.commentTexts[(index + k) % data.commentTexts.length];
              tx.create(ProductCommentSchema, {
                product,
                customerId: null,
                customerName: data.commenters[(index + k) % data.commenters.length],
                title: sample.title,
                text: sample.text,
                rate: sample.rate,
                isNameDisplay: k % 4 !== 2,
                isApproved: true,
                createdAt: new Date(now - (index * 50 + k) * 86_400_000),
              });
            }
            tx.create(ProductCommentSchema, {
              product,
              customerName: "Onay Bekleyen",
              title: "Henüz onaylanmadı",
              text: "Bu yorum onay bekliyor ve gösterilmez.",
              rate: 1,
              isNameDisplay: true,
              isApproved: false,
              createdAt: new Date(now),
            });
          }
          if (index % 4 === 1) {
            data.faqs.slice(0, 2 + (index % 2)).forEach((faq, sort) => {
              for (const language of LANGS) {
                tx.create(ProductFaqSchema, { product, language, question: faq.question[language], answer: faq.answer[language], sort });
              }
            });
          }
          pair.push(product);
          list.push(product);
        }
        // The two colours of a model are each other's related-colour products.
        tx.create(ProductLinkSchema, { product: pair[0], kind: "colour", target: pair[1], sort: 1 });
        tx.create(ProductLinkSchema, { product: pair[1], kind: "colour", target: pair[0], sort: 1 });
      }
    }
    // Accessories: glasses with dinnerware sets, vases with sofas, pans with cookware sets.
    const accessories: [string, string][] = [
      ["yemek-takimlari", "bardaklar"],
      ["kanepeler", "vazolar"],
      ["tencere-setleri", "tavalar"],
      ["yataklar", "pamuklu-nevresim"],
    ];
    for (const [from, to] of accessories) {
      const targets = productsByLeaf.get(to)!;
      productsByLeaf.get(from)!.forEach((product, i) => {
        for (let k = 0; k < 3; k++) {
          tx.create(ProductLinkSchema, { product, kind: "accessory", target: targets[(i + k) % targets.length], sort: k + 1 });
        }
      });
    }

    // Showcases, campaigns, content pages, most-searched terms.
    data.showcases.forEach((s, index) => {
      const showcase = tx.create(ShowcaseSchema, { code: s.code, rule: s.rule, sort: index + 1, isActive: true });
      for (const language of LANGS) tx.create(ShowcaseTranslationSchema, { showcase, language, title: s.title[language] });
    });
    const day = 86_400_000;
    const textile = tx.create(CampaignSchema, { startsAt: new Date(now - 10 * day), endsAt: new Date(now + 365 * day), isActive: true, discountPercent: 15, discountAmountMinor: null, sort: 1 });
    addCampaignTexts(tx, textile, {
      tr: ["Ev Tekstilinde %15 İndirim", "Nevresim, perde, halı ve havlularda sepette %15 indirim."],
      en: ["15% off home textiles", "15% off duvet covers, curtains, rugs and towels in the cart."],
      ar: ["خصم 15% على المنسوجات المنزلية", "خصم 15% على أغطية اللحاف والستائر والسجاد والمناشف."],
    });
    tx.create(CampaignCategorySchema, { campaign: textile, category: categoriesBySlug.get("ev-tekstili")! });
    const kitchen = tx.create(CampaignSchema, { startsAt: new Date(now - 3 * day), endsAt: new Date(now + 365 * day), isActive: true, discountPercent: null, discountAmountMinor: 25_000, sort: 2 });
    addCampaignTexts(tx, kitchen, {
      tr: ["Mutfak Haftası: 250 TL İndirim", "Seçili tencere setlerinde 250 TL indirim."],
      en: ["Kitchen week: 250 TL off", "250 TL off selected cookware sets."],
      ar: ["أسبوع المطبخ: خصم 250 ليرة", "خصم 250 ليرة على أطقم قدور مختارة."],
    });
    for (const product of productsByLeaf.get("tencere-setleri")!.slice(0, 6)) tx.create(CampaignProductSchema, { campaign: kitchen, product });
    const ended = tx.create(CampaignSchema, { startsAt: new Date(now - 90 * day), endsAt: new Date(now - 30 * day), isActive: true, discountPercent: 30, discountAmountMinor: null, sort: 3 });
    addCampaignTexts(tx, ended, {
      tr: ["Kış İndirimi", "Sona erdi."],
      en: ["Winter sale", "Ended."],
      ar: ["تخفيضات الشتاء", "انتهت."],
    });
    tx.create(CampaignCategorySchema, { campaign: ended, category: categoriesBySlug.get("aydinlatma")! });

    data.contentPages.forEach((page, index) => {
      const entity = tx.create(ContentPageSchema, { code: page.code, type: page.type, sort: index + 1, isActive: true, updatedAt: new Date(now) });
      for (const language of LANGS) {
        tx.create(ContentPageTranslationSchema, {
          page: entity,
          language,
          title: page.title[language],
          seoLink: page.slug[language],
          seoTitle: page.title[language],
          seoDescription: page.title[language],
          content: page.content[language],
        });
        // The seeded wording is each page's version 1 (what the first orders and consents accept).
        tx.create(ContentPageVersionSchema, { page: entity, version: 1, language, title: page.title[language], content: page.content[language], createdAt: new Date(now) });
      }
    });
    const contentCategoryNames: Record<string, Record<(typeof LANGS)[number], string>> = {
      info: { tr: "Bilgi", en: "Information", ar: "معلومات" },
      policy: { tr: "Sözleşmeler ve politikalar", en: "Contracts and policies", ar: "العقود والسياسات" },
    };
    Object.entries(contentCategoryNames).forEach(([code, names], index) => {
      const category = tx.create(ContentCategorySchema, { code, sort: index + 1, isActive: true });
      for (const language of LANGS) tx.create(ContentCategoryTranslationSchema, { category, language, name: names[language] });
    });
    for (const [term, count] of data.mostSearched) tx.create(SearchTermSchema, { term, count, updatedAt: new Date(now) });

    await tx.flush();
    for (const [image, property] of variantImages) image.variant1Id = property.id;
    await tx.flush();
    await refreshProductDerived(tx);
    await refreshSearchDocuments(tx);
    // Every product went in with its own +1 rows, and the derived columns moved many of them again.
    await foldFacetTally(tx);
    return { seeded: true };
  });
}

type Tx = EntityManager;

function addCampaignTexts(tx: Tx, campaign: ReturnType<Tx["create"]>, texts: Record<(typeof LANGS)[number], [string, string]>) {
  for (const language of LANGS) {
    tx.create(CampaignTranslationSchema, { campaign: campaign as never, language, name: texts[language][0], description: texts[language][1] });
  }
}

const PERSONALIZATION_TEXTS = {
  embroidery: { tr: ["İsim İşleme", "Havlunun köşesine en fazla 12 harf işlenir."], en: ["Name embroidery", "Up to 12 letters embroidered on the corner."], ar: ["تطريز الاسم", "حتى 12 حرفاً تطرز على الزاوية."] },
  engraving: { tr: ["Gravür Metni", "Lazerle kazınacak metin (en fazla 20 karakter)."], en: ["Engraving text", "Text to be laser-engraved (up to 20 characters)."], ar: ["نص الحفر", "نص يحفر بالليزر (حتى 20 حرفاً)."] },
  gift: { tr: ["Hediye Notu", "Paketin içine eklenecek not."], en: ["Gift note", "A note added inside the package."], ar: ["بطاقة إهداء", "ملاحظة تضاف داخل الطرد."] },
  wrap: { tr: ["Hediye Paketi", "Paket seçimi"], en: ["Gift wrap", "Choose a wrapping"], ar: ["تغليف الهدية", "اختر التغليف"] },
} as const;

function addPersonalizations(tx: Tx, product: Product, kind: "engraving" | "embroidery" | "gift") {
  const add = (textKey: keyof typeof PERSONALIZATION_TEXTS, typeCode: "input" | "textarea" | "select", isRequired: boolean, priceMinor: number, sort: number) => {
    const personalization = tx.create(PersonalizationSchema, { product, typeCode, isRequired, isPriceFree: priceMinor === 0, priceMinor, sort });
    for (const language of LANGS) {
      const [name, description] = PERSONALIZATION_TEXTS[textKey][language];
      tx.create(PersonalizationTranslationSchema, { personalization, language, name, description });
    }
    return personalization;
  };
  if (kind === "embroidery") add("embroidery", "input", false, 4_990, 1);
  if (kind === "engraving") add("engraving", "input", true, 7_500, 1);
  if (kind === "gift") {
    add("gift", "textarea", false, 0, 1);
    const wrap = add("wrap", "select", false, 0, 2);
    const options: [data.T3, number][] = [
      [{ tr: "Standart paket", en: "Standard wrap", ar: "تغليف عادي" }, 0],
      [{ tr: "Kraft kutu", en: "Kraft box", ar: "علبة كرافت" }, 2_990],
      [{ tr: "Kurdeleli premium kutu", en: "Premium box with ribbon", ar: "علبة فاخرة بشريط" }, 5_990],
    ];
    options.forEach(([name, price], sort) => {
      const option = tx.create(PersonalizationOptionSchema, { personalization: wrap, isPriceFree: price === 0, priceMinor: price, image: null, sort });
      for (const language of LANGS) tx.create(PersonalizationOptionTranslationSchema, { option, language, name: name[language] });
    });
  }
}

