import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string, features: string[] = []) =>
  interpretProblem(index, problem({ problem: text, features })).needs;

/**
 * A narrower kind added after a broader one owns the words that name it; the broader kind keeps them as weak cues,
 * so a buyer who names the narrow job gets the narrow kind first.
 */
describe("narrower kinds own their words", () => {
  it("reads meetup groups and RSVPs as group events, not as ticket sales", () => {
    expect(needs("We run three local meetup groups and need event pages where members can RSVP.")).toContain(
      "Group events & meetups",
    );
    expect(needs("Our book club needs a tool for our meetups.", ["RSVPs"])[0]).toBe("Group events & meetups");
    // Selling tickets is still the event-ticketing kind.
    expect(needs("We need to sell tickets for our conference.")[0]).toBe("Event ticketing & management");
  });

  it("reads AI writing and AI images as their own kinds, not as generative AI at large", () => {
    expect(needs("We need an AI writer for our newsletter")[0]).toBe("AI writing & copywriting");
    expect(needs("Our agency wants AI image generation for client campaigns")[0]).toBe(
      "AI image & video generation",
    );
    // "AI writing assistant" is the narrower kind's own phrase: its three words beat "writing assistant".
    expect(needs("We are looking for an AI writing assistant")).toEqual(["AI writing & copywriting"]);
    // A writing assistant that fixes grammar is still a grammar checker, and an AI assistant is generative AI.
    expect(needs("We need a writing assistant that fixes grammar")[0]).toBe("Grammar & writing assistants");
    expect(needs("We want an AI assistant for the team")[0]).toBe("AI assistants & generative AI");
  });

  it("reads a contact centre as its own kind, not as a sales dialer or a business phone system", () => {
    expect(needs("Our support agents need call centre software to take customer calls")[0]).toBe(
      "Contact center & call center software",
    );
    expect(needs("Wir brauchen eine Callcenter Software für den Kundenservice")[0]).toBe(
      "Contact center & call center software",
    );
    // Dialing prospects is still a sales dialer, and a phone system for the office still a business phone.
    expect(needs("We need a predictive dialer for cold calling")[0]).toBe("Sales dialers & outbound calling");
    expect(needs("We need a new phone system for the office")[0]).toBe("Business phone systems & VoIP");
  });

  it("reads editing documents together as real-time co-editing, not as collaboration at large", () => {
    expect(needs("Our team wants to edit documents together from home.")[0]).toBe(
      "Real-time document co-editing & office suites",
    );
  });
});

describe("file sync and file sending are two kinds", () => {
  it("reads syncing files and folders as a cloud drive, sending large files as file sharing", () => {
    expect(needs("We want our files synced across laptops and phones, like a Dropbox of our own.")[0]).toBe(
      "File sync & cloud drives",
    );
    expect(needs("We need to send large video files to clients every week.")[0]).toBe("File sharing & sync");
  });
});

describe("the buyer's own product, when no need phrase is found", () => {
  it("is the situation, not the kind of software needed", () => {
    const read = needs("My online store keeps getting spam sign-ups from bots.");
    expect(read).not.toContain("E-commerce platform");
    expect(read.length).toBeGreaterThan(0);
  });

  it("is read as the need when nothing else names a kind", () => {
    expect(needs("Our online shop.")).toContain("E-commerce platform");
  });
});

describe("the wizard's features beside a plainly named need", () => {
  it("say what that software must do; they choose no kind of their own", () => {
    const read = needs(
      "We need an online store for our candles; keeping track of stock and shipping orders is a mess.",
      ["Inventory and shipping", "Discount codes"],
    );
    expect(read).toEqual(["E-commerce platform"]);
  });

  it("choose kinds when the need phrase names none plainly", () => {
    expect(needs("We want to get organised.", ["Sales pipeline"])).toContain("CRM");
  });
});

describe("function words of the language the buyer writes in", () => {
  it("are no English words (Dutch 'van' is 'of', not a van)", () => {
    const read = needs("Wij willen een overzicht van onze klanten en hun bestellingen.");
    expect(read).not.toContain("Transportation & fleet management");
    // In English the word still names the kind.
    expect(needs("We need to track our vans and their drivers.")).toContain(
      "Transportation & fleet management",
    );
  });

  it("are not shown by a word English cues use: 'AI', 'door' alone do not make a short text Italian or Dutch", () => {
    // Italian "ai" (to the) and Dutch "door" (by) are also English words of cues; alone they say nothing about the
    // language, so they are not dropped as foreign function words.
    expect(needs("An AI copywriter for our shop")).toContain("AI writing & copywriting");
    expect(needs("Door access control for our office")[0]).toBe("Physical access control");
    // Once other function words show the language, they are its function words again.
    expect(needs("Wij willen dat klanten door de app een afspraak maken")).not.toContain(
      "Physical access control",
    );
  });
});

describe("taking orders online for goods", () => {
  it("is an online shop; ordering food online stays restaurant ordering", () => {
    const read = needs(
      "We pour scented candles at home and want to take orders online from people who saw us at craft fairs.",
    );
    expect(read).toEqual(["E-commerce platform"]);
    expect(needs("Our pizzeria wants guests to order food online for pickup.")).not.toContain(
      "E-commerce platform",
    );
  });
});

describe("buying online, said in passing", () => {
  it("names no online shop: a phrase that loses its stop words to 'buy online' is no strong cue", () => {
    expect(
      needs("Shoppers want to see how our hats look on them before buying online.", ["Virtual try-on"])[0],
    ).toBe("AR & 3D product visualization");
  });
});

describe("hosting it on a VPS", () => {
  it("is a deployment criterion, not a need for hosting", () => {
    const read = interpretProblem(
      index,
      problem({
        problem: "I listen to a dozen podcasts and want an app I can host on my VPS to fetch new episodes.",
      }),
    );
    expect(read.needs).not.toContain("Hosting & infrastructure");
    expect(read.needs).not.toContain("Cloud servers & VPS");
    expect(read.requirements).toContainEqual({ criterion: "deployment", label: "Self-hosted" });
  });
});

/**
 * A floor plan is something other software shows (a theatre's seats, an agency's listings, a building's sensors, the
 * desks to book) far more often than the job: drawing one is CAD. "Floor plans" and its translations ("Grundrisse",
 * "plans d'étage", "planos", "planimetrie", "plattegronden") are weak cues of CAD now; drawing or designing them is
 * the strong one (vocabulary 2025.105).
 */
describe("a floor plan shown is a detail, a floor plan drawn is CAD", () => {
  it.each([
    [
      "We sell tickets for our theatre and need a floor plan where people choose their seat.",
      "Event ticketing & management",
    ],
    ["Our estate agency needs listings pages with photos and floor plans.", "Real estate agency software"],
    ["Show sensor readings on a floor plan of each building.", "IoT platforms & device management"],
  ])("reads the software that shows it first: %s", (text, kind) => {
    expect(needs(text)[0]).toBe(kind);
  });

  it.each([
    "We need software to draw floor plans for kitchen renovations and show clients a 3D view.",
    "Wir brauchen ein Tool, um Grundrisse für Umbauten zu zeichnen.",
    "On cherche un logiciel pour dessiner les plans de nos cuisines.",
    "Architect here, looking for something cheaper than AutoCAD for floor plans and elevations.",
  ])("still reads drawing them as CAD: %s", (text) => {
    expect(needs(text)[0]).toBe("CAD & 3D modelling");
  });
});

/**
 * "Budgeting" stems to "budget", so as a strong cue of accounting it made every stated budget ("our budget is small")
 * an accounting cue, offered as another reading, and Italian "budget" was a strong cue of financial planning. Planning
 * budgets is financial planning's job ("budgeting software"); a budget alone is the buyer's constraint
 * (vocabulary 2025.106).
 */
describe("a budget stated is a constraint, budgeting software is financial planning", () => {
  const readings = (text: string) => {
    const { needs, otherReadings } = interpretProblem(index, problem({ problem: text }));
    return [...needs, ...otherReadings];
  };

  it.each([
    "Our budget is small, we need a CRM for three salespeople.",
    "Budget: under 50 euros a month. Looking for a help desk.",
    "Abbiamo un budget di 50 euro al mese e cerchiamo un CRM semplice.",
    "Cerchiamo un gestionale per il negozio, il budget è limitato.",
  ])("offers no accounting or planning for a budget stated: %s", (text) => {
    expect(readings(text)).not.toContain("Accounting & bookkeeping");
    expect(readings(text)).not.toContain("Financial planning, budgeting & forecasting");
  });

  it("reads budgeting software as financial planning", () => {
    expect(needs("We need budgeting software to plan next year's budget by department.")[0]).toBe(
      "Financial planning, budgeting & forecasting",
    );
  });

  it("still reads a household budget as personal finance", () => {
    expect(needs("Our household budget is a mess, any app for that?")[0]).toBe(
      "Personal finance & budgeting apps",
    );
  });
});

/**
 * A one-word cue is matched by its stem, so "heating", "journaling", "lambing", "vesting" and "rostering" were strong
 * cues at every "heat", "journal", "lamb", "vest" and "roster": heat maps read IoT, an accountant's journal entries a
 * notes app, lamb boxes farm management, a shop's vests cap tables, a football team's roster staff scheduling. The
 * phrases that name the job are the strong cues now, the bare word a weak one where it still hints (vocabulary
 * 2025.107).
 */
describe("a one-word cue whose stem is a common word", () => {
  const readings = (text: string) => {
    const { needs, otherReadings } = interpretProblem(index, problem({ problem: text }));
    return [...needs, ...otherReadings];
  };

  it.each([
    [
      "We need heat maps showing where visitors click on our landing pages.",
      "IoT, home automation & surveillance",
    ],
    [
      "Our accountant wants the journal entries exported every month; we need invoicing software.",
      "Notes & editors",
    ],
    ["We sell lamb and beef boxes online from our farm shop.", "Farm management"],
    ["The shop sells vests and jackets; we need a new online store.", "Cap tables & equity management"],
  ])("reads no kind from the common word: %s", (text, kind) => {
    expect(readings(text)).not.toContain(kind);
  });

  it.each([
    ["We need heat maps showing where visitors click on our landing pages.", "Heatmaps & session replay"],
    [
      "Our youth football club needs to manage the team roster and match fees.",
      "Sports club & league management",
    ],
    ["We need to roster 40 nurses across three shifts and let them swap.", "Employee scheduling & rostering"],
    ["We need to track the vesting schedules of our employees' options.", "Cap tables & equity management"],
  ])("reads the job's own phrase: %s", (text, kind) => {
    expect(needs(text)).toContain(kind);
  });
});
