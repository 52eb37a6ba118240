// /admin/blog/new and /admin/blog/{id} — one blog post's form (content admins; the form itself is in
// components/admin/blog). Saving uploads a chosen cover picture first (the server stores it as a JPEG), then the
// post; a refused save keeps the uploaded picture, so it is not sent twice. Delete asks first.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { BlogPostForm, POST_FIELDS, POST_TEXT_FIELDS } from "./blog-post-form";
import { BlogTabs } from "~/components/admin/blog/blog-tabs";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import blogStyles from "~/styles/admin-blog.css?url";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage, formValues, refusedFields } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { MAX_UPLOAD_FORM_BYTES, readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { LOCALES } from "~/utils/locale";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "blog.edit" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: blogStyles },
];
export const ErrorBoundary = AdminErrorBoundary;

/** "new", or a post id; anything else is no post. */
function postIdOf(param: string | undefined): number | "new" | null {
  if (param === "new") return "new";
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** The date part of a stored time, as a date field shows it (the shop's day, Istanbul). */
const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("sv-SE", { timeZone: "Europe/Istanbul" }) : "");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const id = postIdOf(params.id);
  const notFound = () => data({ title: t("blog.notFound"), text: t("blog.notFoundText") }, { status: 404 });
  if (id === null) throw notFound();
  const result = await adminQuery({ request, context }, token, AdminBlogPostDocument, { id: id === "new" ? 0 : id }).catch((error: unknown) => refusalPage(request, error));
  const post = result.adminBlogPost;
  if (id !== "new" && !post) throw notFound();
  const values: Record<string, string> = post
    ? {
        categoryId: post.categoryId ? String(post.categoryId) : "",
        isPublished: post.isPublished ? "on" : "",
        publishedAt: dayOf(post.publishedAt ?? null),
        publishedAtWas: dayOf(post.publishedAt ?? null),
        image: post.image,
        ...Object.fromEntries(post.texts.flatMap((text) => POST_TEXT_FIELDS.map((field) => [`${text.language}.${field}`, text[field]]))),
      }
    : { categoryId: "", isPublished: "", publishedAt: "", image: "" };
  return { title: post ? `${post.title} — ${t("blog.edit")}` : t("blog.new"), area: t("area"), id: post?.id ?? null, values, categories: result.adminBlogCategories };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context, params }: ActionFunctionArgs) => {
  const { form, refused, files } = await readForm(request, { files: true, maxBytes: MAX_UPLOAD_FORM_BYTES });
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, ["admin", "errors"]);
  const args = { request, context };
  const id = postIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const toast = async (message: string) => ({ "Set-Cookie": await toastCookie({ type: "success", message }) });
  const asPage = (error: unknown) => refusalPage(request, error);
  if (form.get("intent") === "delete" && id !== "new") {
    await adminMutation(args, token, DeleteBlogPostDocument, { id }).catch(asPage);
    return redirect(adminPaths.blog, { headers: await toast(t("blog.deleted")) });
  }
  const values = formValues(form, POST_FIELDS);
  const refuse = (errors: Record<string, string>) => data({ values, errors }, { status: 400 });
  if (refused.length) return refuse(Object.fromEntries(refused.map((name) => [POST_FIELDS.includes(name) ? name : "form", t("errors:invalid_characters")])));
  if (values.publishedAt && !/^\d{4}-\d{2}-\d{2}$/.test(values.publishedAt)) return refuse({ publishedAt: t("blog.dateInvalid") });
  let largeFile = false;
  const cover = files.get("cover");
  if (cover && cover.size > 0) {
    const uploaded = (await adminMutation(args, token, UploadBlogImageDocument, { image: Buffer.from(await cover.arrayBuffer()).toString("base64") }).catch(asPage)).uploadBlogImage;
    if (uploaded.__typename === "OperationError") return refuse({ image: uploaded.message });
    // Kept in the values: a save refused below shows the uploaded picture and sends it again with the next try.
    values.image = uploaded.image;
    values.removeImage = "";
    largeFile = uploaded.largeFile;
  }
  // A language whose fields are all empty is left out; the default one is always sent (the server says what it lacks).
  const texts = LOCALES.filter((language) => language === "tr" || POST_TEXT_FIELDS.some((field) => values[`${language}.${field}`].trim() !== "")).map((language) => ({
    language,
    ...Object.fromEntries(POST_TEXT_FIELDS.map((field) => [field, values[`${language}.${field}`]])),
  })) as { language: string; title: string; seoLink: string }[];
  const input = {
    id: id === "new" ? null : id,
    categoryId: positiveId(values.categoryId),
    image: values.removeImage === "on" ? "" : values.image,
    isPublished: values.isPublished === "on",
    // Only a changed date is sent: an unchanged one would cut the stored time of day to midnight.
    publishedAt: values.publishedAt && values.publishedAt !== values.publishedAtWas ? values.publishedAt : null,
    texts,
  };
  const saved = (await adminMutation(args, token, SaveBlogPostDocument, { input }).catch(asPage)).saveBlogPost;
  if (saved.__typename === "OperationError") return refuse(refusedFields(saved, POST_FIELDS));
  const headers = { "Set-Cookie": await toastCookie({ type: largeFile ? "warning" : "success", message: largeFile ? t("blog.imageLarge") : t("form.saved") }) };
  return redirect(adminPaths.blogPost(saved.id), { headers });
});

export default function AdminBlogPostPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <BlogTabs />
      <h1 className="admin-title">{loaded.id ? t("blog.edit") : t("blog.new")}</h1>
      <BlogPostForm key={loaded.id ?? "new"} id={loaded.id} values={posted?.values ?? loaded.values} errors={posted?.errors ?? {}} categories={loaded.categories} />
    </>
  );
}

const AdminBlogPostDocument = graphql(`
  query AdminBlogPost($id: Int!) {
    adminBlogPost(id: $id) {
      id
      title
      categoryId
      image
      isPublished
      publishedAt
      texts {
        language
        title
        seoLink
        summary
        content
        seoTitle
        seoDescription
      }
    }
    adminBlogCategories {
      id
      name
    }
  }
`);

const SaveBlogPostDocument = graphql(`
  mutation SaveBlogPost($input: BlogPostInput!) {
    saveBlogPost(input: $input) {
      __typename
      ... on BlogPost {
        id
      }
      ... on OperationError {
        message
        field
      }
    }
  }
`);

const UploadBlogImageDocument = graphql(`
  mutation UploadBlogImage($image: String!) {
    uploadBlogImage(image: $image) {
      __typename
      ... on BlogImageUploaded {
        image
        largeFile
      }
      ... on OperationError {
        message
        field
      }
    }
  }
`);

const DeleteBlogPostDocument = graphql(`
  mutation DeleteBlogPost($id: Int!) {
    deleteBlogPost(id: $id)
  }
`);
