// The member's copy of what the shop holds about them (the personal-data law's right of access): the profile, the
// consent history, the address book, the orders with their lines and addresses, the reviews written, and the profile
// picture itself. One JSON document, readable by a person and by a program; nothing internal (password hash,
// sessions) is in it. New kinds of member data (favourites, stock alerts) belong here when their tables arrive.
import type { RequestScope } from "../../../core/context.js";
import { rows, sql } from "../../../core/database.js";
import type { MediaStore } from "../../../core/media-store.js";
import type { MemberAddresses } from "./member-addresses.js";
import { customerDatabase as db } from "../customer.database.js";
import { getCustomerProfile } from "../customer.service.js";
import { profileImageFile } from "./profile-image.service.js";

const withoutTypename = (address: object) => Object.fromEntries(Object.entries(address).filter(([key]) => key !== "__typename"));

async function orders(scope: RequestScope, customerId: number) {
  const memberOrders = () => db.selectFrom("shop_order").where("shopper_kind", "=", sql.lit("customer")).where("shopper_id", "=", customerId);
  const placed = await rows(
    scope.em,
    memberOrders()
      .select([
        "id",
        "code",
        "status",
        "payment_code",
        "currency_code",
        "grand_total_minor",
        "email",
        "phone",
        "first_name",
        "last_name",
        "invoice_address",
        "delivery_address",
        "cargo_name",
        "cargo_tracking_code",
        "is_gift",
        "gift_note",
        "general_note",
        "coupon_code",
        "created_at",
      ])
      .orderBy("id"),
  );
  if (!placed.length) return [];
  const lines = await rows(
    scope.em,
    db
      .selectFrom("order_line")
      .select(["order_id", "title", "variant_names", "quantity", "unit_price_minor", "line_total_minor", "personalizations"])
      .where("order_id", "in", memberOrders().select("id"))
      .orderBy("id"),
  );
  return placed.map((o) => ({
    number: o.code,
    placedAt: o.created_at.toISOString(),
    status: o.status,
    payment: o.payment_code,
    currency: o.currency_code,
    totalMinorUnits: o.grand_total_minor,
    contact: { email: o.email, phone: o.phone, firstName: o.first_name, lastName: o.last_name },
    invoiceAddress: o.invoice_address,
    deliveryAddress: o.delivery_address,
    cargo: o.cargo_name ? { name: o.cargo_name, trackingCode: o.cargo_tracking_code } : null,
    gift: o.is_gift ? { note: o.gift_note } : null,
    note: o.general_note || null,
    couponCode: o.coupon_code,
    lines: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        product: l.title,
        variants: l.variant_names,
        quantity: l.quantity,
        unitPriceMinorUnits: l.unit_price_minor,
        totalMinorUnits: l.line_total_minor,
        personalizations: l.personalizations,
      })),
  }));
}

/** Everything about the member, as the JSON text they download. */
export async function myData(scope: RequestScope, media: MediaStore, addressBook: MemberAddresses | undefined, customerId: number): Promise<string | null> {
  const profile = await getCustomerProfile(scope.em, customerId);
  if (!profile) return null;
  const [consents, addresses, orderList, reviews] = await Promise.all([
    rows(scope.em, db.selectFrom("customer_consent").select(["kind", "accepted", "text_version", "client_ip", "created_at"]).where("customer_id", "=", customerId).orderBy("id")),
    addressBook?.list(scope, customerId) ?? [],
    orders(scope, customerId),
    rows(
      scope.em,
      db
        .selectFrom("product_comment")
        .select(["product_id", "title", "text", "rate", "is_name_display", "is_approved", "created_at"])
        .where("customer_id", "=", customerId)
        .orderBy("id"),
    ),
  ]);
  const picture = profile.imagePath ? await media.read(profileImageFile(profile.imagePath)) : null;
  const { imagePath: _file, ...details } = profile;
  const document = {
    exportedAt: new Date().toISOString(),
    profile: { ...details, profilePicture: picture ? `data:image/jpeg;base64,${Buffer.from(picture).toString("base64")}` : null },
    consents: consents.map((c) => ({
      kind: c.kind,
      accepted: c.accepted,
      textVersion: c.text_version,
      fromAddress: c.client_ip,
      at: c.created_at.toISOString(),
    })),
    addresses: addresses.map(withoutTypename),
    orders: orderList,
    reviews: reviews.map((r) => ({
      productId: r.product_id,
      title: r.title,
      text: r.text,
      rating: r.rate,
      nameShown: r.is_name_display,
      approved: r.is_approved,
      at: r.created_at.toISOString(),
    })),
  };
  return JSON.stringify(document, null, 2);
}
