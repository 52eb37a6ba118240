// Decorative illustration for the not-found page: a lost shopping bag beside a large 404.
export function NotFoundIllustration() {
  return (
    <svg className="not-found__art" viewBox="0 0 320 200" width="320" height="200" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="182" rx="130" ry="10" fill="#f1f1f3" />
      <text
        x="160"
        y="118"
        textAnchor="middle"
        fontSize="104"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill="#fde8eb"
        direction="ltr"
      >
        404
      </text>
      <g transform="translate(128 62)">
        <path d="M8 36h48l-5 80a8 8 0 01-8 7H21a8 8 0 01-8-7L8 36z" fill="#d90429" />
        <path d="M20 36V26a12 12 0 0124 0v10" fill="none" stroke="#8d021b" strokeWidth="5" strokeLinecap="round" />
        <circle cx="24" cy="66" r="4" fill="#fff" />
        <circle cx="40" cy="66" r="4" fill="#fff" />
        <path d="M22 88q10-8 20 0" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </g>
      <path d="M226 52q10-14 22-4t-2 20q-8 6-6 14" fill="none" stroke="#9a9aa5" strokeWidth="5" strokeLinecap="round" />
      <circle cx="240" cy="96" r="3.5" fill="#9a9aa5" />
    </svg>
  );
}
