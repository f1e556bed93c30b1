import { Link } from "react-router-dom";
import { siteConfig } from "../lib/site-config";
import { ShareSiteButton } from "./ShareSiteButton";

/** Footer of spec §2: about, quick links, share, feedback, support, partner, disclaimer, credit. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About DGSN</h2>
          <p>
            News and game recaps for video-game football franchise leagues, written in the voices of our AI reporter
            personas.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/game-input">Game Recap</Link>
            </li>
            <li>
              <Link to="/news-update">News Update</Link>
            </li>
            <li>
              <Link to="/community">Community</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">Connect</h2>
          <ul>
            <li>
              <ShareSiteButton />
            </li>
            <li>
              <a href={siteConfig.feedbackUrl} target="_blank" rel="noopener noreferrer">
                Send Feedback
              </a>
            </li>
            <li>
              <Link to="/support">Support Us</Link>
            </li>
            <li>
              <a href={siteConfig.partner.url} target="_blank" rel="noopener noreferrer">
                {siteConfig.partner.label}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__legal">Not affiliated with EA Sports or NFL.</p>
      <p className="site-footer__legal">{siteConfig.developerCredit}</p>
    </footer>
  );
}
