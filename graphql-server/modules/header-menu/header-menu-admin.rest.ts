// /api/v1 admin routes of the header menu in the legacy snake_case shapes: every item for the admin, add, update,
// one language's title, delete. Each route runs an admin GraphQL field, which checks the role.
import { z } from "zod";
import { ADMIN_FAILURES, ADMIN_REFUSAL, adminReply, legacyLanguageEntries } from "../../core/admin-rest.js";
import { defineRoute, RestInputError, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyFlag, legacyObject, legacyText, positiveId, wholeNumber } from "../../core/rest-input.js";
import type { AdminHeaderMenuItem } from "../../generated/resolvers-types.js";

const TITLE = { language: legacyText(8), title: legacyText(50_000) };

const menuBody = legacyBody(
  () => ({
    ...TITLE,
    id: positiveId,
    parent_id: z.union([z.never().optional(), z.literal([0, "0", "", null]).transform(() => null), positiveId]),
    url: legacyText(50_000),
    sort: wholeNumber,
    is_active: legacyFlag,
    languages: z.array(legacyObject(TITLE)).max(3).nullish(),
  }),
  (b) => ({ ...b, id: firstGiven(b, "id", "header_menu_id"), url: firstGiven(b, "url", "link") }),
);
type MenuBody = z.infer<typeof menuBody>;

const FIELDS = "id parentId url sort isActive depth title titles { language title }";

const legacyItem = (i: AdminHeaderMenuItem) => ({
  id: i.id,
  parent_id: i.parentId ?? null,
  url: i.url,
  sort: i.sort,
  is_active: i.isActive,
  depth: i.depth,
  title: i.title,
  languages: i.titles.map((t) => ({ language: t.language, title: t.title })),
});

const titles = (body: MenuBody) => legacyLanguageEntries(body, (f, language) => (f.title === undefined ? null : { language, title: f.title }));

const idOf = (body: MenuBody) => {
  if (!body.id) throw new RestInputError("id");
  return body.id;
};

const SAVE = `mutation RestSaveAdminHeaderMenuItem($input: AdminHeaderMenuInput!, $language: String) {
  saveAdminHeaderMenuItem(input: $input, language: $language) { __typename ... on AdminHeaderMenuItem { ${FIELDS} } ${ADMIN_FAILURES} } }`;

function saveRoute(path: string, okCode: string, input: (body: MenuBody) => Record<string, unknown>): RestRoute {
  return defineRoute({
    method: "POST",
    path,
    access: "admin",
    body: menuBody,
    document: SAVE,
    variables: ({ body }, { language }) => ({ language, input: input(body) }),
    reply: (data: { saveAdminHeaderMenuItem: AdminHeaderMenuItem }) => adminReply(data.saveAdminHeaderMenuItem, okCode, legacyItem),
  });
}

const itemInput = (body: MenuBody, id: number | null) => ({ id, parentId: body.parent_id, url: body.url ?? null, sort: body.sort ?? undefined, isActive: body.is_active ?? undefined, titles: titles(body) });

export const headerMenuAdminRoutes: RestRoute[] = [
  /** GET /api/v1/header_menu/getHeaderMenuForAdmin?language — admin: every item, active or not, depth-first. 200 {success, response:[{id, parent_id, url, sort, is_active, depth, title, languages:[{language, title}]}]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/header_menu/getHeaderMenuForAdmin",
    access: "admin",
    document: `query RestAdminHeaderMenu($language: String) { adminHeaderMenu(language: $language) { ${FIELDS} } }`,
    variables: (_v, { language }) => ({ language }),
    reply: (data: { adminHeaderMenu: AdminHeaderMenuItem[] }) => ({ body: { success: true, response: data.adminHeaderMenu.map(legacyItem) } }),
  }),
  /** POST /api/v1/header_menu/add?language — admin; body {parent_id, url, sort, is_active, language (default tr), title} or languages:[{language, title}]: code "header_menu_added" or the legacy form failure. */
  saveRoute("/api/v1/header_menu/add", "header_menu_added", (b) => itemInput(b, null)),
  /** POST /api/v1/header_menu/update?language — admin; the add body with id, every field optional: code "header_menu_updated"; 404 unknown. */
  saveRoute("/api/v1/header_menu/update", "header_menu_updated", (b) => itemInput(b, idOf(b))),
  /** POST /api/v1/header_menu/updateLanguage?language — admin; body {id, language, title}: one language's title. */
  saveRoute("/api/v1/header_menu/updateLanguage", "header_menu_updated", (b) => ({ id: idOf(b), titles: titles(b) })),
  /** POST /api/v1/header_menu/delete?language — admin; body {id}: the item and those below it, code "header_menu_deleted"; 404 unknown. */
  defineRoute({
    method: "POST",
    path: "/api/v1/header_menu/delete",
    access: "admin",
    body: menuBody,
    document: `mutation RestDeleteAdminHeaderMenuItem($id: Int!, $language: String) { deleteAdminHeaderMenuItem(id: $id, language: $language) { __typename ... on AdminHeaderMenuDeleted { id } ${ADMIN_REFUSAL} } }`,
    variables: ({ body }, { language }) => ({ language, id: idOf(body) }),
    reply: (data: { deleteAdminHeaderMenuItem: { id: number } }) => adminReply(data.deleteAdminHeaderMenuItem, "header_menu_deleted", (d) => ({ id: d.id })),
  }),
];
