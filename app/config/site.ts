/** Site-wide identity used by SEO tags, the header, the footer and JSON-LD. */
export const SITE = {
  name: "SaaSMatch",
  tagline: "Find the right SaaS for your business problem",
  description:
    "Describe your business problem and get a free, anonymous, ranked shortlist of software vendors. No demos. No sales calls.",
  twitterCard: "summary_large_image" as const,
  locale: "en_US",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "X", href: "https://x.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;
