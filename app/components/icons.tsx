// Inline SVG icons: decorative (aria-hidden), coloured by currentColor, mirrored in RTL only where direction
// carries meaning (arrows).
import type { SVGProps } from "react";

function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="icon-chevron" width="16" height="16">
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon width="18" height="18">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Icon>
);

export const ReturnIcon = () => (
  <Icon className="icon-directional">
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 010 11H11" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);

export const WrenchIcon = () => (
  <Icon>
    <path d="M14.7 6.3a4 4 0 00-5.4 5.2L3.5 17.3a1.8 1.8 0 002.5 2.5l5.8-5.8a4 4 0 005.2-5.4l-2.6 2.6-2.3-.4-.4-2.3 2.6-2.6z" />
  </Icon>
);

export const TagIcon = () => (
  <Icon>
    <path d="M3 12V4a1 1 0 011-1h8l9 9-9 9-9-9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);

export const WarrantyIcon = () => (
  <Icon>
    <circle cx="12" cy="9" r="6" />
    <path d="M9 14.5L7.5 21l4.5-2.5 4.5 2.5-1.5-6.5" />
    <path d="M10 9l1.5 1.5L14.5 7.5" />
  </Icon>
);

export const ServiceIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0112 2.5a7 7 0 017 7C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon width="18" height="18">
    <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 006.1 6.1l1.4-2.3L20 14.5V18a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z" />
  </Icon>
);

export const MailIcon = () => (
  <Icon width="18" height="18">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon width="20" height="20">
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
);

export const AlertIcon = () => (
  <Icon width="20" height="20">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Icon>
);

export const OfflineIcon = () => (
  <Icon width="20" height="20">
    <path d="M2 8.5a15 15 0 0120 0M5.5 12a10 10 0 0113 0M9 15.5a5 5 0 016 0M12 19h.01M3 3l18 18" />
  </Icon>
);

/** The default logo mark when the shop has not uploaded one. */
export const ShopMark = () => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path
      d="M9 12h14l-1.4 10.2a2 2 0 01-2 1.8h-7.2a2 2 0 01-2-1.8L9 12zm3.5 0V10.5a3.5 3.5 0 017 0V12"
      fill="none"
      stroke="#fff"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
