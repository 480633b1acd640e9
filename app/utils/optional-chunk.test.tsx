import { text } from "node:stream/consumers";
import { Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { optionalChunk } from "./optional-chunk";

function WithTooltips({ label }: { label: string }) {
  return <b>{label} with tooltips</b>;
}

function WithoutTooltips({ label }: { label: string }) {
  return <b>{label}</b>;
}

async function render(node: React.ReactNode) {
  const { prelude } = await prerenderToNodeStream(<Suspense fallback={<i>loading</i>}>{node}</Suspense>);
  return text(prelude);
}

describe("optionalChunk", () => {
  it("renders the loaded component", async () => {
    const Chips = optionalChunk(async () => WithTooltips, WithoutTooltips);
    expect(await render(<Chips label="Chips" />)).toBe("<!--$--><b>Chips<!-- --> with tooltips</b><!--/$-->");
  });

  it("renders the fallback, with the same props, when the chunk cannot be loaded", async () => {
    const Chips = optionalChunk<{ label: string }>(
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      WithoutTooltips,
    );
    expect(await render(<Chips label="Chips" />)).toBe("<!--$--><b>Chips</b><!--/$-->");
  });
});
