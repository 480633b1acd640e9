import { readFileSync } from "node:fs";
import { createMatchIndex, defaultVocabulary } from "~/domain/matching";
const index: any = createMatchIndex([], defaultVocabulary());
const tk = index.vocab.tokenizer;
const caps = index.vocab.vocabulary.capabilities;
let text = process.argv[2]!;
if (/^(ext|dev)-/.test(text)) { const q = JSON.parse(readFileSync(`/work/shared/bench/queries.${text.startsWith("ext") ? "real" : "dev"}.json`, "utf8")).queries.find((q: any) => q.id === text); text = q.businessProblem.problem + " | " + q.businessProblem.features.join(" | "); }
const terms = new Set(tk.tokenize(text).map((t: any) => t.term));
const want = process.argv.slice(3);
for (const c of caps) {
  if (want.length && !want.some((w) => c.name.toLowerCase().includes(w.toLowerCase()))) continue;
  const hits = [...c.cues, ...c.weak_cues].filter((cue: string) => { const ts = tk.tokenize(cue).map((t: any) => t.term); return ts.length > 0 && ts.every((t: string) => terms.has(t)); });
  if (hits.length) console.log(c.name, "<=", JSON.stringify(hits));
}
