// Site links that differ per deployment, from Vite build-time variables (VITE_*). Donation links
// are shown only when configured (no placeholder that leads nowhere, decision 203).
const env = import.meta.env;

const pick = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value : fallback);
/** A configured https link, else null. */
const link = (value: unknown): string | null =>
  typeof value === "string" && /^https:\/\/\S+$/.test(value.trim()) ? value.trim() : null;

export const siteConfig = {
  /** Donation provider 1 (the nav's 'Buy us a Coffee'). */
  support1: {
    label: pick(env.VITE_SUPPORT_LABEL_1, "Buy us a Coffee"),
    url: link(env.VITE_SUPPORT_URL_1),
  },
  /** Donation provider 2, shown with a QR code generated from its link. */
  support2: {
    label: pick(env.VITE_SUPPORT_LABEL_2, "Donate with PayPal"),
    url: link(env.VITE_SUPPORT_URL_2),
  },
  feedbackUrl: pick(env.VITE_FEEDBACK_URL, "https://forms.gle/"),
  partner: {
    label: pick(env.VITE_PARTNER_LABEL, "Partner site"),
    url: pick(env.VITE_PARTNER_URL, "https://example.com/"),
  },
  developerCredit: pick(env.VITE_DEVELOPER_CREDIT, "Built by the DGSN developers"),
};
