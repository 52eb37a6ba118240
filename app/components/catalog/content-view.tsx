// A content page (about us, delivery terms, …) resolved from its seo link.
export function ContentView({ title, content }: { title: string; content: string }) {
  return (
    <article className="container prose">
      <h1>{title}</h1>
      {/* HTML written by the shop's admins in their editor. */}
      <div dangerouslySetInnerHTML={{ __html: content }} />
    </article>
  );
}
