// The admin menu's icons: one simple line drawing per section, decorative (the label or the link's name says it).
import type { ReactNode } from "react";

const paths: Record<string, ReactNode> = {
  dashboard: <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  catalogue: <path d="M3 12V4h8l10 10-8 8L3 12zM7.5 7.5h.01" />,
  orders: <path d="M6 3h12l1 18H5L6 3zM9 7a3 3 0 0 0 6 0" />,
  customers: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 0 0 0-6M22 21a6 6 0 0 0-4-5.6" />,
  comments: <path d="M4 5h16v11H9l-5 4V5z" />,
  campaigns: <path d="M4 10v4l11 5V5L4 10zM15 8a4 4 0 0 1 0 8M4 14l2 6h3l-1-5" />,
  content: <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" />,
  blog: <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4M12 20h8" />,
  settings: <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.3-1.3.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L6 7.3 4 7 3 10l2 1v2l-2 1 1 3 2-.3 1.3 1.3-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3-2-1z" />,
  xml: <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />,
  audit: <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5" />,
  security: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4" />,
  fold: <path d="M4 6h16M4 12h10M4 18h16M18 9l-3 3 3 3" />,
};

export function AdminIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="admin-icon">
      {paths[name] ?? null}
    </svg>
  );
}
