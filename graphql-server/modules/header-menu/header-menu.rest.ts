// /api/v1 routes of the header menu module.
import type { HeaderMenuItem, Query } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";

// Three levels: what the storefront's mega menu can show. Deeper items are not rendered anywhere.
const HEADER_MENU = /* GraphQL */ `
  query RestHeaderMenu($language: String) {
    headerMenu(language: $language) {
      ...Item
      children { ...Item children { ...Item } }
    }
  }
  fragment Item on HeaderMenuItem { id title url sort }
`;

type MenuNode = Omit<HeaderMenuItem, "children"> & { children?: MenuNode[] };
// The deepest level the document asks for has no `children` key; the legacy shape always has one.
const withChildren = (item: MenuNode): MenuNode => ({ ...item, children: (item.children ?? []).map(withChildren) });

export const headerMenuRoutes: RestRoute[] = [
  /**
   * GET /api/v1/header_menu/getHeaderMenu?language — the menu tree, titles in the language.
   * 200 {success:true, response:[{id,title,url,sort,children:[{id,title,url,sort,children:[…]}]}]}
   */
  defineRoute<Pick<Query, "headerMenu">>({
    method: "GET",
    path: "/api/v1/header_menu/getHeaderMenu",
    access: "public",
    document: HEADER_MENU,
    reply: (data) => ({
      body: {
        success: true,
        response: (data.headerMenu as MenuNode[]).map(withChildren),
      },
    }),
  }),
];
