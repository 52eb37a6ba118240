// The product as a shopper sees it: the product page, the card every list shows (its columns and row mapping are
// the listing's page too), the campaign prices a shown price includes, and the product feed's pages.
export { CARD_COLUMNS, CARD_JOINS, cardFromRow, cardsByIds, productImage, priceBlock, type CardRow, type DisplayCurrency } from "./cards.js";
export { campaignPrice, campaignsFor, toCampaignDto, type PriceCampaign, type PriceCampaigns } from "./price-campaigns.js";
export { getProduct, productComments, productFaq, productsByIds, sameProducts, type ProductDto } from "./product.service.js";
export { feedItems, type FeedItem } from "./product-feed.js";
