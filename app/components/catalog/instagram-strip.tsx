// The shop's newest Instagram posts on the home page: square pictures the shop copied and serves itself (a visitor's
// browser never asks Instagram), each linking to its post, with a link to the account. Shown only when the owner has
// the feed on and posts with a picture exist; plain HTML, no script.
import { useTranslation } from "react-i18next";

export interface StripPost {
  id: string;
  caption?: string | null;
  permalink: string;
  image: string;
}

/** The stored squares' side (graphql-server/modules/social/instagram-pictures.ts): set on the tag, so nothing shifts. */
const SIDE = 320;

/** A caption's first line, short enough to be a picture's description. */
const describe = (caption: string | null | undefined) => {
  const line = (caption ?? "").split("\n")[0].trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

export function InstagramStrip({ posts, username }: { posts: StripPost[]; username: string | null }) {
  const { t } = useTranslation("catalog");
  if (!posts.length) return null;
  return (
    <section className="container home-section instagram-strip" aria-labelledby="home-instagram">
      <div className="home-section__head">
        <h2 id="home-instagram">{t("home.instagram.title")}</h2>
        {username ? (
          <a className="home-section__more" href={`https://www.instagram.com/${encodeURIComponent(username)}/`} target="_blank" rel="noopener">
            <bdi dir="ltr">@{username}</bdi>
          </a>
        ) : null}
      </div>
      <ul className="instagram-strip__grid">
        {posts.map((post) => (
          <li key={post.id}>
            <a href={post.permalink} target="_blank" rel="noopener">
              <img src={post.image} alt={describe(post.caption) || t("home.instagram.post")} width={SIDE} height={SIDE} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
