// Decorative SVG scenes standing in for photos (see studio.ts for adding real ones).

/** Sun over the sea, framed by an arch, with a leafy branch and gulls. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 560" width="520" height="560" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2e7d32" />
          <stop offset="1" stopColor="#17482c" />
        </linearGradient>
        <clipPath id="hero-arch">
          <path d="M70 560V260a190 190 0 0 1 380 0v300z" />
        </clipPath>
      </defs>
      <path d="M40 560V250a220 220 0 0 1 440 0v310" fill="none" stroke="#d9c7a3" strokeWidth="2" />
      <g clipPath="url(#hero-arch)">
        <rect x="70" y="60" width="380" height="500" fill="url(#hero-sky)" />
        <circle cx="260" cy="300" r="92" fill="#f2d59b" />
        <circle cx="260" cy="300" r="128" fill="none" stroke="#f2d59b" strokeOpacity=".25" strokeWidth="18" />
        <path d="M70 372c48-20 95-20 142 0s95 20 142 0 72-18 96-8v204H70z" fill="#3f8f5a" />
        <path d="M70 412c52-18 100-16 146 2s92 18 136 0 74-16 98-6v160H70z" fill="#6fb383" />
        <path d="M70 456c50-14 96-12 142 4s96 16 142 0 70-14 96-6v112H70z" fill="#b9dcc1" />
        <path d="M70 500c60-12 120-10 180 4s120 12 200-2v58H70z" fill="#efe4cf" />
        <path
          d="M190 196q10-11 20 0q10-11 20 0M262 168q8-9 16 0q8-9 16 0"
          fill="none"
          stroke="#e8f3e8"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>
      <g fill="#7cb342" stroke="#33691e" strokeWidth="1.5">
        <path d="M40 300c30 40 40 110 30 190" fill="none" stroke="#33691e" strokeWidth="3" strokeLinecap="round" />
        <path d="M48 330c-26-6-40-26-38-48 24 2 38 24 38 48z" />
        <path d="M58 366c26-14 50-10 64 8-22 14-48 12-64-8z" />
        <path d="M62 400c-28-4-44-22-46-46 26 0 44 20 46 46z" />
        <path d="M68 440c24-16 50-16 66 0-20 16-46 18-66 0z" />
        <path d="M70 478c-26 0-44-16-50-40 26-4 46 14 50 40z" />
      </g>
      <path d="M12 559h496" stroke="#d9c7a3" strokeWidth="2" strokeLinecap="round" />
      <circle cx="470" cy="120" r="6" fill="#c9a66b" />
      <circle cx="492" cy="150" r="3.5" fill="#c9a66b" />
      <circle cx="30" cy="210" r="4" fill="#c9a66b" />
    </svg>
  );
}

/** Balanced stones and a sprig under an arch: calm, care, nature. */
export function AboutArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 520" width="480" height="520" className={className} aria-hidden="true" focusable="false">
      <path d="M40 520V230a200 200 0 0 1 400 0v290z" fill="#e4efe6" />
      <circle cx="330" cy="170" r="54" fill="#f2d59b" />
      <path d="M40 430c70-22 140-22 210 0s130 20 190 2v88H40z" fill="#cfe3d3" />
      <g>
        <ellipse cx="220" cy="430" rx="104" ry="30" fill="#2e5d43" />
        <ellipse cx="220" cy="370" rx="78" ry="27" fill="#3f7a57" />
        <ellipse cx="220" cy="318" rx="56" ry="22" fill="#5f9a72" />
        <ellipse cx="220" cy="276" rx="36" ry="17" fill="#8fbf9b" />
        <path
          d="M170 424c20 6 44 8 70 6M178 364c16 5 34 6 54 4M188 313c12 4 26 5 40 3"
          stroke="#fff"
          strokeOpacity=".22"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      <g fill="#7cb342" stroke="#33691e" strokeWidth="1.5">
        <path d="M372 470c-6-60 4-120 30-170" fill="none" strokeWidth="3" strokeLinecap="round" />
        <path d="M392 330c18-20 44-24 62-12-16 20-42 24-62 12z" />
        <path d="M380 370c-22-14-30-38-22-60 22 10 30 36 22 60z" />
        <path d="M378 410c20-18 46-20 62-6-18 18-44 20-62 6z" />
        <path d="M372 446c-22-12-32-36-26-58 22 8 32 34 26 58z" />
      </g>
    </svg>
  );
}
