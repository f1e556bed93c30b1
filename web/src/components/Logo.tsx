/** The DGSN mark and name. Decorative mark; the text carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {/* The amber edge keeps the dark tile visible on the dark header. */}
        <rect x="2" y="2" width="60" height="60" rx="11" fill="#0b1f3a" stroke="#f59e0b" strokeWidth="4" />
        <text
          x="32"
          y="41"
          fontFamily="system-ui,sans-serif"
          fontSize="20"
          fontWeight="700"
          fill="#f59e0b"
          textAnchor="middle"
        >
          DG
        </text>
      </svg>
      <span className="logo__text">DGSN</span>
    </span>
  );
}
