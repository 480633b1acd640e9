import { describe, expect, it } from "vitest";
import { extractReadableText, extractSameSiteLinks, splitSentences } from "./extract-text";
import { proposeFacts } from "./propose";
import { parseRobots } from "./robots";

describe("extractReadableText", () => {
  it("keeps visible text, drops scripts, styles and tags, decodes entities", () => {
    const html = `<html><head><title>x</title><style>p{}</style></head><body><nav>Home</nav>
      <script>var secret = 1;</script><p>Fast&nbsp;help desk &amp; ticketing.</p><p>It&#39;s <b>ISO 27001</b> certified.</p>
      <!-- hidden --></body></html>`;
    const text = extractReadableText(html);
    expect(text).toBe("Home\nFast help desk & ticketing.\nIt's ISO 27001 certified.");
    expect(text).not.toContain("secret");
  });
  it("splits sentences", () => {
    expect(splitSentences("One thing. Another one! Third?\nLine")).toEqual([
      "One thing.",
      "Another one!",
      "Third?",
      "Line",
    ]);
  });
});

describe("extractSameSiteLinks", () => {
  it("returns absolute same-site page links once, without fragments, files or other sites", () => {
    const html = `<a href="/pricing">P</a><a href='features#top'>F</a><a href="https://www.deskly.example/pricing">dup</a>
      <a href="https://other.example/x">o</a><a href="mailto:a@b">m</a><a href="/brochure.pdf">pdf</a><a href=/about>a</a>`;
    expect(extractSameSiteLinks(html, "https://deskly.example/")).toEqual([
      "https://deskly.example/pricing",
      "https://deskly.example/features",
      "https://www.deskly.example/pricing",
      "https://deskly.example/about",
    ]);
  });
});

describe("parseRobots", () => {
  const robots = `User-agent: *\nDisallow: /private\nAllow: /private/ok\n\nUser-agent: SaaSMatchBot\nDisallow: /no-bots\nDisallow: /*.php$`;
  it("uses our group when one names us, with longest-match precedence", () => {
    const mine = parseRobots(robots, "SaaSMatchBot/1.0");
    expect(mine.allows("/no-bots/page")).toBe(false);
    expect(mine.allows("/index.php")).toBe(false);
    expect(mine.allows("/index.php?x")).toBe(true);
    expect(mine.allows("/private")).toBe(true);
  });
  it("falls back to *", () => {
    const other = parseRobots(robots, "OtherBot");
    expect(other.allows("/private/x")).toBe(false);
    expect(other.allows("/private/ok/1")).toBe(true);
    expect(other.allows("/")).toBe(true);
  });
});

describe("proposeFacts", () => {
  const vocabulary = {
    categories: [{ name: "Help desk & ticketing", phrases: ["help desk", "ticketing system"] }],
    features: [
      { name: "Shared inbox", phrases: ["shared inbox"] },
      { name: "API access", phrases: ["API", "REST API"] },
    ],
    integrations: ["Slack", "Salesforce"],
  };
  it("proposes each fact once with the page and sentence it came from, and skips what the profile has", () => {
    const pages = [
      {
        url: "https://deskly.example/",
        text: "Deskly is the help desk for growing teams. A shared inbox for every team.\nConnect Slack in one click.",
      },
      {
        url: "https://deskly.example/security",
        text: "We are SOC 2 Type II audited and ISO 27001 certified. Learn what SOC 2 means. Our REST API is open. Slack alerts too.",
      },
    ];
    const proposals = proposeFacts(pages, vocabulary, {
      category: [],
      feature: ["shared inbox"],
      integration: [],
      certification: [],
    });
    expect(proposals).toEqual([
      {
        kind: "category",
        value: "Help desk & ticketing",
        sourceUrl: "https://deskly.example/",
        sentence: "Deskly is the help desk for growing teams.",
      },
      {
        kind: "integration",
        value: "Slack",
        sourceUrl: "https://deskly.example/",
        sentence: "Connect Slack in one click.",
      },
      {
        kind: "certification",
        value: "SOC 2",
        sourceUrl: "https://deskly.example/security",
        sentence: "We are SOC 2 Type II audited and ISO 27001 certified.",
      },
      {
        kind: "certification",
        value: "ISO 27001",
        sourceUrl: "https://deskly.example/security",
        sentence: "We are SOC 2 Type II audited and ISO 27001 certified.",
      },
      {
        kind: "feature",
        value: "API access",
        sourceUrl: "https://deskly.example/security",
        sentence: "Our REST API is open.",
      },
    ]);
  });
  it("does not take a certification without a claim, nor a word inside another word", () => {
    const pages = [{ url: "https://x.example/", text: "What is SOC 2? Rapid tools. Slackers beware." }];
    expect(
      proposeFacts(pages, vocabulary, { category: [], feature: [], integration: [], certification: [] }),
    ).toEqual([]);
  });
});
