// The content module's typed builder: its pages, blog and questions, and the shop's languages its texts are written in.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const contentDatabase = moduleDatabase<Tables>()({
  owns: [
    "content_page",
    "content_page_translation",
    "content_category",
    "content_category_translation",
    "content_page_version",
    "blog_category",
    "blog_category_translation",
    "blog_post",
    "blog_post_translation",
    "blog_post_view_tally",
    "faq_entry",
    "faq_entry_translation",
  ],
  reads: ["language"],
});
