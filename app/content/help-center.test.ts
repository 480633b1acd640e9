import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGES, PAGES } from "~/config/pages";
import { HELP_CENTER } from "./help-center";

const entries = HELP_CENTER.flatMap((s) => s.entries);
const routes = new Map<string, string>(
  [...Object.values(PAGES), ...Object.values(ACCOUNT_PAGES)].map((p) => [p.path, p.file]),
);
routes.set("/vendor/leads", "routes/vendor-leads.tsx");

describe("help center content", () => {
  it("answers at least 60 questions, each under a unique anchor", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    const ids = [...HELP_CENTER.map((s) => s.id), ...entries.map((e) => e.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("answers in full sentences: every paragraph starts with a capital and ends with a full stop", () => {
    for (const entry of entries) {
      expect(entry.question, entry.id).toMatch(/^[A-Z].*\?$/);
      for (const paragraph of entry.answer) {
        expect(paragraph, entry.id).toMatch(/^[A-Z"'“]/);
        expect(paragraph, entry.id).toMatch(/[.!?]$/);
      }
    }
  });

  it("links every answer to a page of the site, and to a section that exists", () => {
    for (const { id, link } of entries) {
      const [path, anchor] = link.href.split("#");
      const file = routes.get(path!);
      expect(file, `${id}: ${link.href}`).toBeDefined();
      if (anchor) {
        const source = readFileSync(`app/${file}`, "utf8");
        expect(source, `${id}: #${anchor}`).toContain(`id="${anchor}"`);
      }
    }
  });
});
