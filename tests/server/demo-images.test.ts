// The seeded demo shop's pictures: every product shows the drawing of its own type (read from the catalogue data,
// so a product that fell back to another type's picture fails) in its own colour, and each image bound to a colour
// variant shows that variant's colour; every image file is served; every category has a picture that is served as an
// image.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as data from "../../graphql-server/seed/demo-catalogue-data.js";
import { DRAWINGS, drawingSvg, type Drawing } from "../../graphql-server/seed/drawings/index.js";
import { demoImageSpecs, demoLeaves } from "../../graphql-server/seed/demo-pictures.js";
import { ensureDemoImages, type Drawer } from "../../graphql-server/seed/demo-images.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

interface ImageRow {
  product_id: number;
  name: string;
  category: string;
  small: string | null;
  medium: string | null;
  big: string | null;
  variant_colour: string | null;
}

const sql = async <T>(query: string): Promise<T[]> => t.orm.em.fork().getConnection().execute<T[]>(query);

/** `/media/demo/<drawing>-<colour code>-<hash>-<size>.jpg` → drawing and colour code. */
function pictured(path: string): { drawing: string; colourCode: string } {
  const match = /^\/media\/demo\/([a-zA-Z]+)-([a-z]+)-[0-9a-f]{8}-\d+\.jpg$/.exec(path);
  expect(match, path).not.toBeNull();
  return { drawing: match![1], colourCode: match![2] };
}

const drawingOfCategory = new Map(demoLeaves().map(({ node, leaf }) => [node.slug.tr, leaf.drawing]));
const colourByCode = new Map(data.colours.map((c) => [c.code, c]));

/** HEAD is enough to know the file is there and typed as an image, without moving every byte. */
async function served(path: string, shop = t): Promise<void> {
  const res = await fetch(`${shop.baseUrl}${path}`, { method: "HEAD" });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type"), path).toMatch(/^image\/jpeg/);
  expect(Number(res.headers.get("content-length")), path).toBeGreaterThan(500);
}

describe("demo images", () => {
  it("has a distinct drawing for every product type", () => {
    const pictures = new Set(Object.keys(DRAWINGS).map((d) => drawingSvg(d as Drawing, "#808080")));
    expect(pictures.size).toBe(Object.keys(DRAWINGS).length);
  });

  it("pictures every product by its type in its colour, each colour-variant image in the variant's colour", async () => {
    const rows = await sql<ImageRow>(`select p.id as product_id, p.name, ct.seo_link as category, i.small, i.medium, i.big, v.colour as variant_colour
      from product p
      join category_translation ct on ct.category_id = p.category_id and ct.language = 'tr'
      left join product_image i on i.product_id = p.id
      left join property v on v.id = i.variant1_id
      order by p.id, i.sort`);
    expect(new Set(rows.map((r) => r.product_id)).size).toBeGreaterThanOrEqual(150);
    const seen = new Set<number>();
    for (const row of rows) {
      const expected = drawingOfCategory.get(row.category);
      expect(expected, `category ${row.category} of ${row.name}`).toBeDefined();
      expect(row.small, `${row.name} has no image`).not.toBeNull();
      for (const path of [row.small!, row.medium!, row.big!]) expect(pictured(path).drawing, row.name).toBe(expected);
      const colour = colourByCode.get(pictured(row.small!).colourCode);
      expect(colour, row.small!).toBeDefined();
      // The first image shows the product's own colour, which its name ends with.
      if (!seen.has(row.product_id)) expect(row.name.endsWith(` ${colour!.name.tr}`), `${row.name}: ${row.small}`).toBe(true);
      if (row.variant_colour) expect(colour!.hex, `${row.name}: ${row.small}`).toBe(row.variant_colour);
      seen.add(row.product_id);
    }
    // Products with colour variants show more than one colour.
    expect(rows.some((r) => r.variant_colour !== null)).toBe(true);
  });

  it("serves every product picture", async () => {
    const rows = await sql<{ small: string; medium: string; big: string }>(`select distinct small, medium, big from product_image`);
    for (const { small, medium, big } of rows) {
      // The three sizes are one drawing's files (catalogue.test.ts fetches all three of one product).
      expect([small.replace("-150.jpg", ""), big.replace("-1200.jpg", "")]).toEqual([medium.replace("-600.jpg", ""), medium.replace("-600.jpg", "")]);
    }
    await Promise.all(rows.map((r) => served(r.medium)));
  });

  it("gives every category a picture of its type and serves it as an image", async () => {
    type Node = { seoLink: string; image: string | null; children: Node[] };
    const result = await t.exec<{ categoryTree: Node[] }>(
      `{ categoryTree(language: "tr") { seoLink image children { seoLink image children { seoLink image children { seoLink image } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const all: Node[] = [];
    const walk = (nodes: Node[]) => nodes.forEach((n) => (all.push(n), walk(n.children ?? [])));
    walk(result.data!.categoryTree);
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const category of all) {
      expect(category.image, category.seoLink).not.toBeNull();
      const leafDrawing = drawingOfCategory.get(category.seoLink);
      if (leafDrawing) expect(pictured(category.image!).drawing).toBe(leafDrawing);
    }
    await Promise.all(all.map((c) => served(c.image!)));
  });

  it("answers on a first start while its images are drawn, and holds an image request until the image is there", async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), "shop-media-"));
    const first = await startTestShop({ mediaDir });
    try {
      // Asked at once: on an empty folder the drawing takes seconds and is still under way.
      const [{ big }] = await first.orm.em.fork().getConnection().execute<{ big: string }[]>(`select big from product_image order by id desc limit 1`);
      await served(big, first);
    } finally {
      await first.close();
    }
    // Closing waited for the drawing: every picture is there.
    expect(readdirSync(join(mediaDir, "demo")).filter((name) => name.endsWith(".jpg")).length).toBeGreaterThan(150);
    rmSync(mediaDir, { recursive: true, force: true });
  });

  // The production server draws in a process of its own (its threads' memory leaves with it); here the same drawer
  // runs from its source.
  const sourceDrawer: Drawer = { script: "graphql-server/seed/demo-images-drawer.ts", execArgv: ["--import", "tsx"] };

  it("draws in a drawer process that exits, the same files as in the process itself", async () => {
    const specs = demoImageSpecs().slice(0, 3);
    const [inProcess, inDrawer] = [mkdtempSync(join(tmpdir(), "shop-media-")), mkdtempSync(join(tmpdir(), "shop-media-"))];
    try {
      const drawn = await ensureDemoImages(inDrawer, specs, sourceDrawer);
      expect(drawn).toBeGreaterThan(0);
      expect(await ensureDemoImages(inProcess, specs, undefined)).toBe(drawn);
      const files = (dir: string) => readdirSync(join(dir, "demo")).sort();
      expect(files(inDrawer)).toEqual(files(inProcess));
      expect(files(inDrawer).every((name) => name.endsWith(".jpg"))).toBe(true);
      // Everything present: nothing to draw, no drawer started.
      expect(await ensureDemoImages(inDrawer, specs, { script: "no-such-drawer.cjs" })).toBe(0);
    } finally {
      for (const dir of [inProcess, inDrawer]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports a drawer that could not draw", async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), "shop-media-"));
    try {
      const unknownDrawing = { key: "nothing-x-00000000", drawing: "nothing" as Drawing, colour: "#000000" };
      await expect(ensureDemoImages(mediaDir, [unknownDrawing], sourceDrawer)).rejects.toThrow(/demo image drawer stopped/);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
