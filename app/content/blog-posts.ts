/** A blog post's listing and SEO data. Bodies arrive with the content issue. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO date of publication. */
  published: string;
}

/** The spec's known blog slugs (the {token} placeholder and the two unnamed slugs are left out). */
export const BLOG_POSTS: BlogPostSummary[] = [
  {
    slug: "ai-driven-software-selection",
    title: "AI-Driven Software Selection: What It Can and Can't Do",
    description:
      "Where AI genuinely speeds up choosing business software, and where human judgment still matters.",
    published: "2026-09-01",
  },
  {
    slug: "ai-software-recommendation-based-on-needs",
    title: "Software Recommendations Based on Your Needs, Not Ad Budgets",
    description: "How needs-based recommendations differ from pay-to-rank directories.",
    published: "2026-09-03",
  },
  {
    slug: "find-tools-that-solve-your-problem",
    title: "Find Tools That Solve Your Actual Problem",
    description:
      "Start from the problem, not the product category: a practical method for finding the right tool.",
    published: "2026-09-08",
  },
  {
    slug: "find-saas-tool-without-talking-to-sales-reps",
    title: "How to Find a SaaS Tool Without Talking to Sales Reps",
    description: "Research, shortlist and compare software on your own terms before you ever book a demo.",
    published: "2026-09-12",
  },
  {
    slug: "fastest-way-to-find-software",
    title: "The Fastest Way to Find the Right Software",
    description: "A short, repeatable process for going from problem to shortlist in an afternoon.",
    published: "2026-09-16",
  },
  {
    slug: "find-alternative-software",
    title: "How to Find Alternative Software When Your Current Tool Stops Fitting",
    description:
      "Signs you have outgrown a tool and how to evaluate alternatives without starting from zero.",
    published: "2026-09-20",
  },
  {
    slug: "generate-saas-vendor-shortlist",
    title: "How to Generate a SaaS Vendor Shortlist",
    description: "Turn a long list of vendors into a shortlist of three to five you can actually evaluate.",
    published: "2026-09-24",
  },
  {
    slug: "saas-that-solves-problems",
    title: "SaaS That Solves Problems: Buying for Outcomes",
    description: "Why outcome-first buying leads to better software decisions than feature checklists.",
    published: "2026-09-28",
  },
  {
    slug: "smart-vendor-matching-tools",
    title: "Smart Vendor Matching Tools Explained",
    description: "What vendor matching tools do, how they rank, and what to ask of their rankings.",
    published: "2026-10-02",
  },
  {
    slug: "business-software-finder-ai-vs-lists",
    title: "Business Software Finder: AI Matching vs. Top-10 Lists",
    description:
      "Comparing AI-driven matching with review sites and listicles for finding business software.",
    published: "2026-10-06",
  },
  {
    slug: "vendor-matching-tools",
    title: "Vendor Matching Tools: A Buyer's Guide",
    description: "How to judge a vendor matching tool: transparency, privacy, coverage and incentives.",
    published: "2026-10-10",
  },
  {
    slug: "find-right-vendors-business-problem",
    title: "Finding the Right Vendors for a Business Problem",
    description: "Describe the problem well and the right vendors become much easier to find. Here is how.",
    published: "2026-10-14",
  },
  {
    slug: "software-vendor-comparison-guide",
    title: "The Software Vendor Comparison Guide",
    description: "A structured way to compare vendors side by side: features, deployment, pricing and risk.",
    published: "2026-10-18",
  },
  {
    slug: "top-saas-vendors-for-growing-teams",
    title: "Choosing SaaS for Growing Teams",
    description:
      "What changes in your software needs as a team grows, and how to choose tools that scale with you.",
    published: "2026-10-22",
  },
  {
    slug: "confidential-commercial-consulting-founders",
    title: "Confidential Commercial Consulting for Founders",
    description:
      "When founders need confidential advice on software and vendors, and how to get it without exposure.",
    published: "2026-10-26",
  },
];

export function getBlogPost(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
