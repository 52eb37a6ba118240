// Which picture each demo product and category shows. Pure: the seed uses it to write image paths, and the start
// uses it to draw exactly those images (and no others) while the database boots.
import * as data from "./demo-catalogue-data.js";
import { demoImageSpec, type DemoImageSpec } from "./demo-images.js";
import type { Drawing } from "./drawings/index.js";

export interface DemoLeaf {
  node: data.CategorySeed;
  leaf: NonNullable<data.CategorySeed["leaf"]>;
  /** From the department down to the leaf itself. */
  path: data.CategorySeed[];
}

/** Leaf categories in seeding order (depth first). */
export function demoLeaves(): DemoLeaf[] {
  return demoCategoryPaths().flatMap((path) => {
    const node = path[path.length - 1];
    return node.leaf ? [{ node, leaf: node.leaf, path }] : [];
  });
}

/** Products per leaf: models × colours per model. */
export const MODELS_PER_LEAF = 4;
export const COLOURS_PER_MODEL = 2;

/** The colour of the c-th colour of model m in the leaf-th leaf: neighbouring leaves start at different colours. */
export const productColour = (leafIndex: number, model: number, c: number): data.Colour =>
  data.colours[(model * COLOURS_PER_MODEL + c + leafIndex) % data.colours.length];

/**
 * The colours a product's images show, first its own. A product with colour variants shows each variant colour
 * (the images are bound to those variants); any other product is pictured once, in its own colour.
 */
export function productImageColours(leaf: DemoLeaf["leaf"], colour: data.Colour): data.Colour[] {
  if (leaf.variants === "none") return [colour];
  return [colour, data.colours[(data.colours.indexOf(colour) + 3) % data.colours.length]];
}

/** The variant colours of a product (none when it has no colour variants). */
export const variantColours = (leaf: DemoLeaf["leaf"], colour: data.Colour): data.Colour[] =>
  leaf.variants === "none" ? [] : productImageColours(leaf, colour);

const colourByCode = new Map(data.colours.map((c) => [c.code, c]));
const FALLBACK_COLOUR = data.colours[0];

/** A category's picture: its own drawing (a leaf) or a typical child's, in the nearest colour set on its path. */
export function categoryPicture(path: data.CategorySeed[]): { drawing: Drawing; colour: data.Colour } {
  const node = path[path.length - 1];
  const drawing = node.leaf?.drawing ?? node.picture?.drawing;
  if (!drawing) throw new Error(`demo category ${node.slug.tr} has neither products nor a picture`);
  const code = [...path].reverse().find((n) => n.picture?.colour)?.picture?.colour;
  return { drawing, colour: (code && colourByCode.get(code)) || FALLBACK_COLOUR };
}

const specs = new Map<string, DemoImageSpec>();
/** The image spec of a drawing in a catalogue colour (memoised: hashing the picture is not free). */
export function pictureSpec(drawing: Drawing, colour: data.Colour, closeUp = false): DemoImageSpec {
  const id = `${drawing}|${colour.code}|${closeUp}`;
  let spec = specs.get(id);
  if (!spec) specs.set(id, (spec = demoImageSpec(drawing, colour.code, colour.hex, closeUp)));
  return spec;
}

/** The image spec of a category (a close-up of its picture). */
export function categoryImageSpec(path: data.CategorySeed[]): DemoImageSpec {
  const { drawing, colour } = categoryPicture(path);
  return pictureSpec(drawing, colour, true);
}

/** Every category with its path (depth first, the seeding order). */
export function demoCategoryPaths(): data.CategorySeed[][] {
  const paths: data.CategorySeed[][] = [];
  const walk = (nodes: data.CategorySeed[], path: data.CategorySeed[]) => {
    for (const node of nodes) {
      paths.push([...path, node]);
      walk(node.children ?? [], [...path, node]);
    }
  };
  walk(data.categoryTree, []);
  return paths;
}

/** Every image the demo catalogue shows, each once. */
export function demoImageSpecs(): DemoImageSpec[] {
  const all = new Map<string, DemoImageSpec>();
  const add = (spec: DemoImageSpec) => all.set(spec.key, spec);
  demoLeaves().forEach(({ leaf }, leafIndex) => {
    for (let model = 0; model < MODELS_PER_LEAF; model++) {
      for (let c = 0; c < COLOURS_PER_MODEL; c++) {
        for (const colour of productImageColours(leaf, productColour(leafIndex, model, c))) add(pictureSpec(leaf.drawing, colour));
      }
    }
  });
  for (const path of demoCategoryPaths()) add(categoryImageSpec(path));
  return [...all.values()];
}
