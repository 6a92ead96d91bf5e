import { NAV_LINKS } from "@common/site.ts";
import { Logo } from "@web/components/Logo.tsx";
import { cn } from "@web/lib/cn.ts";
import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { AccountActions } from "./AccountActions.tsx";
import { useSiteConfig } from "./useSiteConfig.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold transition-colors",
    isActive ? "text-accent" : "text-ink-200 hover:bg-ink-800 hover:text-ink-50",
  );

/**
 * Nav Home, Services, Pricing, Getting Started, Support, About; Log In and Sign up when signed
 * out, a welcome line and a Dashboard link when signed in (spec document 2 §2). Below the large
 * breakpoint the same links and actions sit in a menu behind one button.
 */
export function PublicHeader() {
  const site = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A link in the menu leads to a new page: the menu closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes it and puts the focus back on the button that opened it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-ink-800/80 bg-ink-950/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" aria-label={`${site.labelName} home`} className="shrink-0 rounded-md">
          <Logo name={site.labelName} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden min-w-0 items-center gap-3 lg:flex" data-testid="header-account">
          <AccountActions layout="bar" />
        </div>
        <button
          ref={toggle}
          type="button"
          className="-mr-2 rounded-md p-2 text-ink-100 hover:bg-ink-800 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden className="size-6" />
          ) : (
            <Menu aria-hidden className="size-6" />
          )}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      {/* Drawn only while open: the page's first paint has less to lay out. */}
      <div
        id={menuId}
        hidden={!menuOpen}
        data-testid="mobile-menu"
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-800 bg-ink-950 lg:hidden"
      >
        {menuOpen && <MobileMenu />}
      </div>
    </header>
  );
}

/** The header's links and account actions, stacked for a phone. */
function MobileMenu() {
  return (
    <>
      <nav aria-label="Mobile" className="mx-auto max-w-6xl px-5 pt-3 pb-2 sm:px-8">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    "block rounded-lg px-3 py-3 text-lg font-bold tracking-tight",
                    isActive ? "text-accent" : "text-ink-100 hover:bg-ink-850",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-6xl border-t border-ink-800 px-5 py-5 sm:px-8">
        <AccountActions layout="menu" />
      </div>
    </>
  );
}
