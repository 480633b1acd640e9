import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { readJoinedObjects } from "./joined-objects";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);

function needs(text: string) {
  return understandProblem(vocab, problem({ problem: text, features: [], industry: "" })).capabilities.map(
    (c) => ids[c.capability]!,
  );
}

/** Each joined word and the word it may also be read in place of, as written: "hours>trips". */
function joined(text: string) {
  const { words } = vocab.tokenizer.read(text);
  const out: string[] = [];
  for (const [i, places] of readJoinedObjects(vocab.needs, words))
    for (const p of places) out.push(`${words[i]!.raw}${p.before ? "<" : ">"}${words[p.at]!.raw}`);
  return out.sort();
}

describe("a need verb applied to each of its joined objects", () => {
  it("reads the verb with an object joined after others ('log the trips, the materials and the hours'), in six languages", () => {
    for (const text of [
      "Our plumbers need to log the trips, the materials and the hours for every job.",
      "We want one place to schedule the cooks, the cleaners and the volunteers at our shelter.",
      "Nous voulons saisir les trajets, le matériel et les heures de nos techniciens.",
      "Queremos registrar los gastos, los kilómetros y las horas de cada técnico.",
      "Vogliamo registrare i chilometri, i materiali e le ore dei tecnici.",
    ])
      expect(needs(text), text).toEqual(
        expect.arrayContaining([text.includes("volunteers") ? "volunteer-management" : "time-tracking"]),
      );
  });

  it("reads a verb-final verb with an object joined before others ('die Stunden, die Fahrten und das Material erfassen')", () => {
    for (const text of [
      "Wir wollen die Stunden, die Fahrten und das Material erfassen.",
      "We willen de uren, de ritten en de materialen registreren.",
    ])
      expect(needs(text), text).toContain("time-tracking");
  });

  it("reads a joined object no farther from the cue's other word than the object next to the verb may stand", () => {
    const strength = (text: string) =>
      understandProblem(vocab, problem({ problem: text, features: [], industry: "" })).capabilities.find(
        (c) => ids[c.capability] === "time-tracking",
      )?.weight ?? 0;
    // "log [week] trips … hours": one content word between the verb and the first object, two once "hours" is
    // read after "trips": within the span of a cue's words, though "log week trips hours" as written is not.
    expect(strength("Our crew has to log each week our trips and hours")).toBeGreaterThan(
      strength("Our crew has to log each week trips hours"),
    );
    // "log [busy week] trips … hours": three read so, past the span: only what the words as written say.
    expect(strength("Our crew has to log each busy week our trips and hours")).toBe(
      strength("Our crew has to log each busy week trips hours"),
    );
  });

  it("finds the objects of a list and the word that governs them, before or after it", () => {
    expect(joined("we want to schedule our cooks and our drivers")).toEqual(["drivers<cooks"]);
    expect(joined("we must track the vans, trailers as well as forklifts")).toEqual([
      "forklifts<vans",
      "trailers<vans",
    ]);
    expect(joined("Wir wollen Stunden und Fahrten erfassen")).toEqual(["stunden>fahrten"]);
    expect(joined("nous devons planifier les cuisiniers ainsi que les chauffeurs")).toEqual([
      "chauffeurs<cuisiniers",
    ]);
    // One-letter "y", "e" before an article or a personal "a": the first letter joins.
    expect(joined("queremos organizar a los camareros y a los cocineros")).toContain("cocineros<camareros");
    expect(joined("vogliamo gestire i clienti e l'agenda")).toContain("agenda<clienti");
  });

  it("joins short noun phrases only: a clause after 'and' or a long phrase is no object of the verb", () => {
    expect(joined("we want to schedule our cooks and drivers keep asking for the route")).toEqual([]);
    expect(joined("we log the trips and then we send invoices")).toEqual([]);
    expect(joined("we log the trips and the costly overnight hotel stays")).toEqual([]);
  });
});
