import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem, testVocabulary } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { readNeeds } from "./need-phrases";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());

/** The need phrases of a text as the buyer wrote them, and the own-product words inside them. */
function needs(text: string) {
  const words = vocab.tokenizer.analyze(text);
  const r = readNeeds(vocab.needs, words);
  return {
    needs: r.needs.map((s) =>
      words
        .slice(s.start, s.end)
        .map((w) => w.raw)
        .join(" "),
    ),
    own: words.filter((w) => r.own.has(w.pos)).map((w) => w.raw),
  };
}

describe("readNeeds", () => {
  it("reads the need after 'we need', up to the end of its sentence", () => {
    expect(
      needs("Our old vendor doubled its price. We need a booking tool for our clinic. It must be cheap.")
        .needs,
    ).toEqual(["booking tool for our clinic"]);
  });

  it("reads 'I'd like' as 'we'd like'", () => {
    expect(
      needs("My kids have football, piano and swimming. I'd like a shared calendar for the family.").needs,
    ).toEqual(["shared calendar for the family"]);
  });

  it("reads 'a way to', 'a tool for', 'looking for' and 'we want to'", () => {
    expect(needs("Our shop needs a way to take card payments").needs).toEqual(["way to take card payments"]);
    expect(needs("Is there a tool for tracking the hours of freelancers?").needs).toEqual([
      "tool for tracking the hours of freelancers",
    ]);
    expect(needs("Looking for a wiki our staff can edit").needs).toEqual(["wiki our staff can edit"]);
    expect(needs("We want to send a monthly newsletter to members").needs).toEqual([
      "send monthly newsletter to members",
    ]);
  });

  it("ends the need at a break word: the reason and the tool in use are context", () => {
    expect(needs("We need a team chat because the mail threads are chaos").needs).toEqual(["team chat"]);
    expect(needs("We are looking for a help desk, but our budget is small").needs).toEqual(["help desk"]);
  });

  it("reads a need stated before its trigger ('… would be useful')", () => {
    expect(needs("Our blog gets visitors. Web analytics would be useful for us.").needs).toEqual([
      "web analytics",
    ]);
  });

  it("reads task titles at the start of a sentence only", () => {
    expect(needs("Set up a shared password vault for the volunteers").needs).toEqual([
      "shared password vault for the volunteers",
    ]);
    expect(needs("The volunteers set up a spreadsheet last year").needs).toEqual([]);
  });

  it("states no need with empty words only ('looking for recommendations')", () => {
    expect(needs("Any ideas? Looking for recommendations.").needs).toEqual([]);
  });

  it("finds no need in a text that only describes the situation", () => {
    expect(needs("Customers keep emailing us about their orders and we lose track").needs).toEqual([]);
  });

  it("marks the buyer's own product inside a need: 'our documentation site' is where, not what", () => {
    expect(needs("Users should be able to search our documentation site")).toEqual({
      needs: ["search our documentation site"],
      own: ["documentation"],
    });
    // "our sales team" is no product: the words stay part of the need.
    expect(needs("We need a CRM for our sales team").own).toEqual([]);
  });

  it("reads needs in German, French, Spanish, Italian and Dutch", () => {
    expect(needs("Unsere Praxis ist voll. Wir brauchen eine Online-Terminbuchung.").needs).toEqual([
      "eine online terminbuchung",
    ]);
    expect(needs("Notre cabinet cherche un logiciel de prise de rendez-vous").needs).toEqual([
      "un logiciel de prise de rendez vous",
    ]);
    expect(needs("Necesitamos una herramienta para facturas, porque usamos Excel").needs).toEqual([
      "una herramienta para facturas",
    ]);
    expect(needs("Abbiamo bisogno di un gestionale per il magazzino").needs).toEqual([
      "di un gestionale per il magazzino",
    ]);
    expect(needs("We hebben een boekingssysteem nodig").needs).toEqual(["een boekingssysteem"]);
  });
});

describe("need phrases choose the kind of software", () => {
  const vocabulary = { ...testVocabulary(), need_language: defaultVocabulary().need_language };
  const index = createMatchIndex(FIXTURE_CATALOG, vocabulary);
  const kinds = (text: string) =>
    understandProblem(index.vocab, problem({ problem: text }), index.products).capabilities.map(
      (c) => vocabulary.capabilities[c.capability]!.id,
    );

  it("reads a kind named only in the buyer's situation as context, not as the need", () => {
    // The invoices are the occasion; the need is booking appointments.
    expect(
      kinds("Our invoices go out late anyway. We need a way for clients to book appointments online."),
    ).toEqual(["appointment-scheduling"]);
  });

  it("falls back to the whole text when no need phrase is found", () => {
    expect(kinds("Customers keep emailing us and clients book appointments by phone")).toEqual(
      expect.arrayContaining(["help-desk", "appointment-scheduling"]),
    );
  });

  it("reads the context's kind when the need phrase names none", () => {
    expect(kinds("Our help desk got too expensive. We need something we can afford.")).toEqual(["help-desk"]);
  });

  it("ranks the need's kind first when the situation names another kind", () => {
    const top = findMatches(
      index,
      problem({
        problem: "We send invoices to clients every week. We need a way for clients to book appointments.",
      }),
      { currentYear: 2025 },
    ).slice(0, 2);
    for (const m of top)
      expect(FIXTURE_CATALOG.find((v) => v.slug === m.slug)!.categories).toContain("Appointment scheduling");
  });

  it("reads a wizard feature's constraint words as a criterion, not a kind ('Self-hosted help desk')", () => {
    const u = understandProblem(
      index.vocab,
      problem({ problem: "We need better support for customers", features: ["Self-hosted help desk"] }),
      index.products,
    );
    expect(u.capabilities.map((c) => vocabulary.capabilities[c.capability]!.id)).toEqual(["help-desk"]);
  });
});

describe("readNeeds and the words naming the tool", () => {
  it("reads the words before 'tool for' as part of the need, the product noun with them", () => {
    expect(needs("A free booking tool for our salon").needs).toEqual(["free booking tool", "our salon"]);
  });
});

describe("needs written in other languages", () => {
  const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
  const kinds = (text: string, features: string[] = []) =>
    understandProblem(index.vocab, problem({ problem: text, features }), index.products).capabilities.map(
      (c) => index.vocab.vocabulary.capabilities[c.capability]!.id,
    );

  it("reads the same kind in English, German, French, Spanish, Italian and Dutch", () => {
    const texts = [
      "Our dental practice needs online appointment booking with reminders.",
      "Unsere Zahnarztpraxis braucht eine Online-Terminbuchung mit Erinnerungen.",
      "Notre cabinet dentaire a besoin de prise de rendez-vous en ligne avec rappels.",
      "Nuestra clínica dental necesita reserva de citas online con recordatorios.",
      "Il nostro studio dentistico ha bisogno di prenotazione appuntamenti online con promemoria.",
      "Onze tandartspraktijk zoekt een manier om online afspraken te maken met herinneringen.",
    ];
    for (const text of texts) expect(kinds(text)[0], text).toBe("appointment-scheduling");
  });

  it("matches plural and singular forms with the language's own stemmer", () => {
    // The cue is written "rechnungen schreiben"; the buyer writes the singular.
    expect(kinds("Wir brauchen ein Programm, um jede Rechnung zu schreiben")).toContain("invoicing");
    expect(kinds("Abbiamo bisogno di emettere la fattura elettronica")).toContain("e-invoicing");
  });

  it("reads a wizard feature written in another language", () => {
    expect(kinds("Wir sind eine kleine Praxis", ["Online-Terminbuchung"])).toContain(
      "appointment-scheduling",
    );
  });

  it("reads a list of keywords with no function word in every language, as a wizard feature", () => {
    // Regression: "Online-Terminbuchung, SMS-Erinnerungen" typed as the problem read as a phone system.
    expect(kinds("Online-Terminbuchung, SMS-Erinnerungen")[0]).toBe("appointment-scheduling");
    expect(kinds("Prise de rendez-vous en ligne, rappels SMS")[0]).toBe("appointment-scheduling");
  });

  it("does not read English text as another language because of shared words", () => {
    expect(index.vocab.languages.map((l) => l.language)).toEqual(["de", "fr", "es", "it", "nl"]);
    // "die", "in", "an" are German too; the text is still read as English only.
    expect(kinds("We send a weekly newsletter and want better templates and list management")).not.toContain(
      "todo-lists",
    );
  });
});

describe("the head of a need and its details", () => {
  it("marks what the software must do after 'that', 'with', 'like' as details", () => {
    const text = "We need an online shop that handles stock and shipping";
    const words = vocab.tokenizer.analyze(text);
    const r = readNeeds(vocab.needs, words);
    expect(words.filter((w) => r.details.has(w.pos)).map((w) => w.raw)).toEqual([
      "that",
      "handles",
      "stock",
      "and",
      "shipping",
    ]);
  });

  it("states no need after 'the wrong tool to' or 'our current tool for'", () => {
    expect(needs("A spreadsheet is the wrong tool to manage that.").needs).toEqual([]);
    expect(needs("Our current tool for invoices is slow.").needs).toEqual([]);
  });

  it("states no need after a negated trigger ('we don't want to', 'never want to', 'ne voulons pas')", () => {
    expect(needs("We don't want to build a custom shop.").needs).toEqual([]);
    expect(needs("We never want to host a mail server.").needs).toEqual([]);
    expect(needs("Nous ne voulons pas héberger un serveur.").needs).toEqual([]);
    expect(needs("Non abbiamo bisogno di un server.").needs).toEqual([]);
    expect(needs("We don't want to build a shop; we need a booking tool.").needs).toEqual(["booking tool"]);
  });

  it("ends a need at a clause that starts with 'and' or 'so'", () => {
    expect(needs("We want to start selling, and a spreadsheet cannot keep up").needs).toEqual([
      "start selling",
    ]);
  });

  it("reads the head's kind first: an online shop that handles shipping is an online shop", () => {
    const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
    const u = understandProblem(
      index.vocab,
      problem({ problem: "We need an online shop that handles stock and shipping" }),
      index.products,
    );
    const ids = u.capabilities.map((c) => index.vocab.vocabulary.capabilities[c.capability]!.id);
    expect(ids[0]).toBe("ecommerce");
    const weight = (id: string) =>
      u.capabilities.find((c) => index.vocab.vocabulary.capabilities[c.capability]!.id === id)?.weight ?? 0;
    expect(weight("shipping")).toBeLessThan(weight("ecommerce"));
  });
});

describe("the criteria summary's reading of the need", () => {
  it("names the kinds read as the need, not the context's", () => {
    const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
    const read = interpretProblem(
      index,
      problem({
        problem: "Our invoices go out late anyway. We need a way for clients to book appointments online.",
      }),
    );
    expect(read.needs).toEqual(["Appointment scheduling"]);
    expect(interpretProblem(index, problem({ problem: "Organize our family recipes" })).needs).toEqual([
      "Recipe management",
    ]);
  });
});

describe("a need that points back to the situation", () => {
  it("takes its kind from the context when it says 'them' or 'it'", () => {
    const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
    const kinds = (text: string) =>
      understandProblem(index.vocab, problem({ problem: text }), index.products).capabilities.map(
        (c) => index.vocab.vocabulary.capabilities[c.capability]!.id,
      );
    const words = vocab.tokenizer.analyze(
      "I follow dozens of blogs and news sites and want to read them in one place",
    );
    expect(readNeeds(vocab.needs, words).refersBack).toBe(true);
    expect(kinds("I follow dozens of blogs and news sites and want to read them in one place")).toContain(
      "feed-reader",
    );
    // Without a pronoun the context still only reinforces what the need names.
    expect(readNeeds(vocab.needs, vocab.tokenizer.analyze("We need a help desk")).refersBack).toBe(false);
  });

  it("takes its kind from the context when the need and the features name kinds only vaguely", () => {
    const index = createMatchIndex([], defaultVocabulary());
    const read = (text: string, features: string[] = []) =>
      interpretProblem(index, problem({ problem: text, features })).needs;
    expect(
      read(
        "Our product photos, logos and brand guidelines are scattered over three drives and email threads. We need one library with tags and approved versions.",
      ),
    ).toContain("Digital asset & media management");
    expect(
      read(
        "Staff keep forgetting to log their billable hours at the end of the week. We want timers and a report per customer.",
      ),
    ).toContain("Time tracking & attendance");
    // A need named plainly, or a feature that names a kind, still leaves the context to reinforce it only.
    expect(
      read(
        "Our staff keep forgetting to log their billable hours at the end of the week. We need a help desk for customer emails.",
      ),
    ).toEqual(["Help desk & ticketing"]);
    expect(
      read(
        "Staff keep forgetting to log their billable hours. We want something with reports per customer.",
        ["Online invoicing"],
      ),
    ).not.toContain("Time tracking & attendance");
  });

  it("reads notes as notes: a word that stems like 'not' negates nothing", () => {
    const index = createMatchIndex([], defaultVocabulary());
    for (const text of [
      "We need note taking for the team",
      "Looking for a notes app that syncs to our phones",
    ]) {
      const read = interpretProblem(index, problem({ problem: text }));
      expect(read.avoided).toEqual([]);
      expect(read.needs).toContain("Notes & editors");
    }
    expect(
      interpretProblem(index, problem({ problem: "We need a wiki, not a notes app" })).avoided,
    ).toContain("Notes & editors");
  });

  it("reads a feature about hosting it internally as a criterion, not as a need for hosting", () => {
    const index = createMatchIndex([], defaultVocabulary());
    const read = interpretProblem(
      index,
      problem({
        problem: "We need a shared document editor for our staff",
        features: ["Internal-only hosting", "Live co-editing"],
      }),
    );
    expect(read.needs).not.toContain("Hosting & infrastructure");
    expect(read.otherReadings).not.toContain("Hosting & infrastructure");
  });
});

describe("readNeeds after a sentence about the tool in use, in six languages", () => {
  it("starts a need closed by 'would be useful' after the tool in use, not at the clause's start", () => {
    const cases: Array<[string, string[]]> = [
      [
        "We use Google Sheets for the stock list and a barcode scanning app would be useful.",
        ["barcode scanning app"],
      ],
      [
        "Usamos Google Sheets para el inventario y nos vendría bien una app para escanear códigos de barras.",
        ["una app para escanear codigos de barras"],
      ],
      [
        "Llevamos el inventario en Google Sheets y sería útil una app para escanear códigos de barras.",
        ["una app para escanear codigos de barras"],
      ],
      [
        "Teniamo il magazzino su Google Sheets e sarebbe utile un'app per leggere i codici a barre.",
        ["un app per leggere codici barre"],
      ],
      [
        "Nous utilisons Google Sheets pour le stock et une appli pour scanner les codes-barres serait utile.",
        ["une appli pour scanner les codes barres"],
      ],
      [
        "Wir nutzen Google Sheets für den Lagerbestand und eine App zum Scannen von Barcodes wäre hilfreich.",
        ["eine app zum scannen von barcodes"],
      ],
      [
        "We gebruiken Google Sheets voor de voorraad en een app om barcodes te scannen zou handig zijn.",
        ["een app om barcodes te scannen"],
      ],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual(expected);
  });

  it("reads the conditional 'would come in handy' forms of Spanish and Italian as need triggers", () => {
    expect(
      needs("Somos una academia de idiomas. Nos vendría bien un sistema de reservas de aulas.").needs,
    ).toEqual(["un sistema de reservas de aulas"]);
    expect(needs("Siamo una scuola di lingue. Un gestionale per le aule ci farebbe comodo.").needs).toEqual([
      "un gestionale per le aule",
    ]);
  });

  it("reads a one-letter 'y'/'e' after a comma as a clause break, like ', and'", () => {
    expect(needs("Necesitamos un programa de nóminas, y la gestoría nos cobra demasiado.").needs).toEqual([
      "un programa de nominas",
    ]);
    expect(needs("Ci serve un programma per le buste paga, e il commercialista costa troppo.").needs).toEqual(
      ["un programma per le buste paga"],
    );
  });

  it("ends a kind set aside at a one-letter 'y' before a need closed after it", () => {
    expect(needs("Ya tenemos un CRM y una app para fichar nos vendría bien.").needs).toEqual([
      "una app para fichar",
    ]);
  });

  it("keeps Italian 'è' (is) apart from 'e' (and)", () => {
    const words = vocab.tokenizer.analyze("Il CRM è lento e costa troppo");
    expect(words.map((w) => [w.raw, w.letter ?? ""])).toEqual([
      ["il", ""],
      ["crm", ""],
      ["lento", ""],
      ["costa", "e"],
      ["troppo", ""],
    ]);
  });
});

describe("readNeeds in a complaint someone reports, in six languages", () => {
  it("reads a quoted complaint as the buyer's situation, with the wish inside it", () => {
    for (const text of [
      `Our members keep telling us "the sign-up sheet is a mess, we want to book online". We run a climbing gym.`,
      "Die Mitglieder beschweren sich: „die Liste ist mühsam, wir wollen online buchen“.",
      "Les adhérents se plaignent : « nous devons appeler pour réserver un créneau ».",
      "I soci si lamentano: «dobbiamo telefonare per prenotare il campo».",
      `De leden klagen: "we moeten bellen om een baan te reserveren".`,
    ])
      expect(needs(text).needs, text).toEqual([]);
  });

  it("reads an obligation the buyer's customers complain of as the complaint, not a need", () => {
    expect(needs("Los socios se quejan de que tienen que llamar para reservar pista.").needs).toEqual([]);
    expect(
      needs("Los socios se quejan de que tienen que llamar. Necesitamos reservas de pistas online.").needs,
    ).toEqual(["reservas de pistas online"]);
  });

  it("keeps a quoted need without a complaint as the buyer's own", () => {
    expect(needs(`Our coaches keep saying "we need a simpler way to share training plans".`).needs).toEqual([
      "simpler way to share training plans",
    ]);
    expect(
      needs("Nuestros entrenadores dicen siempre «necesitamos compartir los planes de entrenamiento».").needs,
    ).toEqual(["compartir los planes de entrenamiento"]);
  });
});

describe("readNeeds: the same constructions in each language", () => {
  it("reads 'I'm looking for', 'we'd like', 'I need' in their first-person and conditional forms", () => {
    const cases: Array<[string, string]> = [
      [
        "Ik zoek een planning voor de vrijwilligers van de voetbalclub.",
        "een planning voor de vrijwilligers van de voetbalclub",
      ],
      [
        "Wir hätten gern eine Übersicht über die Wartungstermine der Maschinen.",
        "eine ubersicht uber die wartungstermine der maschinen",
      ],
      [
        "Il me faut un agenda partagé pour les moniteurs de l'auto-école.",
        "un agenda partage pour les moniteurs de auto ecole",
      ],
      [
        "Me hace falta una agenda compartida para los monitores de la autoescuela.",
        "una agenda compartida para los monitores de la autoescuela",
      ],
      [
        "Sto cercando un'agenda condivisa per gli istruttori dell'autoscuola.",
        "un agenda condivisa per gli istruttori dell autoscuola",
      ],
      [
        "Estoy buscando una agenda compartida para los monitores.",
        "una agenda compartida para los monitores",
      ],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual([expected]);
  });

  it("reads a request for a recommendation as a trigger, the verb after the need in German and Dutch", () => {
    const cases: Array<[string, string]> = [
      [
        "¿Podéis recomendar un programa de turnos para una residencia?",
        "un programa de turnos para una residencia",
      ],
      [
        "Pouvez-vous conseiller un logiciel de planning pour une maison de retraite ?",
        "un logiciel de planning pour une maison de retraite",
      ],
      [
        "Potete consigliare un programma per i turni di una casa di riposo?",
        "un programma per turni di una casa di riposo",
      ],
      [
        "Könnt ihr für ein Pflegeheim ein Dienstplanprogramm empfehlen?",
        "konnt ihr fur ein pflegeheim ein dienstplanprogramm",
      ],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual([expected]);
  });

  it("reads the conditional of 'on' (we), 'quisiéramos', 'ci piacerebbe' and 'würden gern' as a trigger", () => {
    const cases: Array<[string, string]> = [
      [
        "Au club de tennis on voudrait un calendrier des matchs que les joueurs consultent sur leur téléphone.",
        "un calendrier des matchs que les joueurs consultent sur leur telephone",
      ],
      [
        "Dans notre fromagerie on aimerait une caisse qui imprime aussi les étiquettes.",
        "une caisse qui imprime aussi les etiquettes",
      ],
      [
        "En la asociación de vecinos quisiéramos un buzón de sugerencias en la web.",
        "un buzon de sugerencias en la web",
      ],
      [
        "Nel nostro coro ci piacerebbe un archivio degli spartiti accessibile a tutti.",
        "un archivio degli spartiti accessibile tutti",
      ],
      [
        "Im Kleingartenverein würden wir gern eine Liste der freien Parzellen online stellen.",
        "eine liste der freien parzellen online stellen",
      ],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual([expected]);
  });

  it("reads on over an abbreviation's period inside a sentence ('bzw.', 'approx.', 'bijv.'), not over 'etc.'", () => {
    const cases: Array<[string, string[]]> = [
      [
        "Wir brauchen ein Kassenbuch bzw. eine einfache Buchhaltung für den Hofladen.",
        ["ein kassenbuch bzw eine einfache buchhaltung fur den hofladen"],
      ],
      [
        "We need approx. 40 seats of a survey tool for the clinics.",
        ["approx 40 seats of survey tool for the clinics"],
      ],
      ["We zoeken bijv. een planbord voor de monteurs.", ["bijv een planbord voor de monteurs"]],
      [
        "Our files are in Word, Excel etc. We want a single place for the contracts.",
        ["single place for the contracts"],
      ],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual(expected);
  });

  it("reads comparatives and 'new' of every language as empty: the need then follows the closing trigger", () => {
    expect(needs("We hebben een betere manier nodig om de bardiensten te verdelen.").needs).toEqual([
      "een betere manier",
      "om de bardiensten te verdelen",
    ]);
  });
});

describe("readNeeds: the need after a fronted adjective and verb (German and Dutch inverted order)", () => {
  it("reads 'Hilfreich wäre …', 'Praktisch wäre …', 'Gut wäre …', 'Wichtig ist uns …', 'Uns fehlt …' as the need", () => {
    const cases: Array<[string, string]> = [
      [
        "Wir sind ein kleiner Chor. Hilfreich wäre ein Tool für die Verwaltung der Noten.",
        "ein tool fur die verwaltung der noten",
      ],
      [
        "Praktisch wäre eine Übersicht über die Wartungstermine der Aufzüge.",
        "eine ubersicht uber die wartungstermine der aufzuge",
      ],
      ["Gut wäre ein Dienstplan für die Rettungsschwimmer.", "ein dienstplan fur die rettungsschwimmer"],
      ["Wichtig ist uns ein Archiv für die Vereinsprotokolle.", "ein archiv fur die vereinsprotokolle"],
      ["Uns fehlt ein Verzeichnis der Leihgeräte.", "ein verzeichnis der leihgerate"],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual([expected]);
  });

  it("reads 'Handig zou een … zijn', 'Wat we missen is …', 'Fijn zou zijn als …' as the need", () => {
    const cases: Array<[string, string]> = [
      [
        "We zijn een kleine roeivereniging. Handig zou een rooster voor de boten zijn.",
        "een rooster voor de boten zijn",
      ],
      ["Wat we missen is een archief van de notulen.", "een archief van de notulen"],
      [
        "Fijn zou zijn als ouders zelf een oppasavond kunnen reserveren.",
        "ouders zelf een oppasavond kunnen reserveren",
      ],
    ];
    for (const [text, expected] of cases) expect(needs(text).needs, text).toEqual([expected]);
  });

  it("reads the fronted words only at a clause's start: the need closed after it is unchanged", () => {
    expect(needs("Ein Archiv für die Vereinsprotokolle wäre hilfreich.").needs).toEqual([
      "ein archiv fur die vereinsprotokolle",
    ]);
  });
});

/**
 * German and Dutch put the object before the modal verb and the subject pronoun ("Die Schichten müssen wir neu
 * planen"): the need runs from the clause's start. Own sentences.
 */
describe("an object put before the trigger and its subject", () => {
  const kindsOf = (text: string) =>
    understandProblem(vocab, problem({ problem: text })).capabilities.map(
      (c) => vocab.vocabulary.capabilities[c.capability]!.id,
    );

  it.each([
    [
      "Die Dienstpläne der Pflegekräfte müssen wir jede Woche neu erstellen.",
      ["die dienstplane der pflegekrafte", "wir jede woche neu erstellen"],
    ],
    [
      "Unsere Lieferscheine wollen wir künftig digital unterschreiben lassen.",
      ["unsere lieferscheine", "wir kunftig digital unterschreiben lassen"],
    ],
    [
      "Die Rechnungen an Stammkunden sollten wir automatisch verschicken.",
      ["die rechnungen an stammkunden", "wir automatisch verschicken"],
    ],
    [
      "Wir haben drei Filialen, und die Kassenberichte möchte ich abends zentral sehen.",
      ["die kassenberichte", "ich abends zentral sehen"],
    ],
    [
      "De roosters van de schoonmakers moeten we elke week aanpassen.",
      ["de roosters van de schoonmakers", "we elke week aanpassen"],
    ],
    [
      "Onze facturen willen wij voortaan automatisch versturen.",
      ["onze facturen", "wij voortaan automatisch versturen"],
    ],
    ["De klantvragen wil ik op één plek verzamelen.", ["de klantvragen", "ik op een plek verzamelen"]],
  ])("%s", (text, expected) => {
    expect(needs(text).needs).toEqual(expected);
  });

  it("reads the kind the fronted object names", () => {
    expect(kindsOf("Die Dienstpläne der Pflegekräfte müssen wir jede Woche neu erstellen.")[0]).toBe(
      "employee-scheduling",
    );
    expect(kindsOf("Die Rechnungen an Stammkunden sollten wir automatisch verschicken.")[0]).toBe(
      "invoicing",
    );
    expect(kindsOf("Onze facturen willen wij voortaan automatisch versturen.")[0]).toBe("invoicing");
    expect(kindsOf("De klantvragen wil ik op één plek verzamelen.")[0]).toBe("help-desk");
  });

  it("reads German 'sollten' as a trigger", () => {
    expect(needs("Die Monteure sollten ihre Einsätze am Handy sehen.").needs).toEqual([
      "ihre einsatze am handy sehen",
    ]);
  });

  it.each([
    // A complaint or a kind set aside: the clause states no need from its start.
    ["Die alte Zeiterfassung müssen wir leider weiter nutzen.", "die alte zeiterfassung"],
    ["De oude planning moeten we helaas blijven gebruiken.", "de oude planning"],
    // Whom the need is for, not an object: the need follows the trigger as before.
    ["Für unsere Kanzlei suchen wir eine Online-Terminbuchung.", "fur unsere kanzlei"],
    // The trigger starts its clause: a question, nothing put before it.
    ["Müssen wir die Angebote wirklich von Hand schreiben?", "mussen"],
    // No subject pronoun after the trigger: what precedes is the subject.
    ["Die Monteure müssen ihre Stunden jeden Abend aufschreiben.", "die monteure"],
    ["De chauffeurs moeten hun ritten zelf invullen.", "de chauffeurs"],
  ])("does not read the words before the trigger as the need in %s", (text, before) => {
    for (const need of needs(text).needs) expect(need.startsWith(before)).toBe(false);
  });

  it.each([
    "Invoices we want to send out automatically.",
    "Les factures, nous voulons les envoyer automatiquement.",
    "Las facturas queremos enviarlas de forma automática.",
    "Le fatture vogliamo mandarle in automatico.",
  ])("leaves English, French, Spanish and Italian as they were: %s", (text) => {
    const read = needs(text).needs;
    expect(read).toHaveLength(1);
    expect(read[0]).not.toMatch(/^(invoices|les factures|las facturas|le fatture)/);
  });
});
