// Test data a test states for itself: each factory makes exactly the rows asked for, with unique names, and returns
// their ids and links. Catalogue and promotion rows are written through the ORM; shoppers, carts, addresses and
// orders go through the shop's own GraphQL API, so they are what a storefront would have made.
export { createBrand, createCategory, createProduct, type ProductFixture, type ProductSpec } from "./factories/catalog.js";
export { memberInput, registerMember, REGISTER, type Member } from "./factories/member.js";
export { createOrder, type OrderSpec } from "./factories/order.js";
export { confirmContactPhone, lastCodeTo } from "./factories/phone-code.js";
export { createCampaign, createCoupon, type CampaignSpec, type CouponSpec } from "./factories/promotions.js";
export {
  addressInput,
  bearer,
  createAddress,
  DEFAULT_CONTACT,
  guestWithCart,
  istanbul,
  newGuest,
  readyForCheckout,
  setContact,
  shopperWithCart,
} from "./factories/shopper.js";
export { uniqueCode, uniqueSlug } from "./factories/unique.js";
