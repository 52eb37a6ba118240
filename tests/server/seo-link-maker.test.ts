import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEO_LINK_MAX, slugify } from "../../graphql-server/core/admin-records";
import { isSeoLink } from "../../graphql-server/modules/catalog/admin/product-admin.input";

// Every record that makes its seo link from a title (products, categories, brands, content pages, the demo data)
// uses this one maker, so a title gives the same link whichever editor stored it.
describe("the seo link made from a title", () => {
  it.each([
    ["Çocuk Odası", "cocuk-odasi"],
    ["İSTANBUL Işık Üçlü Şişe", "istanbul-isik-uclu-sise"],
    ["Café déjà vu", "cafe-deja-vu"],
    ["  --Nordik // Koltuk--  ", "nordik-koltuk"],
    ["غرفة النوم", "غرفة-النوم"],
    // A letter with a hamza stays that letter; short-vowel marks go.
    ["أريكة مُريحة", "أريكة-مريحة"],
    ["مصباح ٣ قطع", "مصباح-٣-قطع"],
    ["!!! ---", ""],
  ])("%s → %s", (title, link) => {
    expect(slugify(title)).toBe(link);
  });

  it("is empty or a link an admin could have typed, at most the longest link, and the same when made again", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (title) => {
        const link = slugify(title);
        expect(link === "" || isSeoLink(link)).toBe(true);
        expect(link.length).toBeLessThanOrEqual(SEO_LINK_MAX);
        expect(slugify(link)).toBe(link);
      }),
      { numRuns: 2000 },
    );
  });
});
