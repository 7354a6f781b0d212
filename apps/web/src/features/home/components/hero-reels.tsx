/** Decorative slot reels for the home hero (pure SVG, hidden from assistive technology). */
export function HeroReels() {
  const reels = [
    { x: 14, symbol: '7' },
    { x: 104, symbol: '★' },
    { x: 194, symbol: '7' },
  ];
  return (
    <svg viewBox="0 0 292 200" className="w-full max-w-64 drop-shadow-2xl sm:max-w-sm" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-frame" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe9ae" />
          <stop offset="0.5" stopColor="#f2c14e" />
          <stop offset="1" stopColor="#8a5f0c" />
        </linearGradient>
        <linearGradient id="hero-reel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a1648" />
          <stop offset="0.5" stopColor="#f4f2ff" />
          <stop offset="1" stopColor="#1a1648" />
        </linearGradient>
      </defs>
      <rect x="2" y="18" width="288" height="164" rx="26" fill="url(#hero-frame)" />
      <rect x="8" y="24" width="276" height="152" rx="21" fill="#13103a" />
      {reels.map((reel) => (
        <g key={reel.x}>
          <rect x={reel.x} y="38" width="84" height="124" rx="14" fill="url(#hero-reel)" opacity="0.95" />
          <text
            x={reel.x + 42}
            y="118"
            textAnchor="middle"
            fontSize="64"
            fontWeight="900"
            fill={reel.symbol === '7' ? '#d62d4a' : '#dfa526'}
            fontFamily="Arial, sans-serif"
          >
            {reel.symbol}
          </text>
        </g>
      ))}
      <rect x="8" y="96" width="276" height="3" fill="#f2c14e" opacity="0.8" />
      <circle cx="40" cy="10" r="5" fill="#f8d774" />
      <circle cx="146" cy="8" r="6" fill="#a58bff" />
      <circle cx="252" cy="10" r="5" fill="#f8d774" />
      <circle cx="40" cy="192" r="4" fill="#a58bff" />
      <circle cx="252" cy="192" r="4" fill="#a58bff" />
    </svg>
  );
}
