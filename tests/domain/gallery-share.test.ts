import { describe, expect, it } from "vitest";
import { magnifierGlassSize, magnifierView } from "../../app/domain/magnifier";
import { SHARE_NETWORKS, shareUrl } from "../../app/domain/share-links";

describe("magnifier glass (30 % of the smaller side, 100–300 px)", () => {
  it("is 30 % of the smaller side", () => {
    expect(magnifierGlassSize(600, 500)).toBe(150);
  });
  it("is at least 100 px and at most 300 px", () => {
    expect(magnifierGlassSize(300, 200)).toBe(100);
    expect(magnifierGlassSize(1400, 1200)).toBe(300);
  });
  it("keeps the glass inside the image and centres the zoom on the pointer", () => {
    const view = magnifierView(0, 0, 600, 500, 2);
    expect(view).toMatchObject({ size: 150, left: 0, top: 0, backgroundWidth: 1200 });
    const centre = magnifierView(300, 250, 600, 500, 2);
    expect(centre).toMatchObject({ left: 225, top: 175, backgroundX: -525, backgroundY: -425 });
  });
});

describe("share links", () => {
  it("covers twelve networks, each with the URL encoded", () => {
    expect(SHARE_NETWORKS).toHaveLength(12);
    const url = "https://shop.example/en/koltuk-takimi?p1=1&p2=2";
    for (const network of SHARE_NETWORKS) {
      const link = shareUrl(network, url, "Koltuk & Sehpa");
      expect(link, network).toContain(encodeURIComponent(url));
      expect(link, network).not.toContain("?p1=1&p2");
    }
  });
});
