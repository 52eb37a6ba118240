// Admin pages' head: "<page> | <area>" titles, never indexed.
import type { MetaDescriptor } from "@remix-run/node";

export const adminMeta = (title: string | null | undefined, area: string | null | undefined): MetaDescriptor[] => [
  { title: [title, area].filter(Boolean).join(" | ") },
  { name: "robots", content: "noindex, nofollow" },
];
