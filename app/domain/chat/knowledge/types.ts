/** A page of the product as the assistant knows it: where it lives and what it says, split into sections. */
export interface KnowledgeDocument {
  /** Site path the answer cites, e.g. `/how-it-works` or `/blog/find-alternative-software`. */
  url: string;
  /** Human title of the page, used as the link text. */
  title: string;
  /** Where the text came from, for logs and tests (e.g. `app/content/blog/x.md`). */
  source: string;
  /** Relative trust: page copy 1, page metadata a little less, developer docs less still. */
  weight: number;
  sections: KnowledgeSection[];
}

export interface KnowledgeSection {
  heading: string;
  text: string;
  /** Extra search words that are not shown (SEO keywords, tags). */
  keywords?: string[];
}

/** One retrievable unit: a section (or part of a long one) of one document. */
export interface Passage {
  id: number;
  url: string;
  pageTitle: string;
  heading: string;
  text: string;
  keywords: string[];
  weight: number;
  source: string;
}
