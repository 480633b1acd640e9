export interface NavLink {
  label: string;
  to: string;
  /** Marks the link current for every path under it (Blog for /blog/...). */
  matchPrefix?: boolean;
}

/** Header links, desktop and mobile, in the order they are shown. */
export const HEADER_LINKS: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "How It Works", to: "/how-it-works" },
  { label: "For Buyers", to: "/for-buyers" },
  { label: "For Sellers", to: "/for-sellers" },
  { label: "Vendor Registration", to: "/vendor" },
  { label: "Blog", to: "/blog", matchPrefix: true },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Solutions",
    links: [
      { label: "Find Your SaaS Match", to: "/form" },
      { label: "Compare Vendors", to: "/vendor-comparison-tool" },
      { label: "For Buyers", to: "/for-buyers" },
      { label: "For Sellers", to: "/for-sellers" },
      { label: "Vendor Registration", to: "/vendor" },
      { label: "Claim a Lead", to: "/claim-lead" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "How It Works", to: "/how-it-works" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Blog", to: "/blog" },
      { label: "Help Center", to: "/help" },
      { label: "Contact", to: "/contact" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
    ],
  },
];

/** Past this scroll offset in px the header turns solid with a shadow. */
export const HEADER_SCROLL_THRESHOLD = 10;
/** Below this width in px the header shows the mobile menu; Tailwind's md breakpoint is set to the same value. */
export const MOBILE_BREAKPOINT = 768;

export function isLinkActive(link: NavLink, pathname: string): boolean {
  if (link.matchPrefix) return pathname === link.to || pathname.startsWith(`${link.to}/`);
  return pathname === link.to;
}
