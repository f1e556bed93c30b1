// Built-in league icons (spec §3: OGLeague25, NFL, SLA and Other). Small inline SVG shields in the
// league colour; the 0001 migration inserts them so every deployment has them.
const shield = (fill: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${label}"><path d="M32 3 58 12v18c0 15-11 27-26 31C17 57 6 45 6 30V12z" fill="${fill}"/><text x="32" y="38" font-family="system-ui,sans-serif" font-size="${label.length > 3 ? 11 : 16}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;

export const BUILT_IN_LEAGUE_ICONS: { leagueName: string; iconSvg: string; description: string }[] = [
  { leagueName: "OGLeague25", iconSvg: shield("#dc2626", "OG25"), description: "The original DGSN franchise league." },
  { leagueName: "NFL", iconSvg: shield("#2563eb", "NFL"), description: "Coverage of NFL-based franchise play." },
  { leagueName: "SLA", iconSvg: shield("#16a34a", "SLA"), description: "The SLA franchise league." },
  {
    leagueName: "Other",
    iconSvg: shield("#ea580c", "ALL"),
    description: "Articles from every other league, or with no league.",
  },
];
