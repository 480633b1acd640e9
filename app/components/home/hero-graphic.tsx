/** The hero's animated illustration: a problem flowing into three ranked matches. Pure SVG + CSS; still under reduced motion. */
export default function HeroGraphic() {
  return (
    <svg
      viewBox="0 0 960 300"
      className="hero-graphic h-full w-full"
      role="img"
      aria-label="Illustration: a business problem flowing into a ranked shortlist of three vendors"
    >
      <rect x="40" y="110" width="250" height="80" rx="16" fill="#ffffff" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="64" y="134" width="170" height="12" rx="6" fill="#a5b4fc" />
      <rect x="64" y="156" width="120" height="12" rx="6" fill="#e0e7ff" />
      {[70, 150, 230].map((y) => (
        <path
          key={y}
          className="hg-line"
          d={`M290 150 C 420 150, 460 ${y}, 600 ${y}`}
          fill="none"
          stroke="#6366f1"
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
      {[
        { y: 40, fill: "#4338ca", width: 200 },
        { y: 120, fill: "#6366f1", width: 170 },
        { y: 200, fill: "#a5b4fc", width: 140 },
      ].map((card, index) => (
        <g key={card.y} className="hg-card">
          <rect
            x="600"
            y={card.y}
            width="320"
            height="60"
            rx="14"
            fill="#ffffff"
            stroke="#e0e7ff"
            strokeWidth="2"
          />
          <circle cx="632" cy={card.y + 30} r="16" fill={card.fill} />
          <text x="632" y={card.y + 35} textAnchor="middle" fontSize="14" fontWeight="700" fill="#ffffff">
            {index + 1}
          </text>
          <rect x="662" y={card.y + 18} width={card.width} height="10" rx="5" fill="#c7d2fe" />
          <rect x="662" y={card.y + 36} width={card.width - 60} height="8" rx="4" fill="#eef2ff" />
        </g>
      ))}
    </svg>
  );
}
