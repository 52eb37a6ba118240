// The peer's catalogue: Vendure's own sample shop (54 products, 9 collections, from @vendure/create) plus 96
// generated apparel products, each in 3 colours × 3 sizes, in three more collections — 150 products and 952
// variants, close to the shop's demo size. Writes data/initial-data.json, data/products.csv and data/images/.
const fs = require("node:fs");
const path = require("node:path");

const assets = path.join(__dirname, "node_modules", "@vendure", "create", "assets");
const data = path.join(__dirname, "data");
fs.mkdirSync(data, { recursive: true });
fs.cpSync(path.join(assets, "images"), path.join(data, "images"), { recursive: true });

const initial = JSON.parse(fs.readFileSync(path.join(assets, "initial-data.json"), "utf8"));
const byFacet = (name, image, parentName) => ({
  name,
  filters: [{ code: "facet-value-filter", args: { facetValueNames: [name], containsAny: false } }],
  assetPaths: [image],
  ...(parentName ? { parentName } : {}),
});
const images = fs.readdirSync(path.join(data, "images")).sort();
initial.collections.push(byFacet("Clothing", images[0]), byFacet("Tops", images[1], "Clothing"), byFacet("Outerwear", images[2], "Clothing"));
fs.writeFileSync(path.join(data, "initial-data.json"), JSON.stringify(initial, null, 2));

const cell = (value) => (/[",|\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const colours = ["Black", "White", "Navy", "Red", "Green", "Grey", "Blue", "Olive", "Beige", "Burgundy"];
const brands = ["Northwind", "Acme Apparel", "Bluebird", "Tidewater", "Summit", "Fernway"];
const styles = ["Classic", "Organic", "Slim", "Relaxed", "Heritage", "Urban"];
const kinds = {
  Tops: ["T-Shirt", "Polo Shirt", "Oxford Shirt", "Henley", "Tank Top", "Long Sleeve Tee", "Flannel Shirt", "Linen Shirt"],
  Outerwear: ["Rain Jacket", "Hoodie", "Fleece Jacket", "Puffer Jacket", "Denim Jacket", "Windbreaker", "Parka", "Zip Sweatshirt"],
};
const rows = [];
let count = 0;
for (const [category, names] of Object.entries(kinds)) {
  for (const kind of names) {
    for (const style of styles) {
      count++;
      const name = `${style} ${kind}`;
      const brand = brands[count % brands.length];
      const basePrice = (category === "Tops" ? 19 : 59) + (count % 7) * 5 + 0.99;
      const productColours = [0, 3, 6].map((step) => colours[(count + step) % colours.length]);
      let first = true;
      for (const colour of productColours) {
        for (const size of ["S", "M", "L"]) {
          const head = first
            ? [name, name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), `${name} by ${brand}: an everyday ${kind.toLowerCase()} in three colours and three sizes.`,
               images[count % images.length], `category:Clothing|category:${category}|brand:${brand}`, "colour|size"]
            : ["", "", "", "", "", ""];
          const sku = `AP${String(count).padStart(3, "0")}-${colour.slice(0, 3).toUpperCase()}-${size}`;
          const price = (basePrice + (size === "L" ? 2 : 0)).toFixed(2);
          rows.push([...head, `${colour}|${size}`, sku, price, "standard", "100", "", "", `colour:${colour}`].map(cell).join(","));
          first = false;
        }
      }
    }
  }
}
const sampleCsv = fs.readFileSync(path.join(assets, "products.csv"), "utf8").trimEnd();
fs.writeFileSync(path.join(data, "products.csv"), `${sampleCsv}\n${rows.join("\n")}\n`);
console.log(`peer data: the Vendure sample plus ${count} apparel products (${rows.length} variants)`);
