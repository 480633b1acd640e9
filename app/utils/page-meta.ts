import type { MetaDescriptor } from "react-router";
import { type SeoRecord, seoTags } from "~/config/seo";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** Renders a route's SEO record with the PUBLIC_URL the root loader provides. */
export function pageMeta(seo: SeoRecord, args: MetaArgsLike): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return seoTags(seo, { publicUrl: root?.publicUrl ?? "", pathname: args.location.pathname });
}
