/**
 * Which page shows a content module: follows the import statements from each page's route module through
 * the components it uses until it reaches the module. Lets the assistant cite the right page for content
 * that lives in `app/content` or `app/config` without anyone keeping a second mapping.
 */
export interface SourceGraph {
  /** Project-relative file → its source text, for every route and component module. */
  sources: ReadonlyMap<string, string>;
}

const IMPORT = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") out.pop();
    else if (part !== "." && part !== "") out.push(part);
  }
  return out.join("/");
}

/** Resolves an import specifier from `from` to a project-relative path (`~/x` is `app/x`); packages → null. */
export function resolveImport(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("."))
    base = normalize(`${from.split("/").slice(0, -1).join("/")}/${specifier}`);
  else return null;
  base = base.replace(/\?.*$/, "");
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext;
  return base.endsWith(".js") && exists(base.replace(/\.js$/, ".ts")) ? base.replace(/\.js$/, ".ts") : null;
}

/** Import distance from each entry file to every file it reaches. */
export function reachableFrom(
  entry: string,
  graph: SourceGraph,
  known: ReadonlySet<string>,
): Map<string, number> {
  const exists = (f: string) => known.has(f);
  const dist = new Map<string, number>([[entry, 0]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = graph.sources.get(file);
    if (!source) continue;
    for (const m of source.matchAll(IMPORT)) {
      const target = resolveImport(file, (m[1] ?? m[2])!, exists);
      if (!target || dist.has(target)) continue;
      dist.set(target, dist.get(file)! + 1);
      queue.push(target);
    }
  }
  return dist;
}

function slugOf(path: string): string {
  return path === "/" ? "home" : path.replace(/^\//, "").split("/")[0]!;
}

function stem(file: string): string {
  return file
    .split("/")
    .pop()!
    .replace(/\.(tsx?|md)$/, "");
}

/**
 * The page a module's text belongs to: a page whose route reaches it (closest first; among equals one whose
 * path matches the file name; then route-table order); else a page whose path matches the file or folder
 * name; else null.
 */
export function pageForModule(
  moduleFile: string,
  pages: readonly { path: string; routeFile: string }[],
  reach: ReadonlyMap<string, ReadonlyMap<string, number>>,
): string | null {
  const name = stem(moduleFile);
  const folder = moduleFile.split("/").slice(-2, -1)[0] ?? "";
  const nameMatches = (path: string) => {
    const slug = slugOf(path);
    return name === slug || name.startsWith(`${slug}-`) || slug.startsWith(`${name}-`) || folder === slug;
  };
  let best: { path: string; distance: number; named: boolean; order: number } | null = null;
  pages.forEach((page, order) => {
    const distance = reach.get(page.routeFile)?.get(moduleFile);
    if (distance === undefined) return;
    const named = nameMatches(page.path);
    if (!best || distance < best.distance || (distance === best.distance && named && !best.named)) {
      best = { path: page.path, distance, named, order };
    }
  });
  if (best) return (best as { path: string }).path;
  return pages.find((p) => nameMatches(p.path))?.path ?? null;
}
