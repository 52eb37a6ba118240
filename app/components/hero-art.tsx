// Decorative line drawing for the home hero on wide screens: a sofa under a floor lamp.
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 360 240" width="360" height="240" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M60 150v-34a22 22 0 0122-22h156a22 22 0 0122 22v34" />
        <path d="M40 150a16 16 0 0132 0v26h216v-26a16 16 0 0132 0v46H40z" />
        <path d="M72 176h216M160 94v82" />
        <path d="M60 196v14M300 196v14" />
        <path d="M318 40l-22 0-14 34h50l-14-34z" />
        <path d="M307 74v136M290 210h34" />
      </g>
      <circle cx="307" cy="90" r="26" fill="currentColor" opacity="0.12" />
      <circle cx="110" cy="60" r="6" fill="currentColor" opacity="0.5" />
      <circle cx="150" cy="36" r="4" fill="currentColor" opacity="0.35" />
    </svg>
  );
}
