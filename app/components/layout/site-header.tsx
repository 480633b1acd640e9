import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Menu, X } from "~/components/ui/icons";
import { HEADER_LINKS, HEADER_SCROLL_THRESHOLD, isLinkActive } from "~/config/navigation";
import { SITE } from "~/config/site";
import { cn } from "~/utils/cn";
import { Logo } from "./logo";

export function SiteHeader() {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A new page always starts with the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const onForm = pathname === "/form";
  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "no-print fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        solid ? "bg-white/90 shadow-md backdrop-blur-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${SITE.name} home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {HEADER_LINKS.map((link) => {
              const active = isLinkActive(link, pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3",
                      active ? "text-primary" : "text-slate-700 hover:text-primary",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {!onForm && (
            <Button asChild size="sm" className="hidden md:inline-flex">
              <Link to="/form">Find Your SaaS Match</Link>
            </Button>
          )}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-border bg-white px-4 pb-4 shadow-md md:hidden"
      >
        {/* Filled when opened: the toggle needs JavaScript, so the server's HTML carries no hidden copy of the links. */}
        {menuOpen && (
          <>
            <ul className="flex flex-col py-2">
              {HEADER_LINKS.map((link) => {
                const active = isLinkActive(link, pathname);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={active ? "page" : undefined}
                      onClick={() => setMenuOpen(false)}
                      className={cn(
                        "block rounded-md px-3 py-3 text-base font-medium",
                        active ? "bg-secondary text-primary" : "text-slate-800 hover:bg-muted",
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {!onForm && (
              <Button asChild className="w-full">
                <Link to="/form" onClick={() => setMenuOpen(false)}>
                  Find Your SaaS Match
                </Link>
              </Button>
            )}
          </>
        )}
      </nav>
    </header>
  );
}
