import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { useCurrentUser } from "../hooks/use-current-user";
import { Logo } from "./Logo";

const MAIN_LINKS = [
  { to: "/", label: "Home" },
  { to: "/create", label: "Create" },
  { to: "/community", label: "Community" },
  { to: "/support", label: "Buy us a Coffee" },
];

/** Navigation bar; below 768 px a slide-out menu that locks page scrolling while open. */
export function SiteHeader() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  // Navigating closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
      openRef.current?.focus();
    };
  }, [open]);

  const account = user ? { to: "/account", label: "My Account" } : { to: "/login", label: "Login" };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo">
          <Logo />
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul>
            {[...MAIN_LINKS, account].map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === "/"}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={openRef}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          {/* Drawn, not the ☰ character: most text fonts lack it, and a missing glyph is a search
              through every installed font before the first paint (decision 195). */}
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Open menu</span>
        </button>
      </div>
      {open && (
        <div className="mobile-menu" id="mobile-menu">
          <button type="button" className="mobile-menu__scrim" aria-label="Close menu" onClick={() => setOpen(false)} />
          <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Menu">
            <button ref={closeRef} type="button" className="mobile-menu__close" onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close menu</span>
            </button>
            <nav aria-label="Mobile">
              <ul>
                {MAIN_LINKS.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} end={l.to === "/"}>
                      {l.label}
                    </NavLink>
                  </li>
                ))}
                {user && (
                  <li>
                    <NavLink to="/my-articles">My Articles</NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={account.to}>{account.label}</NavLink>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}
