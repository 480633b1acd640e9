/**
 * The four steps of a search shown on the home page, each saying what the product really does at that step; /how-it-works shows them
 * too. A module of their own, so the home page does not load /how-it-works' content and the engine constants it
 * imports (and the chat assistant cites /how-it-works for them, the page importing them directly).
 */
export const MATCHING_STEPS = [
  {
    title: "AI Operator",
    summary:
      "Describe your business problem in your own words. A guided five-step form then asks about your business, technical needs, project and region.",
  },
  {
    title: "AI Problem Matching",
    summary:
      "The engine recognises what kinds of software address your problem from everyday phrasings, and searches every vendor in the catalog, not just the best-known names.",
  },
  {
    title: "AI Ranking",
    summary:
      "Each relevant vendor is scored on five published factors, led by problem fit. Payment is not an input: no vendor can buy a better position.",
  },
  {
    title: "Qualified Matching",
    summary:
      "Every match is checked against your deployment, budget, company size, region and timeline, and explained: what it covers, what is unknown, where it conflicts.",
  },
] as const;
