/** The DGSN mark and name. Decorative mark; the text carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        {/* The amber edge keeps the dark tile visible on the dark header. */}
        <rect x="2" y="2" width="60" height="60" rx="11" fill="#0b1f3a" stroke="#f59e0b" strokeWidth="4" />
        {/* "DG" drawn as strokes, not SVG text: text would be one more font to look up and lay out
            before the first paint of every page (decision 195). */}
        <path
          d="M19 27v14h4a7 7 0 0 0 0-14zM43 29a7 7 0 1 0 2 5h-6"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">DGSN</span>
    </span>
  );
}
