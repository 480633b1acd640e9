import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const readings = (text: string) => {
  const { needs, otherReadings } = interpretProblem(index, problem({ problem: text }));
  return [...needs, ...otherReadings];
};

/**
 * The engine reads every text in English too, so a short acronym cue that is a common word of another language we read
 * was that kind in any sentence of that language: Spanish "cada mes" (every month) and French "mes factures" (my
 * invoices) read a manufacturing execution system, "tienda de ropa" (clothes shop) a record of processing activities,
 * "le service du midi" (lunchtime) music production, "1000 ppm" (a unit) portfolio management. Written in capitals
 * (`case_sensitive_words`: MES, ROPA, CAPA, PPM, MIDI) they keep their kind; lower case, they are words
 * (vocabulary 2025.103).
 */
describe("acronyms that are words in our other languages", () => {
  it.each([
    ["Necesitamos cobrar cuotas cada mes a los socios del club.", "Manufacturing & quality"],
    ["Je cherche un outil simple pour suivre mes factures et mes clients.", "Manufacturing & quality"],
    ["Somos una tienda de ropa con dos locales y necesitamos un TPV.", "Data privacy management"],
    ["Nous cherchons un logiciel pour nos rendez-vous du midi au cabinet.", "Music production & notation"],
    ["Alerts when CO2 goes above 1000 ppm in the classrooms.", "Project portfolio management"],
    ["Ci serve un gestionale per la capa squadra e i turni del bar.", "Quality management (QMS)"],
  ])("are no kind written as words: %s", (text, kind) => {
    expect(readings(text)).not.toContain(kind);
  });

  it.each([
    [
      "We need an MES for our injection moulding plant to track work orders on the shop floor.",
      "Manufacturing & quality",
    ],
    ["We need a PPM tool to prioritise projects across the portfolio.", "Project portfolio management"],
    ["We handle CAPA and deviations on paper in our pharma lab.", "Quality management (QMS)"],
    [
      "Our DPO wants our ROPA kept up to date in one place instead of a spreadsheet.",
      "Data privacy management",
    ],
    ["A DAW that handles MIDI controllers for our studio.", "Music production & notation"],
  ])("keep their kind in capitals: %s", (text, kind) => {
    expect(interpretProblem(index, problem({ problem: text })).needs[0]).toBe(kind);
  });
});
