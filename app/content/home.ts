/** Copy of the home page's sections, in page order. Statistics carry a source only where one was found. */

export interface Statistic {
  value: string;
  text: string;
  /** A published source for the figure; absent when none could be found (the figure is shown without a source link). */
  source?: { name: string; url: string };
}

export const PROBLEM_SECTION = {
  title: "B2B SaaS Sales is Broken",
  intro:
    "Buyers want to research on their own terms; sellers keep chasing people who are not ready to buy. Both sides lose time.",
  buyers: {
    title: "For buyers",
    stats: [
      {
        value: "70%",
        text: "of the buying journey is researched independently",
        source: {
          name: "6sense, “The Critical Period for B2B Buying”",
          url: "https://6sense.com/science-of-b2b/the-critical-period-for-b2b-buying/",
        },
      },
      { value: "52%", text: "find vendor content irrelevant" },
      {
        value: "8+",
        text: "touchpoints before a sale",
        source: {
          name: "EmailToolTester, “How Many Touchpoints Before a Sale?”",
          url: "https://www.emailtooltester.com/en/blog/how-many-touchpoints-before-a-sale/",
        },
      },
    ] satisfies Statistic[],
  },
  sellers: {
    title: "For sellers",
    stats: [
      {
        value: "2%",
        text: "of cold outreach converts",
        source: {
          name: "Zippia, “Cold Calling Statistics”",
          url: "https://www.zippia.com/advice/cold-calling-statistics/",
        },
      },
      { value: "75.7%", text: "of outreach is misdirected" },
      { value: "20%", text: "of sales time is wasted" },
    ] satisfies Statistic[],
  },
} as const;

export const SOLUTION_SECTION = {
  title: "A better way to find software",
  cards: [
    {
      title: "Private & Anonymous",
      text: "Search without an account or contact details. Vendors learn who you are only if you choose to connect.",
    },
    {
      title: "Fast & Efficient",
      text: "Describe your problem once and get a ranked shortlist right away: no demos, no sales calls, no waiting.",
    },
    {
      title: "Accurate Matching",
      text: "Every vendor is scored on five published factors, led by how well it fits your problem, and every match is explained.",
    },
  ],
} as const;

/**
 * Below 768 px the hero shows this static rendering of its graphic (scripts/hero-image.tsx) instead of the animated
 * one: the one small image the home page preloads on phones. 960×300 source, so 16:5.
 */
export const HERO_MOBILE_IMAGE = {
  src: "/images/hero-mobile.png",
  alt: "Illustration: a business problem flowing into a ranked shortlist of three vendors",
  width: 320,
  height: 100,
  widths: [320, 640],
  /** Full width minus the hero's 16 px padding each side, at most the 320 px it is drawn at. */
  sizes: "(max-width: 352px) calc(100vw - 32px), 320px",
  media: "(max-width: 767px)",
} as const;

export const STEPS_SECTION = { title: "How it works in 4 steps" } as const;

export const TESTIMONIALS_SECTION = {
  title: "What buyers say",
  examplesTitle: "See what buyers get",
  examplesIntro:
    "Real needs and the shortlists our engine computes for them right now. Select a card to see the shortlist.",
} as const;

export const LOGO_BANNER = {
  title: "Vendors you can be matched with",
  intro: "A few of the software vendors in our catalog. Listing is free and never affects rankings.",
  /** Auto-scroll speed of the testimonial strip. */
  pixelsPerSecond: 50,
  desktopLogos: 10,
  mobileLogos: 5,
} as const;

export const FINAL_CTA = {
  title: "Ready to find your match?",
  text: "Free and anonymous. No demos, no sales calls.",
  button: "Start Matching Now",
} as const;
