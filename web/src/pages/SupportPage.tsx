import { QrCode } from "../components/QrCode";
import { siteConfig } from "../lib/site-config";

const FREE_FEATURES = [
  "AI-written game recaps from your scores and box-score screenshots",
  "News updates in the voice of nine reporter personas",
  "A community hub and a page for every league",
  "RSS feeds for every league",
  "Automatic posting to your league's Discord channel",
  "Emoji reactions on every story",
];

export default function SupportPage() {
  const { support1, support2 } = siteConfig;
  // Only configured providers; the second one also as a QR code (scanned from another phone).
  const donations = [
    ...(support1.url ? [{ label: support1.label, url: support1.url, qr: false }] : []),
    ...(support2.url ? [{ label: support2.label, url: support2.url, qr: true }] : []),
  ];
  return (
    <div className="page page--narrow support">
      <h1>Support DGSN</h1>
      <p className="lead">DGSN is free for every league. Any amount helps keep it that way.</p>

      <section aria-labelledby="why-heading">
        <h2 id="why-heading">Why your support matters</h2>
        <ul>
          <li>
            <strong>AI costs:</strong> every recap and news story is written by an AI model, and each one costs money to
            generate.
          </li>
          <li>
            <strong>Server and database:</strong> hosting the site, the stories and their images runs every day.
          </li>
          <li>
            <strong>Development time:</strong> new features and fixes come from people who build DGSN in their spare
            time.
          </li>
        </ul>
      </section>

      <section aria-labelledby="free-heading">
        <h2 id="free-heading">What stays free</h2>
        <ul>
          {FREE_FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="donate-heading">
        <h2 id="donate-heading">Donate</h2>
        {donations.length === 0 ? (
          <p>Donations are not set up on this site yet.</p>
        ) : (
          <>
            <p>Give what you like; there are no fixed amounts. Each link opens in a new tab.</p>
            <div className="donate">
              {donations.map(({ label, url, qr }) => (
                <div className="donate__option" key={label}>
                  <a className="button" href={url} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  {qr && <QrCode url={url} label={label} />}
                </div>
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
