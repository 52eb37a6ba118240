// The member's copy of what the shop holds about them (the personal-data law's right of access): the profile, the
// consent history, the address book, the orders with their lines and addresses, the reviews written, and the profile
// picture itself. One JSON document, readable by a person and by a program; nothing internal (password hash,
// sessions) is in it. New kinds of member data (favourites, stock alerts) belong here when their tables arrive.
import type { RequestScope } from "../../core/context.js";
import { iso, num, sql, str } from "../../core/db.js";
import type { MediaStore } from "../../core/media-store.js";
import type { MemberAddresses } from "./member-addresses.js";
import { getCustomerProfile } from "./customer.service.js";
import { profileImageFile } from "./profile-image.service.js";

const withoutTypename = (address: object) => Object.fromEntries(Object.entries(address).filter(([key]) => key !== "__typename"));

async function orders(scope: RequestScope, customerId: number) {
  const rows = await sql(
    scope.em,
    `select id, code, status, payment_code, currency_code, grand_total_minor, email, phone, first_name, last_name, invoice_address,
            delivery_address, cargo_name, cargo_tracking_code, is_gift, gift_note, general_note, coupon_code, created_at
       from shop_order where shopper_kind = 'customer' and shopper_id = ? order by id`,
    [customerId],
  );
  if (!rows.length) return [];
  const lines = await sql(
    scope.em,
    `select order_id, title, variant_names, quantity, unit_price_minor, line_total_minor, personalizations from order_line
      where order_id in (select id from shop_order where shopper_kind = 'customer' and shopper_id = ?) order by id`,
    [customerId],
  );
  return rows.map((o) => ({
    number: str(o.code),
    placedAt: iso(o.created_at),
    status: str(o.status),
    payment: str(o.payment_code),
    currency: str(o.currency_code),
    totalMinorUnits: num(o.grand_total_minor),
    contact: { email: str(o.email), phone: str(o.phone), firstName: str(o.first_name), lastName: str(o.last_name) },
    invoiceAddress: o.invoice_address,
    deliveryAddress: o.delivery_address,
    cargo: o.cargo_name ? { name: str(o.cargo_name), trackingCode: o.cargo_tracking_code ?? null } : null,
    gift: o.is_gift === true ? { note: str(o.gift_note) } : null,
    note: str(o.general_note) || null,
    couponCode: o.coupon_code ?? null,
    lines: lines
      .filter((l) => num(l.order_id) === num(o.id))
      .map((l) => ({
        product: str(l.title),
        variants: l.variant_names,
        quantity: num(l.quantity),
        unitPriceMinorUnits: num(l.unit_price_minor),
        totalMinorUnits: num(l.line_total_minor),
        personalizations: l.personalizations,
      })),
  }));
}

/** Everything about the member, as the JSON text they download. */
export async function myData(scope: RequestScope, media: MediaStore, addressBook: MemberAddresses | undefined, customerId: number): Promise<string | null> {
  const profile = await getCustomerProfile(scope.em, customerId);
  if (!profile) return null;
  const [consents, addresses, orderList, reviews] = await Promise.all([
    sql(scope.em, `select kind, accepted, text_version, client_ip, created_at from customer_consent where customer_id = ? order by id`, [customerId]),
    addressBook?.list(scope, customerId) ?? [],
    orders(scope, customerId),
    sql(scope.em, `select product_id, title, text, rate, is_name_display, is_approved, created_at from product_comment where customer_id = ? order by id`, [customerId]),
  ]);
  const picture = profile.imagePath ? await media.read(profileImageFile(profile.imagePath)) : null;
  const { imagePath: _file, ...details } = profile;
  const document = {
    exportedAt: new Date().toISOString(),
    profile: { ...details, profilePicture: picture ? `data:image/jpeg;base64,${Buffer.from(picture).toString("base64")}` : null },
    consents: consents.map((c) => ({
      kind: str(c.kind),
      accepted: c.accepted === true,
      textVersion: str(c.text_version),
      fromAddress: c.client_ip ?? null,
      at: iso(c.created_at),
    })),
    addresses: addresses.map(withoutTypename),
    orders: orderList,
    reviews: reviews.map((r) => ({
      productId: num(r.product_id),
      title: str(r.title),
      text: str(r.text),
      rating: num(r.rate),
      nameShown: r.is_name_display === true,
      approved: r.is_approved === true,
      at: iso(r.created_at),
    })),
  };
  return JSON.stringify(document, null, 2);
}
