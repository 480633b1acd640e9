import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { matchProblem } from "../find-matches";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem, vendor } from "../testing/fixtures";

/**
 * Operations questions from the shop floor, the depot and the web studio (vocabulary 2025.110): a probe of 40 forum
 * questions of our own found a dashboard of sensor readings read as business intelligence, the upkeep of plant and
 * machines in German word order read as nothing, clients commenting on a staging site read as UI design, and route
 * planning (a kind few catalogs have) shown with food-delivery apps. Our own sentences, none from a measuring set.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));
const needs = (text: string) => read(text).needs;

describe("a dashboard of sensor readings is an IoT dashboard", () => {
  it.each([
    "Our bakery ovens have sensors and the owner wants every oven on one dashboard with a warning when one runs hot",
    "Die Kühlhäuser haben Sensoren, wir wollen alle Werte auf einem Dashboard sehen",
    "Nos chambres froides ont des capteurs, on veut un tableau de bord avec toutes les valeurs",
    "We log vibration on the pumps and want a dashboard that flags the odd ones",
  ])("%s", (text) => {
    expect(needs(text)[0]).toBe("IoT platforms & device management");
  });

  it("reads condition monitoring of machines as IoT without the word dashboard", () => {
    expect(needs("Looking into condition monitoring for the presses in our plant")[0]).toBe(
      "IoT platforms & device management",
    );
  });

  it("keeps a dashboard of business figures business intelligence (controls)", () => {
    expect(needs("Management wants a dashboard with revenue and margins per branch")[0]).toBe(
      "Analytics & BI",
    );
    expect(needs("Wir brauchen ein Dashboard mit Umsatz und Marge pro Filiale")[0]).toBe("Analytics & BI");
  });
});

describe("the upkeep of plant and machines, written round the verb", () => {
  it.each([
    "Für unsere Druckerei suchen wir eine Lösung für die Wartung der Maschinen",
    "In der Gießerei sollen Störungen an den Öfen erfasst werden",
    "Nous voulons planifier l'entretien et enregistrer les pannes de la ligne d'embouteillage",
    "In de fabriek willen we storingen registreren per productielijn",
    "Queremos planificar el mantenimiento y registrar averías de las prensas",
  ])("%s", (text) => {
    expect(needs(text)[0]).toBe("Maintenance (CMMS)");
  });
});

describe("clients commenting on a site before it goes live", () => {
  it("reads feedback on a staging site as website feedback (issue tracking), not UI design", () => {
    expect(
      needs(
        "Our clients should leave feedback on the staging site before launch instead of emailing screenshots",
      )[0],
    ).toBe("Issue & bug tracking");
    expect(
      needs("We want reviewers to comment directly on the website and see each note on the page")[0],
    ).toBe("Issue & bug tracking");
  });

  it("keeps drawing app screens UI design (control)", () => {
    expect(needs("Our designers need a tool to draw app mockups and clickable prototypes")[0]).toBe(
      "UI design & prototyping",
    );
  });
});

describe("following the drivers live", () => {
  it("reads following drivers live as GPS tracking", () => {
    expect(
      needs(
        "The bakery wants live tracking of the drivers during the morning round, so the shop can answer callers",
      ),
    ).toContain("Telematics & GPS tracking");
  });
});

/** A catalog without route planners: a routing engine, a GPS tracker, a food-delivery app and a restaurant booker. */
const depot = createMatchIndex(
  [
    vendor({
      slug: "waypath",
      name: "Waypath",
      description: "Open source routing engine: shortest routes, travel times and turn-by-turn directions.",
      categories: ["Maps and Global Positioning System (GPS)"],
    }),
    vendor({
      slug: "pinfleet",
      name: "Pinfleet",
      description: "Self-hosted GPS tracking server for phones and trackers, with live positions on a map.",
      categories: ["Maps and Global Positioning System (GPS)"],
    }),
    vendor({
      slug: "munchrun",
      name: "Munchrun",
      description: "Online ordering and delivery for restaurants: customers order food, drivers deliver it.",
      categories: ["Reservations & delivery"],
    }),
    vendor({
      slug: "tablely",
      name: "Tablely",
      description: "Table reservations and takeaway orders for restaurants.",
      categories: ["Reservations & delivery"],
    }),
    vendor({
      slug: "planlog",
      name: "Planlog",
      description: "Plan work and log every job for small workshops and their machines.",
      categories: ["Task Management & To-do Lists"],
    }),
    vendor({
      slug: "shopfloor-erp",
      name: "Shopfloor ERP",
      description: "ERP for small manufacturers: production orders, purchasing and stock.",
      categories: ["Resource Planning"],
    }),
  ],
  defaultVocabulary(),
);

describe("a kind the catalog lacks is shown with the nearest kinds of tool", () => {
  it("shows route planning with a routing engine first, not a food-delivery app", () => {
    const { verdicts, interpretation } = matchProblem(
      depot,
      problem({
        problem: "Our florist has four drivers and needs route planning for its deliveries",
      }),
      { currentYear: 2026 },
    );
    expect(interpretation.missingKind?.id).toBe("route-planning");
    expect(verdicts[0]?.slug).toBe("waypath");
  });

  it("shows maintenance planning with an ERP first (ERP suites carry maintenance modules)", () => {
    const { verdicts, interpretation } = matchProblem(
      depot,
      problem({ problem: "We need to plan maintenance and log breakdowns of the machines in our workshop" }),
      { currentYear: 2026 },
    );
    expect(interpretation.missingKind?.id).toBe("cmms");
    expect(verdicts[0]?.slug).toBe("shopfloor-erp");
  });
});
