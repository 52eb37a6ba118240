// The body of iyzico's 3-D Secure initialize call. iyzico checks that the basket items' prices add up to `price`
// exactly, so the approved total is shared out over the lines (basket-shares.ts), and lines that end at zero are left
// out (iyzico refuses an item priced 0). `paidPrice` is what the card is charged: the total
// plus the installment interest. The buyer's identity number is the invoice's TCKN when the shopper gave one, else
// the placeholder iyzico documents for shops that do not collect it.
import type { CheckedCard } from "../../../../../shared/card.js";
import type { CardCharge, CardChargeAddress, CardChargeDetails } from "../../card-provider.js";
import { shareTotal } from "../../basket-shares.js";
import { formatPrice } from "./signing.js";

export const PLACEHOLDER_IDENTITY_NUMBER = "11111111111";


const LOCALES = new Set(["tr", "en"]);

const address = (a: CardChargeAddress) => ({ contactName: a.contactName, city: a.city, country: a.country, address: a.address, zipCode: a.zipCode });

export function initializeRequest(card: CheckedCard, charge: CardCharge, details: CardChargeDetails, callbackUrl: string): Record<string, unknown> {
  const identity =
    details.buyer.identityNumber && /^[1-9]\d{10}$/.test(details.buyer.identityNumber) ? details.buyer.identityNumber : PLACEHOLDER_IDENTITY_NUMBER;
  const invoice = details.invoiceAddress;
  return {
    locale: LOCALES.has(charge.language) ? charge.language : "en",
    conversationId: charge.reference,
    price: formatPrice(details.totalMinor),
    paidPrice: formatPrice(charge.amountMinor),
    installment: charge.installmentCount,
    paymentChannel: "WEB",
    basketId: charge.reference,
    paymentGroup: "PRODUCT",
    paymentCard: {
      cardHolderName: card.holder,
      cardNumber: card.number,
      expireMonth: String(card.expiryMonth).padStart(2, "0"),
      expireYear: String(card.expiryYear),
      cvc: card.cvv,
      registerCard: 0,
    },
    buyer: {
      id: details.buyer.id,
      name: details.buyer.firstName,
      surname: details.buyer.lastName,
      gsmNumber: details.buyer.phone,
      email: details.buyer.email,
      identityNumber: identity,
      registrationAddress: invoice.address,
      ip: details.buyer.ip ?? "127.0.0.1",
      city: invoice.city,
      country: invoice.country,
      zipCode: invoice.zipCode,
    },
    shippingAddress: address(details.deliveryAddress),
    billingAddress: address(invoice),
    basketItems: shareTotal(details.totalMinor, details.items).map((item) => ({
      id: item.id,
      name: item.name,
      category1: "Genel",
      itemType: "PHYSICAL",
      price: formatPrice(item.priceMinor),
    })),
    currency: charge.currencyCode === "TRY" ? "TRY" : charge.currencyCode,
    callbackUrl,
  };
}
