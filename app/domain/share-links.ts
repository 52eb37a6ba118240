// The product page's share buttons: twelve networks, each a plain link with the page URL and title encoded, so
// sharing needs no third-party script and works without JavaScript.
export const SHARE_NETWORKS = ["facebook", "x", "whatsapp", "telegram", "linkedin", "pinterest", "reddit", "tumblr", "vk", "line", "viber", "email"] as const;

export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const both = encodeURIComponent(`${title} ${url}`);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "x":
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case "whatsapp":
      return `https://wa.me/?text=${both}`;
    case "telegram":
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "pinterest":
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case "reddit":
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case "tumblr":
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${t}`;
    case "vk":
      return `https://vk.com/share.php?url=${u}&title=${t}`;
    case "line":
      return `https://social-plugins.line.me/lineit/share?url=${u}`;
    case "viber":
      return `viber://forward?text=${both}`;
    case "email":
      return `mailto:?subject=${t}&body=${u}`;
  }
}
