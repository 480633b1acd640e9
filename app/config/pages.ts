import { ogImageOf } from "./og-images";
import type { SeoRecord } from "./seo";
import { SITE } from "./site";

/** One public page: where it lives, whether search engines may index it, and its SEO record. */
export interface PageDefinition {
  path: string;
  /** Route module under app/. */
  file: string;
  seo: SeoRecord;
  /** Home and /form load eagerly; every other page is a lazily loaded chunk. */
  eager?: boolean;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  /** When the page's content last changed (YYYY-MM-DD), for the sitemap; the blog uses its newest post. */
  lastmod?: string;
  priority?: number;
}

const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: SITE.name,
  description: SITE.description,
};

/** The public pages, in the order of the route table; noIndex on pages that only make sense for one visitor. */
export const PAGES = {
  home: {
    path: "/",
    file: "routes/home.tsx",
    eager: true,
    priority: 1,
    lastmod: "2026-11-23",
    changefreq: "weekly",
    seo: {
      ...ogImageOf("home"),
      title: "SaaSMatch — Find the Right SaaS Solutions Based on Your Business Problem",
      description:
        "Describe your business challenge and get an instant, unbiased, ranked shortlist of SaaS vendors. Free and anonymous: no demos, no sales calls.",
      keywords: [
        "saas matching",
        "software vendor shortlist",
        "b2b software finder",
        "ai software recommendation",
      ],
      jsonLd: [
        organization,
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: SITE.name,
          description: SITE.description,
        },
      ],
    },
  },
  howItWorks: {
    path: "/how-it-works",
    file: "routes/how-it-works.tsx",
    priority: 0.8,
    lastmod: "2026-11-23",
    changefreq: "monthly",
    seo: {
      ...ogImageOf("content"),
      title: "How It Works — SaaSMatch",
      description:
        "How SaaSMatch turns a business problem into a ranked vendor shortlist: describe the problem, answer five quick questions, compare explained matches.",
      keywords: ["how saasmatch works", "vendor matching process"],
    },
  },
  /** A page of our own beside the product pages: the public proof of what ranks, computed from the engine's options. */
  howRankingWorks: {
    path: "/how-ranking-works",
    file: "routes/how-ranking-works.tsx",
    priority: 0.7,
    lastmod: "2026-11-26",
    changefreq: "monthly",
    seo: {
      ...ogImageOf("content"),
      title: "How Ranking Works — SaaSMatch",
      description:
        "Every weight, penalty and threshold the SaaSMatch engine ranks vendors with, read from its code, and what is not an input: payment, lead unlocks, refunds, lead counts and reviews.",
      keywords: ["how saasmatch ranks", "unbiased software ranking", "no pay to rank"],
    },
  },
  forBuyers: {
    path: "/for-buyers",
    file: "routes/for-buyers.tsx",
    seo: {
      ...ogImageOf("content"),
      title: "For Buyers — SaaSMatch",
      description:
        "Find software that solves your problem without sales calls: anonymous, free and ranked by fit.",
      noIndex: true,
    },
  },
  forSellers: {
    path: "/for-sellers",
    file: "routes/for-sellers.tsx",
    seo: {
      ...ogImageOf("vendor"),
      title: "For Sellers — SaaSMatch",
      description:
        "Reach buyers who already described the problem your software solves, and pay only to connect.",
      noIndex: true,
    },
  },
  vendor: {
    path: "/vendor",
    file: "routes/vendor.tsx",
    priority: 0.7,
    lastmod: "2026-11-23",
    changefreq: "monthly",
    seo: {
      ...ogImageOf("vendor"),
      title: "Vendor Registration — List Your Software on SaaSMatch",
      description:
        "Register your software on SaaSMatch to receive anonymized leads from buyers whose problems it solves. Pay once per lead you unlock.",
      keywords: ["list software", "saas vendor leads", "vendor registration"],
    },
  },
  vendorRegister: {
    path: "/vendor-register",
    file: "routes/vendor-register.tsx",
    seo: {
      ...ogImageOf("vendor"),
      title: "Register Your Software — SaaSMatch",
      description: "Create a vendor account and register your software on SaaSMatch.",
      noIndex: true,
    },
  },
  form: {
    path: "/form",
    file: "routes/form.tsx",
    eager: true,
    seo: {
      title: "Find Your SaaS Match — SaaSMatch",
      description: "Tell us about your business needs and we'll match you with the best vendors.",
      noIndex: true,
    },
  },
  results: {
    path: "/results",
    file: "routes/results.tsx",
    seo: {
      title: "Your Vendor Matches — SaaSMatch",
      description: "Your ranked, explained shortlist of software vendors.",
      noIndex: true,
    },
  },
  claimLead: {
    path: "/claim-lead",
    file: "routes/claim-lead.tsx",
    seo: {
      ...ogImageOf("vendor"),
      title: "Claim a Lead — SaaSMatch",
      description: "Enter your lead code to unlock a buyer's details.",
      noIndex: true,
    },
  },
  buyerDetails: {
    path: "/buyer-details",
    file: "routes/buyer-details.tsx",
    seo: {
      ...ogImageOf("vendor"),
      title: "Buyer Lead Details — SaaSMatch",
      description: "The details of a buyer who chose to connect with your company.",
      // Signed-in vendors only: anyone else, a crawler included, gets the sign-in page.
      noIndex: true,
    },
  },
  paywall: {
    path: "/paywall",
    file: "routes/paywall.tsx",
    seo: {
      ...ogImageOf("vendor"),
      title: "Unlock Lead Details — SaaSMatch",
      description: "A one-time payment unlocks the contact details of a buyer who chose to connect.",
      // Signed-in vendors only: anyone else, a crawler included, gets the sign-in page.
      noIndex: true,
    },
  },
  caseStudies: {
    path: "/case-studies",
    file: "routes/case-studies.tsx",
    priority: 0.6,
    lastmod: "2026-11-23",
    changefreq: "monthly",
    seo: {
      ...ogImageOf("content"),
      title: "Case Studies — SaaSMatch",
      description:
        "Worked examples: typical business needs and the vendor shortlists the SaaSMatch engine computes for them, live on the current catalog.",
    },
  },
  comparisonTool: {
    path: "/vendor-comparison-tool",
    file: "routes/vendor-comparison-tool.tsx",
    priority: 0.8,
    lastmod: "2026-11-23",
    changefreq: "weekly",
    seo: {
      title: "Compare Vendors AI Tool — SaaSMatch",
      description:
        "Compare two to four software vendors side by side: features, deployment, pricing, company sizes, regions and certifications.",
      keywords: ["compare software vendors", "saas comparison", "vendor comparison tool"],
    },
  },
  aboutUs: {
    path: "/about-us",
    file: "routes/about-us.tsx",
    priority: 0.5,
    lastmod: "2026-11-23",
    changefreq: "yearly",
    seo: {
      ...ogImageOf("content"),
      title: "About Us — SaaSMatch",
      description: "Why we built SaaSMatch: honest rankings and real privacy for software buyers.",
      jsonLd: organization,
    },
  },
  contact: {
    path: "/contact",
    file: "routes/contact.tsx",
    priority: 0.5,
    lastmod: "2026-11-23",
    changefreq: "yearly",
    seo: {
      ...ogImageOf("content"),
      title: "Contact — SaaSMatch",
      description: "Get in touch with the SaaSMatch team.",
    },
  },
  privacyPolicy: {
    path: "/privacy-policy",
    file: "routes/privacy-policy.tsx",
    priority: 0.3,
    lastmod: "2026-11-27",
    changefreq: "yearly",
    seo: {
      ...ogImageOf("content"),
      title: "Privacy Policy — SaaSMatch",
      description:
        "What SaaSMatch collects, why, and how buyers stay anonymous until they choose to connect.",
    },
  },
  termsOfService: {
    path: "/terms-of-service",
    file: "routes/terms-of-service.tsx",
    priority: 0.3,
    lastmod: "2026-11-26",
    changefreq: "yearly",
    seo: {
      ...ogImageOf("content"),
      title: "Terms of Service — SaaSMatch",
      description: "The terms for using SaaSMatch as a buyer or a vendor.",
    },
  },
  blog: {
    path: "/blog",
    file: "routes/blog.tsx",
    priority: 0.7,
    lastmod: "2026-11-23",
    changefreq: "weekly",
    seo: {
      ...ogImageOf("content"),
      title: "Blog — SaaSMatch",
      description: "Guides on finding, comparing and choosing business software without the sales runaround.",
    },
  },
  /** The help center the support chat answers from. */
  help: {
    path: "/help",
    file: "routes/help.tsx",
    priority: 0.6,
    lastmod: "2026-11-26",
    changefreq: "monthly",
    seo: {
      ...ogImageOf("content"),
      title: "Help Center — SaaSMatch",
      description:
        "Answers to what buyers and vendors ask about SaaSMatch: cost, anonymity, how ranking works, getting listed, lead codes, refunds, data deletion and accounts.",
      keywords: ["saasmatch help", "saasmatch faq", "vendor matching questions"],
    },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof PAGES;

export const BLOG_POST_ROUTE = { path: "/blog/:slug", file: "routes/blog-post.tsx" } as const;

/** Vendor account and operator pages: never indexed, not in the sitemap. */
export const ACCOUNT_PAGES = {
  signIn: {
    path: "/vendor/sign-in",
    file: "routes/vendor-sign-in.tsx",
    seo: {
      title: "Sign In — SaaSMatch for Vendors",
      description: "Sign in to your SaaSMatch vendor account.",
      noIndex: true,
    },
  },
  signUp: {
    path: "/vendor/sign-up",
    file: "routes/vendor-sign-up.tsx",
    seo: {
      title: "Create a Vendor Account — SaaSMatch",
      description: "Create a SaaSMatch vendor account.",
      noIndex: true,
    },
  },
  signOut: {
    path: "/vendor/sign-out",
    file: "routes/vendor-sign-out.tsx",
    seo: { title: "Sign Out — SaaSMatch", description: "Sign out of SaaSMatch.", noIndex: true },
  },
  forgotPassword: {
    path: "/vendor/forgot-password",
    file: "routes/vendor-forgot-password.tsx",
    seo: {
      title: "Reset Your Password — SaaSMatch",
      description: "Get a link to reset your password.",
      noIndex: true,
    },
  },
  resetPassword: {
    path: "/vendor/reset-password",
    file: "routes/vendor-reset-password.tsx",
    seo: { title: "Choose a New Password — SaaSMatch", description: "Choose a new password.", noIndex: true },
  },
  verifyEmail: {
    path: "/vendor/verify-email",
    file: "routes/vendor-verify-email.tsx",
    seo: {
      title: "Confirm Your Email — SaaSMatch",
      description: "Confirm your email address.",
      noIndex: true,
    },
  },
  twoFactor: {
    path: "/vendor/two-factor",
    file: "routes/vendor-two-factor.tsx",
    seo: {
      title: "Two-Factor Verification — SaaSMatch",
      description: "Enter your authentication code.",
      noIndex: true,
    },
  },
  confirmContact: {
    path: "/vendor/confirm-contact",
    file: "routes/vendor-confirm-contact.tsx",
    seo: {
      title: "Confirm a Contact Address — SaaSMatch",
      description: "Confirm the address a vendor's leads are sent to.",
      noIndex: true,
    },
  },
  dashboard: {
    path: "/vendor/dashboard",
    file: "routes/vendor-dashboard.tsx",
    seo: {
      title: "Vendor Dashboard — SaaSMatch",
      description: "Your vendor profile on SaaSMatch.",
      noIndex: true,
    },
  },
  admin: {
    path: "/admin",
    file: "routes/admin.tsx",
    seo: { title: "Operator Admin — SaaSMatch", description: "SaaSMatch operators only.", noIndex: true },
  },
  security: {
    path: "/vendor/security",
    file: "routes/vendor-security.tsx",
    seo: {
      title: "Account Security — SaaSMatch",
      description: "Two-factor authentication for your account.",
      noIndex: true,
    },
  },
} as const satisfies Record<string, PageDefinition>;

/** Development tools: never indexed, answer 404 in production. */
export const DEV_PAGES = {
  outbox: {
    path: "/dev/outbox",
    file: "routes/dev-outbox.tsx",
    seo: { title: "Outbox — SaaSMatch (development)", description: "Emails sent locally.", noIndex: true },
  },
  jobs: {
    path: "/dev/jobs",
    file: "routes/dev-jobs.tsx",
    seo: {
      title: "Scheduled jobs — SaaSMatch (development)",
      description: "Jobs waiting for their time.",
      noIndex: true,
    },
  },
  outboxMessage: {
    path: "/dev/outbox/:id",
    file: "routes/dev-outbox-message.tsx",
    seo: { title: "Email — SaaSMatch (development)", description: "One email sent locally.", noIndex: true },
  },
} as const satisfies Record<string, PageDefinition>;

export const NOT_FOUND_SEO: SeoRecord = {
  title: "Page Not Found — SaaSMatch",
  description: "The page you're looking for doesn't exist.",
  noIndex: true,
};

/** Pages search engines may index, in route-table order: the sitemap's source. */
export function indexablePages(): PageDefinition[] {
  return Object.values(PAGES).filter((page: PageDefinition) => !page.seo.noIndex);
}
