// /api/v1 admin routes of variant properties in the legacy snake_case shapes: property categories (list, add,
// update, one language's name) and their values (list by category, the names per language, add, update, one
// language's name, delete). Each route runs an admin GraphQL field, which checks the role.
import { z } from "zod";
import { ADMIN_FAILURES, ADMIN_REFUSAL, adminReply, legacyLanguageEntries } from "../../../core/admin-rest.js";
import { defineRoute, RestInputError, type RestRoute } from "../../../core/rest.js";
import { firstGiven, legacyBody, legacyFlag, legacyObject, legacyText, pathId, positiveId, wholeNumber } from "../../../core/rest-input.js";
import type { AdminName, AdminProperty, AdminPropertyCategory } from "../../../generated/resolvers-types.js";

const NAME = { language: legacyText(8), name: legacyText(50_000) };

const propertyBody = legacyBody(
  () => ({ ...NAME, id: positiveId, property_category_id: positiveId, sort: wholeNumber, colour: legacyText(50_000), is_colour: legacyFlag, languages: z.array(legacyObject(NAME)).max(3).nullish() }),
  (b) => ({
    ...b,
    id: firstGiven(b, "id", "property_id"),
    property_category_id: firstGiven(b, "property_category_id", "category_id"),
    name: firstGiven(b, "name", "title"),
    colour: firstGiven(b, "colour", "color"),
  }),
);
type PropertyBody = z.infer<typeof propertyBody>;

const names = (body: PropertyBody) => legacyLanguageEntries(body, (f, language) => (f.name === undefined ? null : { language, name: f.name }));
const legacyNames = (list: AdminName[]) => list.map((n) => ({ language: n.language, name: n.name }));

const CATEGORY_FIELDS = "id sort isColour name names { language name } propertyCount";
const PROPERTY_FIELDS = "id propertyCategoryId sort colour name names { language name } subProductCount";

const legacyCategory = (c: AdminPropertyCategory) => ({
  id: c.id,
  property_category_id: c.id,
  property_category_name: c.name,
  sort: c.sort,
  is_colour: c.isColour,
  property_count: c.propertyCount,
  languages: legacyNames(c.names),
});

const legacyProperty = (p: AdminProperty) => ({
  id: p.id,
  property_id: p.id,
  property_name: p.name,
  property_category_id: p.propertyCategoryId,
  sort: p.sort,
  colour: p.colour ?? null,
  sub_product_count: p.subProductCount,
  languages: legacyNames(p.names),
});

const SAVE_CATEGORY = `mutation RestSaveAdminPropertyCategory($input: AdminPropertyCategoryInput!, $language: String) {
  saveAdminPropertyCategory(input: $input, language: $language) { __typename ... on AdminPropertyCategory { ${CATEGORY_FIELDS} } ${ADMIN_FAILURES} } }`;
const SAVE_PROPERTY = `mutation RestSaveAdminProperty($input: AdminPropertyInput!, $language: String) {
  saveAdminProperty(input: $input, language: $language) { __typename ... on AdminProperty { ${PROPERTY_FIELDS} } ${ADMIN_FAILURES} } }`;

type CategorySaved = { saveAdminPropertyCategory: AdminPropertyCategory };
type PropertySaved = { saveAdminProperty: AdminProperty };

const idOf = (body: PropertyBody) => {
  if (!body.id) throw new RestInputError("id");
  return body.id;
};

const categoryInput = (body: PropertyBody, id: number | null) => ({ id, sort: body.sort ?? undefined, isColour: body.is_colour ?? undefined, names: names(body) });
const propertyInput = (body: PropertyBody, id: number | null) => ({
  id,
  propertyCategoryId: body.property_category_id ?? undefined,
  sort: body.sort ?? undefined,
  colour: body.colour,
  names: names(body),
});

/** A save route: `kind` picks the document and the reply, `input` reads the body. */
function saveRoute(path: string, kind: "category" | "property", okCode: string, input: (body: PropertyBody) => Record<string, unknown>): RestRoute {
  return kind === "category"
    ? defineRoute({
        method: "POST",
        path,
        access: "admin",
        body: propertyBody,
        document: SAVE_CATEGORY,
        variables: ({ body }, { language }) => ({ language, input: input(body) }),
        reply: (data: CategorySaved) => adminReply(data.saveAdminPropertyCategory, okCode, legacyCategory),
      })
    : defineRoute({
        method: "POST",
        path,
        access: "admin",
        body: propertyBody,
        document: SAVE_PROPERTY,
        variables: ({ body }, { language }) => ({ language, input: input(body) }),
        reply: (data: PropertySaved) => adminReply(data.saveAdminProperty, okCode, legacyProperty),
      });
}

export const propertyAdminRoutes: RestRoute[] = [
  /** GET /api/v1/property/getAllPropertyCategory?language — admin: 200 {success, response:[{id, property_category_name, sort, is_colour, property_count, languages:[{language, name}]}]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/property/getAllPropertyCategory",
    access: "admin",
    document: `query RestAdminPropertyCategories($language: String) { adminPropertyCategories(language: $language) { ${CATEGORY_FIELDS} } }`,
    variables: (_v, { language }) => ({ language }),
    reply: (data: { adminPropertyCategories: AdminPropertyCategory[] }) => ({ body: { success: true, response: data.adminPropertyCategories.map(legacyCategory) } }),
  }),
  /** GET /api/v1/property/getAllPropertyByCategoryId/{id}?language — admin: a category's values, 200 {success, response:[{id, property_name, property_category_id, sort, colour, sub_product_count, languages}]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/property/getAllPropertyByCategoryId/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `query RestAdminProperties($id: Int!, $language: String) { adminProperties(propertyCategoryId: $id, language: $language) { ${PROPERTY_FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: { adminProperties: AdminProperty[] }) => ({ body: { success: true, response: data.adminProperties.map(legacyProperty) } }),
  }),
  /** GET /api/v1/property/getPropertyLanguages/{id} — admin: a value's names, 200 {success, response:[{language, name}]}; 404 unknown. */
  defineRoute({
    method: "GET",
    path: "/api/v1/property/getPropertyLanguages/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `query RestAdminPropertyLanguages($id: Int!) { adminProperty(id: $id) { ${PROPERTY_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: { adminProperty: AdminProperty }) => ({ body: { success: true, response: legacyNames(data.adminProperty.names) } }),
  }),
  /** POST /api/v1/property/addPropertyCategory?language — admin; body {language (default tr), name, sort, is_colour} or languages:[{language, name}]: code "property_category_added". */
  saveRoute("/api/v1/property/addPropertyCategory", "category", "property_category_added", (b) => categoryInput(b, null)),
  /** POST /api/v1/property/updatePropertyCategory?language — admin; the add body with id: code "property_category_updated"; 404 unknown. */
  saveRoute("/api/v1/property/updatePropertyCategory", "category", "property_category_updated", (b) => categoryInput(b, idOf(b))),
  /** POST /api/v1/property/updateLanguagePropertyCategory?language — admin; body {id, language, name}: one language's name. */
  saveRoute("/api/v1/property/updateLanguagePropertyCategory", "category", "property_category_updated", (b) => ({ id: idOf(b), names: names(b) })),
  /** POST /api/v1/property/add?language — admin; body {property_category_id, language, name, sort, colour} or languages: code "property_added". */
  saveRoute("/api/v1/property/add", "property", "property_added", (b) => propertyInput(b, null)),
  /** POST /api/v1/property/update?language — admin; the add body with id: code "property_updated"; 404 unknown. */
  saveRoute("/api/v1/property/update", "property", "property_updated", (b) => propertyInput(b, idOf(b))),
  /** POST /api/v1/property/updateLanguage?language — admin; body {id, language, name}: one language's name. */
  saveRoute("/api/v1/property/updateLanguage", "property", "property_updated", (b) => ({ id: idOf(b), names: names(b) })),
  /**
   * POST /api/v1/property/delete?language — admin; body {id}: deletes a value; body {property_category_id} without an
   * id: deletes a property category with its values. Code "property_deleted", or {success:false,
   * code:"record_in_use"} while a sub-product uses it; 404 unknown.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/property/delete",
    access: "admin",
    body: propertyBody,
    document: `mutation RestDeleteAdminProperty($id: Int!, $category: Boolean!, $language: String) {
      value: deleteAdminProperty(id: $id, language: $language) @skip(if: $category) { __typename ... on AdminDeleted { id } ${ADMIN_REFUSAL} }
      category: deleteAdminPropertyCategory(id: $id, language: $language) @include(if: $category) { __typename ... on AdminDeleted { id } ${ADMIN_REFUSAL} } }`,
    variables: ({ body }, { language }) => {
      const category = !body.id && Boolean(body.property_category_id);
      return { language, category, id: category ? body.property_category_id : idOf(body) };
    },
    reply: (data: { value?: { id: number }; category?: { id: number } }) => adminReply((data.value ?? data.category)!, "property_deleted", (d) => ({ id: d.id })),
  }),
];
