import { describe, expect, it } from "vitest";
import { createKnowledgeIndex, splitLongText } from "./knowledge-index";
import { parseMarkdown, stripInlineMarkdown } from "./markdown";
import { isProse, sectionsFromModule } from "./module-text";
import { pageForModule, reachableFrom, resolveImport } from "./page-assignment";

describe("parseMarkdown", () => {
  it("reads frontmatter and splits the body at headings, leaving out code and tables", () => {
    const md = [
      "---",
      'title: "Choosing a CRM"',
      "description: How to pick one",
      "tags:",
      "  - crm",
      "  - sales",
      "---",
      "Intro paragraph with a [link](/form) and **bold** text.",
      "",
      "## Why it matters",
      "",
      "- first point",
      "- second point",
      "```ts",
      "const secret = 1;",
      "```",
      "| a | b |",
      "### Costs",
      "It costs *nothing*.",
    ].join("\n");
    const parsed = parseMarkdown(md);
    expect(parsed.frontmatter).toMatchObject({
      title: "Choosing a CRM",
      description: "How to pick one",
      tags: "crm, sales",
    });
    expect(parsed.title).toBe("Choosing a CRM");
    expect(parsed.sections).toEqual([
      { heading: "", text: "Intro paragraph with a link and bold text." },
      { heading: "Why it matters", text: "first point\nsecond point" },
      { heading: "Costs", text: "It costs nothing." },
    ]);
  });
  it("takes the first # heading as the title when there is no frontmatter", () => {
    expect(parseMarkdown("# Hello world\n\nBody text here.").title).toBe("Hello world");
  });
  it("strips inline markup", () => {
    expect(stripInlineMarkdown("![img](/a.png)Use `npm` and _this_ [one](https://x.y)")).toBe(
      "Use npm and this one",
    );
  });
});

describe("sectionsFromModule", () => {
  const pages = new Set(["/", "/how-it-works", "/contact"]);
  it("turns objects into sections: the title becomes the heading, prose fields the text", () => {
    const sections = sectionsFromModule(
      {
        HOW_IT_WORKS_STEPS: [
          {
            id: "one",
            title: "Describe your problem",
            body: "Write what hurts in plain words.",
            icon: "pen",
          },
          { id: "two", title: "Answer five questions", body: "Industry, size, budget and region." },
        ],
        heroHeadline: "Find the right software for your business problem",
        nav: [{ label: "Contact", href: "/contact" }],
      },
      pages,
    );
    expect(sections).toEqual([
      {
        heading: "Describe your problem",
        text: "Write what hurts in plain words.",
        keywords: ["How it works steps"],
      },
      {
        heading: "Answer five questions",
        text: "Industry, size, budget and region.",
        keywords: ["How it works steps"],
      },
      {
        heading: "Hero headline",
        text: "Find the right software for your business problem",
        keywords: ["Hero headline"],
      },
    ]);
  });
  it("attributes an object's text to the page its path names", () => {
    const [section] = sectionsFromModule(
      {
        pages: { contact: { path: "/contact", intro: "Write to us and we answer within two working days." } },
      },
      pages,
    );
    expect(section).toMatchObject({
      url: "/contact",
      text: "Write to us and we answer within two working days.",
    });
  });
  it("treats ids, paths and single words as non-prose", () => {
    expect(isProse("/how-it-works")).toBe(false);
    expect(isProse("https://example.com/a b")).toBe(true);
    expect(isProse("Privacy")).toBe(false);
    expect(isProse("Stay anonymous during the process")).toBe(true);
  });
});

describe("page assignment", () => {
  const sources = new Map([
    [
      "app/routes/home.tsx",
      'import { Hero } from "~/components/home/hero";\nimport { PAGES } from "~/config/pages";',
    ],
    [
      "app/routes/how-it-works.tsx",
      'import { STEPS } from "~/content/how-it-works";\nimport { PAGES } from "~/config/pages";',
    ],
    [
      "app/components/home/hero.tsx",
      'import { STEPS } from "../../content/how-it-works";\nimport x from "react";',
    ],
    ["app/content/how-it-works.ts", "export const STEPS = [];"],
    ["app/config/pages.ts", 'import { SITE } from "./site";'],
    ["app/config/site.ts", ""],
  ]);
  const known = new Set(sources.keys());
  const pages = [
    { path: "/", routeFile: "app/routes/home.tsx" },
    { path: "/how-it-works", routeFile: "app/routes/how-it-works.tsx" },
  ];
  const reach = new Map(pages.map((p) => [p.routeFile, reachableFrom(p.routeFile, { sources }, known)]));
  it("resolves ~/ and relative imports, ignoring packages", () => {
    expect(
      resolveImport("app/components/home/hero.tsx", "../../content/how-it-works", (f) => known.has(f)),
    ).toBe("app/content/how-it-works.ts");
    expect(resolveImport("app/routes/home.tsx", "react", () => true)).toBeNull();
  });
  it("a module belongs to the page that imports it most directly", () => {
    expect(pageForModule("app/content/how-it-works.ts", pages, reach)).toBe("/how-it-works");
  });
  it("a module every page reaches belongs to the first page; an unreached one to a page of the same name", () => {
    expect(pageForModule("app/config/site.ts", pages, reach)).toBe("/");
    expect(
      pageForModule("app/content/contact.ts", [...pages, { path: "/contact", routeFile: "x" }], reach),
    ).toBe("/contact");
    expect(pageForModule("app/content/unrelated.ts", pages, reach)).toBeNull();
  });
});

describe("knowledge index", () => {
  const kb = createKnowledgeIndex([
    {
      url: "/paywall",
      title: "Unlock Lead Details",
      source: "test",
      weight: 1,
      sections: [
        {
          heading: "Price",
          text: "Vendors pay a one-time fee of 49 euros per unlocked lead. Buyers never pay.",
        },
      ],
    },
    {
      url: "/privacy-policy",
      title: "Privacy Policy",
      source: "test",
      weight: 1,
      sections: [
        { heading: "Anonymity", text: "Buyers stay anonymous until they choose to connect with a vendor." },
      ],
    },
  ]);
  it("finds passages through the visitor's own words and their synonyms", () => {
    expect(kb.search("How much does it cost?")[0]?.passage.url).toBe("/paywall");
    expect(kb.search("do you keep my identity private")[0]?.passage.url).toBe("/privacy-policy");
  });
  it("reports low coverage for questions the content does not answer", () => {
    const top = kb.search("What is the refund policy for Salesforce licenses?")[0];
    expect(top === undefined || top.coverage < 0.5).toBe(true);
  });
  it("splits long sections at paragraph and sentence boundaries", () => {
    const parts = splitLongText(`${"A sentence here. ".repeat(80)}`, 200);
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.every((p) => p.length <= 200)).toBe(true);
  });
});
