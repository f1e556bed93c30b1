// Site links that differ per deployment, from Vite build-time variables (VITE_*), with placeholders.
const env = import.meta.env;

const pick = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value : fallback);

export const siteConfig = {
  /** Donation provider 1 (the nav's 'Buy us a Coffee'). */
  support1: {
    label: pick(env.VITE_SUPPORT_LABEL_1, "Buy us a Coffee"),
    url: pick(env.VITE_SUPPORT_URL_1, "https://www.buymeacoffee.com/"),
  },
  /** Donation provider 2, shown with a QR code. */
  support2: {
    label: pick(env.VITE_SUPPORT_LABEL_2, "Donate with PayPal"),
    url: pick(env.VITE_SUPPORT_URL_2, "https://www.paypal.com/donate"),
  },
  feedbackUrl: pick(env.VITE_FEEDBACK_URL, "https://forms.gle/"),
  partner: {
    label: pick(env.VITE_PARTNER_LABEL, "Partner site"),
    url: pick(env.VITE_PARTNER_URL, "https://example.com/"),
  },
  developerCredit: pick(env.VITE_DEVELOPER_CREDIT, "Built by the DGSN developers"),
};
