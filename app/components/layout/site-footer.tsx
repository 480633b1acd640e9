import { Link } from "react-router";
import { FOOTER_COLUMNS } from "~/config/navigation";
import { SITE } from "~/config/site";
import { Logo } from "./logo";

/** A route's `handle` asking for the footer to be rendered by the browser only (see root.tsx). */
export interface FooterHandle {
  footerAfterHydration?: boolean;
}

export function isFooterDeferred(handle: unknown): boolean {
  return Boolean(handle && (handle as FooterHandle).footerAfterHydration);
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="no-print border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">{SITE.description}</p>
          <ul className="mt-4 flex gap-4" aria-label="Social links">
            {SITE.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-sm font-medium text-slate-700 hover:text-primary"
                >
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-700 hover:text-primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {year} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
