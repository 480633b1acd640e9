import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";
import { languageStemmer } from "../text/language-stemmers";
import { readRequest } from "./request-language";
import { understandProblem } from "./understand-problem";

/**
 * The reading structures built on English sentences (head and details, "for our", kinds set aside or turned down,
 * "without", the product a complaint is about, the tool in use, the channel) read the same in German, French,
 * Spanish, Italian and Dutch. Each case is one sentence of our own in six languages, written as buyers write on
 * forums in that language; every translation must choose the kinds the English chooses and leave the same ones to
 * the context.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const vocab = index.vocab;
const ids = vocab.vocabulary.capabilities.map((c) => c.id);

type Language = "en" | "de" | "fr" | "es" | "it" | "nl";
type Sentences = Record<Language, string>;

function read(text: string) {
  const u = understandProblem(vocab, problem({ problem: text, features: [], industry: "" }), index.products);
  return {
    needs: u.capabilities.map((c) => ids[c.capability]!),
    weaker: u.weakerReadings.map((c) => ids[c]!),
    avoided: u.avoided.map((c) => ids[c]!),
    features: u.features.map((f) => f.label),
  };
}

function eachLanguage(sentences: Sentences, check: (text: string, language: Language) => void) {
  for (const [language, text] of Object.entries(sentences) as Array<[Language, string]>)
    check(text, language);
}

describe("head and details in six languages", () => {
  it("reads a relative clause as what the head must do: German after a comma, Dutch 'die'", () => {
    const sentences: Sentences = {
      en: "We want a help desk which also comes with a knowledge base for customers.",
      de: "Wir wollen ein Helpdesk, das auch eine Wissensdatenbank für Kunden mitbringt.",
      fr: "Nous voulons un helpdesk qui offre aussi une base de connaissances pour les clients.",
      es: "Queremos un help desk que también tenga una base de conocimiento para los clientes.",
      it: "Vogliamo un help desk che abbia anche una knowledge base per i clienti.",
      nl: "We willen een helpdesk die ook een kennisbank voor klanten biedt.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toEqual(["help-desk"]);
      expect(r.weaker, text).toContain("knowledge-base");
    });
  });

  it("reads 'for my', 'pour mon', 'para mi', 'per il mio', 'voor mijn' as the buyer's own things, as 'for our'", () => {
    const sentences: Sentences = {
      en: "I am looking for time tracking for my accounting.",
      de: "Ich suche eine Zeiterfassung für meine Buchhaltung.",
      fr: "Je cherche un suivi du temps pour ma comptabilité.",
      es: "Busco un control horario para mi contabilidad.",
      it: "Cerco una rilevazione delle ore per la mia contabilità.",
      nl: "Ik zoek tijdregistratie voor mijn boekhouding.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toEqual(["time-tracking"]);
      expect(r.weaker, text).toContain("accounting");
      expect(r.features, text).toEqual([]);
    });
  });

  it("reads whom the software is for after 'für das', 'pour l'équipe', 'para el', 'per il', 'voor het'", () => {
    const sentences: Sentences = {
      en: "A wiki for the support team, so that answers are written down once.",
      de: "Ein Wiki für das Support-Team, damit Antworten einmal aufgeschrieben werden.",
      fr: "Un wiki pour le service support, pour que les réponses soient écrites une fois.",
      es: "Una wiki para el equipo de soporte, para que las respuestas se escriban una vez.",
      it: "Un wiki per il team di supporto, così le risposte vengono scritte una volta.",
      nl: "Een wiki voor het supportteam, zodat antwoorden één keer worden opgeschreven.",
    };
    eachLanguage(sentences, (text) => {
      expect(read(text).needs, text).not.toContain("help-desk");
    });
  });

  it("reads 'is there a …' as a need in each language ('gibt es', 'existe-t-il', 'hay algún', 'esiste', 'bestaat er')", () => {
    const sentences: Sentences = {
      en: "Is there an invoicing program that also tracks time?",
      de: "Gibt es ein Rechnungsprogramm, das auch die Arbeitszeit erfasst?",
      fr: "Existe-t-il un logiciel de facturation qui fait aussi le suivi du temps ?",
      es: "¿Hay algún programa de facturación que también lleve el control horario?",
      it: "Esiste un programma di fatturazione che fa anche la rilevazione delle ore?",
      nl: "Bestaat er een facturatieprogramma dat ook aan tijdregistratie doet?",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toEqual(["invoicing"]);
      expect(r.weaker, text).toContain("time-tracking");
    });
  });

  it("reads a German or Dutch compound of a word for software by its first part ('nieuwsbrieftool', 'Rechnungsprogramm')", () => {
    expect(read("We hebben een CRM en een nieuwsbrieftool nodig.").needs).toEqual(
      expect.arrayContaining(["crm", "email-marketing"]),
    );
    expect(read("Ik zoek een facturatieprogramma met urenregistratie.").needs).toEqual(["invoicing"]);
    expect(read("Wir suchen ein Zeiterfassungsprogramm für unser Büro.").needs).toEqual(["time-tracking"]);
    // Dutch writes f as v before the plural ending: "nieuwsbrieven" are newsletters.
    expect(languageStemmer("nl")("nieuwsbrieven")).toBe(languageStemmer("nl")("nieuwsbrief"));
    expect(read("Wij willen nieuwsbrieven naar onze klanten sturen.").needs).toContain("email-marketing");
  });
});

describe("kinds set aside or turned down in six languages", () => {
  it("reads 'we already have a CRM' as settled, and the need that follows (also after Spanish 'y', Italian 'e')", () => {
    const sentences: Sentences = {
      en: "We already have a CRM and want a tool for our newsletters.",
      de: "Wir haben schon ein CRM und wollen ein Tool für unsere Newsletter.",
      fr: "Nous avons déjà un CRM et nous voulons un outil pour nos newsletters.",
      es: "Ya tenemos un CRM y queremos una herramienta para nuestras newsletters.",
      it: "Abbiamo già un CRM e vogliamo uno strumento per le nostre newsletter.",
      nl: "We hebben al een CRM en willen een tool voor onze nieuwsbrieven.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toEqual(["email-marketing"]);
      expect(r.avoided, text).toEqual([]);
    });
  });

  it("reads a kind that is already covered as no need, even when nothing else is stated as one", () => {
    const sentences: Sentences = {
      en: "Payroll is already sorted. Scheduling the shifts of our cooks is chaos.",
      de: "Die Lohnabrechnung ist schon geregelt. Die Schichtplanung unserer Köche ist Chaos.",
      fr: "La paie est déjà réglée. Le planning des équipes de nos cuisiniers, quel chaos.",
      es: "La nómina ya está resuelta. Los turnos de trabajo de nuestros cocineros son un caos.",
      it: "Le buste paga sono già a posto. I turni di lavoro dei nostri cuochi sono un caos.",
      nl: "De salarisadministratie is al geregeld. Het rooster van onze koks is een chaos.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toContain("employee-scheduling");
      expect(r.needs, text).not.toContain("payroll");
    });
  });

  it("turns down 'not looking for another CRM' and avoids it", () => {
    const sentences: Sentences = {
      en: "Not looking for another CRM, just a simple way to send newsletters.",
      de: "Wir suchen kein weiteres CRM, nur eine einfache Möglichkeit, Newsletter zu versenden.",
      fr: "Nous ne cherchons pas un autre CRM, juste un moyen simple d'envoyer des newsletters.",
      es: "No buscamos otro CRM, solo una forma sencilla de enviar newsletters.",
      it: "Non cerchiamo un altro CRM, solo un modo semplice per inviare newsletter.",
      nl: "We zoeken geen ander CRM, alleen een simpele manier om nieuwsbrieven te versturen.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toEqual(["email-marketing"]);
      expect(r.avoided, text).toContain("crm");
    });
  });

  it("reads a kind called too big for the buyer as turned down beside the need", () => {
    const sentences: Sentences = {
      en: "A full ERP is too heavy for us; we need inventory management for two warehouses.",
      de: "Ein komplettes ERP ist für uns übertrieben; wir brauchen eine Lagerverwaltung für zwei Lager.",
      fr: "Un ERP complet est trop lourd pour nous ; il nous faut une gestion des stocks pour deux entrepôts.",
      es: "Un ERP completo es demasiado para nosotros; necesitamos control de inventario para dos almacenes.",
      it: "Un ERP completo è troppo per noi; ci serve la gestione del magazzino per due depositi.",
      nl: "Een volledig ERP is te zwaar voor ons; we zoeken voorraadbeheer voor twee magazijnen.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs[0], text).toBe("inventory");
      expect(r.needs, text).not.toContain("erp");
      expect(r.avoided, text).toContain("erp");
    });
  });
});

describe("'without' in six languages", () => {
  it("avoids a kind named after 'ohne', 'sans', 'sin', 'senza', 'zonder'", () => {
    const sentences: Sentences = {
      en: "Visitor statistics for our blog without a cookie banner.",
      de: "Besucherstatistiken für unseren Blog ohne Cookie-Banner.",
      fr: "Des statistiques de visites pour notre blog sans bannière de cookies.",
      es: "Estadísticas de visitas para nuestro blog sin banner de cookies.",
      it: "Statistiche delle visite per il nostro blog senza banner dei cookie.",
      nl: "Bezoekersstatistieken voor onze blog zonder cookiebanner.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toContain("analytics");
      expect(r.needs, text).not.toContain("cookie-consent");
      expect(r.avoided, text).toContain("cookie-consent");
    });
  });

  it("keeps the fixed phrases that name a thing with 'without' ('sans contact', 'sin programar')", () => {
    expect(read("Nous voulons accepter le paiement sans contact sur le marché.").avoided).toEqual([]);
    expect(read("Queremos crear una app sin programar para nuestros clientes.").needs).toContain(
      "mobile-app-builder",
    );
  });
});

describe("the product left, the tool in use and the channel in six languages", () => {
  const leftNames = (text: string) => {
    const words = vocab.tokenizer.analyze(text);
    return readRequest(vocab.request, words, text, index.products).alternatives.map((a) =>
      words
        .slice(a.start, a.end)
        .map((w) => w.raw)
        .join(" "),
    );
  };

  it("names the product whose prices went up as the one being left", () => {
    const sentences: Sentences = {
      en: "Freshdesk raised their prices and our support team is four people.",
      de: "Freshdesk hat die Preise erhöht und unser Support-Team hat vier Leute.",
      fr: "Freshdesk a augmenté ses tarifs et notre équipe support compte quatre personnes.",
      es: "Freshdesk ha subido los precios y nuestro equipo de soporte son cuatro personas.",
      it: "Freshdesk ha aumentato i prezzi e il nostro team di supporto è di quattro persone.",
      nl: "Freshdesk heeft de prijzen verhoogd en ons supportteam bestaat uit vier mensen.",
    };
    eachLanguage(sentences, (text) => expect(leftNames(text), text).toEqual(["freshdesk"]));
  });

  it("names the product whose clause starts after a one-letter 'y' or 'e', as after 'and'/'und'", () => {
    const sentences: Sentences = {
      en: "Our agents answer tickets from a shared inbox and Freshdesk raised their prices again.",
      de: "Unsere Leute beantworten Tickets aus einem geteilten Postfach und Freshdesk hat die Preise wieder erhöht.",
      es: "Nuestros agentes contestan los tickets desde un buzón compartido y Freshdesk ha subido los precios otra vez.",
      it: "I nostri operatori rispondono ai ticket da una casella condivisa e Freshdesk ha aumentato di nuovo i prezzi.",
    } as Sentences;
    eachLanguage(sentences, (text) => expect(leftNames(text), text).toEqual(["freshdesk"]));
  });

  it("names the product a clause without a subject of its own complains about ('Freshdesk, c'est trop cher')", () => {
    const sentences: Sentences = {
      en: "Freshdesk, that's too expensive for a support team of four.",
      de: "Freshdesk, das ist zu teuer für ein Support-Team von vier Leuten.",
      fr: "Freshdesk, c'est trop cher pour une équipe support de quatre personnes.",
      es: "Freshdesk, eso es demasiado caro para un equipo de soporte de cuatro personas.",
      it: "Freshdesk, è troppo caro per un team di supporto di quattro persone.",
      nl: "Freshdesk, dat is te duur voor een supportteam van vier mensen.",
    };
    eachLanguage(sentences, (text) => expect(leftNames(text), text).toEqual(["freshdesk"]));
    // A clause before the complaint that is more than a product's name is no subject of it.
    expect(leftNames("We tried Freshdesk last year, c'est trop cher pour nous.")).toEqual([]);
  });

  it("reads a need closed by 'nodig' from its 'hebben' on, not from the tool in use before it", () => {
    const text =
      "We gebruiken nu Trello voor onze projecten en hebben een manier nodig om uren per klant te registreren.";
    expect(read(text).needs).toEqual(["time-tracking"]);
  });

  it("reads the tool in use after 'wir nutzen', 'nous utilisons', 'usamos', 'usiamo', 'we gebruiken' as context", () => {
    const sentences: Sentences = {
      en: "We use Trello for our projects and need a way to log hours per client.",
      de: "Wir nutzen Trello für unsere Projekte und brauchen eine Möglichkeit, Stunden pro Kunde zu erfassen.",
      fr: "Nous utilisons Trello pour nos projets et il nous faut un moyen de saisir les heures par client.",
      es: "Usamos Trello para nuestros proyectos y necesitamos una forma de registrar las horas por cliente.",
      it: "Usiamo Trello per i nostri progetti e ci serve un modo per registrare le ore per cliente.",
      nl: "We gebruiken Trello voor onze projecten en zoeken een manier om uren per klant te registreren.",
    };
    eachLanguage(sentences, (text) => {
      const r = read(text);
      expect(r.needs, text).toEqual(["time-tracking"]);
      expect(
        wordsRead(vocab, index.products, text, (q) => q.current),
        text,
      ).toContain("trello");
    });
  });

  it("reads the channel after 'par', 'por', 'tramite', 'via le', 'über das' as the way things arrive", () => {
    const cases: Array<[string, string[]]> = [
      ["Die Anfragen kommen über das Kontaktformular und per Telefon.", ["kontaktformular", "telefon"]],
      ["Les demandes arrivent par téléphone et via le formulaire de contact.", ["telephone", "formulaire"]],
      ["Las solicitudes llegan por correo y por el formulario de contacto.", ["correo", "formulario"]],
      ["Le richieste arrivano tramite il modulo di contatto e per telefono.", ["modulo", "telefono"]],
      [
        "De aanvragen komen binnen via het contactformulier en per telefoon.",
        ["contactformulier", "telefoon"],
      ],
      ["Die Bestellungen kommen über WhatsApp und per E-Mail.", ["whatsapp"]],
      ["Gli ordini arrivano su WhatsApp e al telefono.", ["whatsapp", "telefono"]],
    ];
    for (const [text, channels] of cases) {
      const read = wordsRead(vocab, index.products, text, (q) => q.channels);
      for (const c of channels) expect(read, text).toContain(c);
    }
  });
});

describe("the product the buyer leaves, in six languages", () => {
  it("reads 'an alternative to X', 'replace X', 'leave X', 'instead of X' as X to replace, never offered", () => {
    const sentences: Sentences = {
      en: "We run a small repair shop and want to move away from FleetFox because of the price.",
      de: "Wir führen eine kleine Werkstatt und suchen eine Alternative zu FleetFox, wegen des Preises.",
      fr: "Nous avons un petit garage et voulons remplacer FleetFox à cause du prix.",
      es: "Tenemos un pequeño taller y queremos dejar FleetFox por el precio.",
      it: "Abbiamo una piccola officina e vogliamo lasciare FleetFox per via del prezzo.",
      nl: "We hebben een kleine werkplaats en willen overstappen van FleetFox vanwege de prijs.",
    };
    eachLanguage(sentences, (text) => {
      expect(
        interpretProblem(index, problem({ problem: text, features: [], industry: "" })).alternativesTo,
        text,
      ).toEqual([{ slug: "fleetfox", name: "FleetFox" }]);
    });
  });
});

describe("the product left, verb-final in German and Dutch, and after 'alternativa a' in Spanish and Italian", () => {
  const alternatives = (text: string) =>
    interpretProblem(index, problem({ problem: text, features: [], industry: "" })).alternativesTo;

  it("reads the product before a verb-final 'ersetzen', 'ablösen', 'vervangen', 'uitfaseren' as the one left", () => {
    for (const text of [
      "Wir wollen FleetFox nächstes Jahr ablösen, die Lizenz ist zu teuer.",
      "Unsere Spedition möchte FleetFox ersetzen.",
      "We willen FleetFox dit jaar uitfaseren.",
      "Ons bedrijf wil FleetFox vervangen omdat het te duur is.",
    ])
      expect(alternatives(text), text).toEqual([{ slug: "fleetfox", name: "FleetFox" }]);
  });

  it("reads a product fronted before the modal verb and its subject pronoun as the one left ('X wollen wir ablösen')", () => {
    for (const text of [
      "FleetFox wollen wir ablösen, weil die Lizenz jedes Jahr teurer wird.",
      "FleetFox möchte ich ersetzen.",
      "Dealbook willen we vervangen door iets eenvoudigers.",
    ])
      expect(alternatives(text).length, text).toBe(1);
    // The name before the modal verb with no pronoun after it is the subject that replaces.
    expect(alternatives("FleetFox soll unsere Papierlisten ersetzen.")).toEqual([]);
  });

  it("reads a fronted product as the one left however many words stand before the final verb", () => {
    for (const text of [
      "Dealbook wollen wir spätestens im kommenden Frühjahr ablösen.",
      "FleetFox möchten wir nach der Saison durch etwas Günstigeres ersetzen.",
      "FleetFox willen we na het drukke voorjaar uitfaseren.",
    ])
      expect(alternatives(text).length, text).toBe(1);
    expect(alternatives("Dealbook soll ab dem kommenden Frühjahr unsere Kladden ablösen.")).toEqual([]);
  });

  it("reads 'X durch Y ersetzen', 'X door Y vervangen' as X left and Y the new one", () => {
    expect(alternatives("Wir möchten Dealbook durch eine einfachere Lösung ersetzen.")).toEqual([
      { slug: "dealbook", name: "Dealbook" },
    ]);
    expect(alternatives("We willen Dealbook door iets eenvoudigers vervangen.")).toEqual([
      { slug: "dealbook", name: "Dealbook" },
    ]);
    expect(alternatives("Wir wollen unsere Papierlisten durch FleetFox ersetzen.")).toEqual([]);
    expect(alternatives("We willen onze papieren ritlijsten door FleetFox vervangen.")).toEqual([]);
  });

  it("reads no product left when the product is the subject that replaces ('Dealbook soll … ersetzen')", () => {
    expect(alternatives("Dealbook soll unsere alten Papierlisten ersetzen.")).toEqual([]);
    expect(alternatives("Dealbook soll Kladden ablösen.")).toEqual([]);
  });

  it("never offers the product left verb-final, as after 'replace X'", () => {
    const text = "Wir wollen FleetFox ablösen und brauchen ein Programm zur Ortung unserer Lkw.";
    const verdicts = findMatches(index, problem({ problem: text, features: [], industry: "" }), {
      currentYear: 2026,
    });
    expect(verdicts.map((v) => v.slug)).not.toContain("fleetfox");
  });

  it("reads what stands before a verb-final 'ablösen', 'vervangen' as left when it is no product, as after 'replace X'", () => {
    for (const [text, words] of [
      ["Wir möchten unsere Kundenkartei ablösen.", ["unsere", "kundenkartei"]],
      ["Im Lager wollen wir die Zettelwirtschaft durch eine App ersetzen.", ["die", "zettelwirtschaft"]],
      ["We willen onze papieren werkbonnen vervangen.", ["onze", "papieren", "werkbonnen"]],
    ] as const) {
      for (const products of [index.products, null])
        expect(
          wordsRead(vocab, products, text, (q) => q.left),
          text,
        ).toEqual(words);
    }
    // The subject that replaces stays: only the thing before the verb is left.
    expect(
      wordsRead(vocab, null, "Die neue Planungs-App soll unsere Kundenkartei ablösen.", (q) => q.left),
    ).toEqual(["unsere", "kundenkartei"]);
  });

  it("reads 'alternativa a X' as X left when X is a product", () => {
    for (const text of [
      "Buscamos una alternativa a FleetFox para nuestra flota de camiones.",
      "Cerchiamo un'alternativa a FleetFox per i nostri furgoni.",
      "Necesitamos una alternativa para FleetFox.",
    ])
      expect(alternatives(text), text).toEqual([{ slug: "fleetfox", name: "FleetFox" }]);
  });

  it("keeps what follows 'alternativa a' when it is no product: the generic words stay the need's", () => {
    for (const [text, word] of [
      ["Buscamos una alternativa a las citas por teléfono para la peluquería.", "citas"],
      ["Cerchiamo un'alternativa al foglio per le prenotazioni degli appuntamenti.", "prenotazioni"],
    ] as const) {
      expect(
        wordsRead(vocab, index.products, text, (q) => q.left),
        text,
      ).not.toContain(word);
      expect(
        wordsRead(vocab, null, text, (q) => q.left),
        text,
      ).toEqual([]);
    }
  });
});
