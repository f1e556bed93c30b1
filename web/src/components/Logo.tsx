/** The DGSN mark and name. Decorative mark; the text carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill="#0b1f3a" />
        <text
          x="32"
          y="41"
          fontFamily="system-ui,sans-serif"
          fontSize="20"
          fontWeight="800"
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
