import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const needs = (text: string, features: string[] = []) =>
  interpretProblem(index, problem({ problem: text, features })).needs;
const readings = (text: string) => {
  const { needs, otherReadings } = interpretProblem(index, problem({ problem: text }));
  return [...needs, ...otherReadings];
};

/**
 * "Host" alone says little: people host podcasts, videos, email and events, and a host is also a machine. The thing
 * hosted names the kind; only the compounds that name web or app hosting are cues of hosting (vocabulary 2025.77).
 */
describe("the thing hosted names the kind", () => {
  it("reads podcast, audio, video and email hosting as those kinds, not as web hosting", () => {
    expect(needs("Our language school wants to host audio lessons for its students.")[0]).toBe(
      "Audio & podcasts",
    );
    expect(needs("The allotment society wants podcast hosting for its gardening talks.")).not.toContain(
      "Hosting & infrastructure",
    );
    expect(needs("The museum wants video hosting for its lecture recordings.")).toEqual([
      "Video hosting & streaming",
    ]);
    expect(needs("A small law office is looking for email hosting on its own domain.")).toEqual([
      "Email hosting & mail servers",
    ]);
  });

  it("reads a host that runs jobs as a machine, not as a need for hosting", () => {
    expect(
      needs(
        "Every night forty scripts run from crontab on different hosts; we need one place to see which ones failed.",
      ),
    ).toEqual(["Workflow engines & job schedulers"]);
  });

  it("still reads hosting for a website as hosting", () => {
    expect(needs("We need hosting for our website.")).toEqual(["Hosting & infrastructure"]);
    expect(needs("Looking for a hosting provider for our shop")[0]).toBe("Hosting & infrastructure");
  });
});

describe("words that pick a kind only in their own sense", () => {
  it("reads sponsoring an animal as giving, not as advertising", () => {
    expect(
      needs("Supporters can sponsor a rescued horse; we need a way to handle their monthly giving."),
    ).toEqual(["Fundraising & donor management"]);
  });

  it("reads members who log in as a detail, not as single sign-on", () => {
    expect(
      needs("We need a portal where club members log in and download the season's fixtures."),
    ).not.toContain("Identity & access (SSO, MFA)");
    expect(needs("Staff should log in once for every app.")).toEqual(["Identity & access (SSO, MFA)"]);
  });

  it("reads publishing a feed as no feed reader", () => {
    expect(needs("We want to publish an RSS feed of our press releases.")).not.toContain("Feed readers");
    expect(needs("I follow dozens of blogs and want an RSS reader.")).toEqual(["Feed readers"]);
  });
});

/** Kinds whose vocabulary lacked the words people use for the job (checked against directory category trees). */
describe("kinds named by the words of their job", () => {
  it("reads family-history research as genealogy", () => {
    expect(
      needs(
        "Our village heritage group wants to publish old parish records and let people upload GEDCOM files.",
      )[0],
    ).toBe("Genealogy");
  });

  it("reads a library catalogue and loans as library management, in English and Dutch", () => {
    expect(needs("Our primary school needs an OPAC so pupils can search what is on the shelves.")).toEqual([
      "Library management",
    ]);
    expect(needs("Wij zoeken software om onze collectie te catalogiseren en uit te lenen.")).toEqual([
      "Library management",
    ]);
  });

  it("reads filament and failed prints as 3D printing", () => {
    expect(
      needs("Our design studio keeps running out of filament and loses track of failed prints.")[0],
    ).toBe("3D printing & maker tools");
  });

  it("reads a buying club as food co-op ordering", () => {
    expect(
      needs(
        "Twenty families run a buying club and need a way to collect everyone's orders before we place them with the mill.",
      ),
    ).toEqual(["Farm & CSA management"]);
  });

  it("reads batch jobs and a task scheduler as job scheduling", () => {
    expect(
      needs("We run hundreds of batch jobs every night and need a task scheduler with retries.")[0],
    ).toBe("Workflow engines & job schedulers");
  });

  it("reads annotating web pages as website feedback tools, filed with issue trackers", () => {
    expect(
      needs("Our clients should annotate web pages of the sites we build instead of emailing screenshots."),
    ).toEqual(["Issue & bug tracking"]);
  });
});

/**
 * Volunteers who take shifts are no staff on a roster: shifts, slots and rotas chosen by or made for volunteers are
 * the job of volunteer management (the catalog's "Volunteer management" and "Volunteers" categories), not of employee
 * scheduling (vocabulary 2025.78).
 */
describe("volunteers' shifts are volunteer management, not staff rostering", () => {
  it("reads volunteers choosing their shifts as volunteer management, in English", () => {
    expect(
      needs(
        "We run a volunteer signup sheet for our food bank and need volunteers to pick their own shifts.",
      ),
    ).toEqual(["Volunteer management"]);
    expect(needs("The festival needs shift planning for 200 volunteers.")).toEqual(["Volunteer management"]);
    expect(needs("We need a rota for our volunteers at the charity shop.")).toEqual(["Volunteer management"]);
  });

  it("does so in German and Spanish", () => {
    expect(
      needs("Unser Tafel-Verein sucht ein Tool, damit Ehrenamtliche sich selbst für Schichten eintragen."),
    ).toEqual(["Volunteer management"]);
    expect(needs("Nuestro comedor social necesita que los voluntarios elijan sus turnos en línea.")).toEqual([
      "Volunteer management",
    ]);
  });

  it("still reads the shifts of staff as employee scheduling", () => {
    expect(needs("We need shift planning for the nurses on our ward.")).toEqual([
      "Employee scheduling & rostering",
    ]);
    expect(needs("Our café needs a rota for the baristas.")).toEqual(["Employee scheduling & rostering"]);
  });
});

/**
 * Clinics, gyms, salons and garages have a front desk as much as hotels do: "at the front desk" says where a form is
 * filled or a member checks in, not that a hotel system is needed. Front desk software of a hotel still reads as one
 * (vocabulary 2025.82).
 */
describe("a front desk is a place in many trades", () => {
  it("does not read a hotel system from where the buyer's customers stand", () => {
    const physio =
      "Patients of our physiotherapy practice sign in on a tablet at the front desk; we need a digital intake form they can fill in before the first visit.";
    expect(needs(physio)[0]).toBe("Digital consent & intake forms");
    expect(readings(physio)).not.toContain("Hotel & property management (PMS)");
    expect(
      readings("Members check in at the front desk of our gym and we want a waiver they sign on a tablet."),
    ).not.toContain("Hotel & property management (PMS)");
  });

  it("still reads a hotel's front desk software", () => {
    expect(needs("Our small hotel needs front desk software for check-in, room keys and invoices.")[0]).toBe(
      "Hotel & property management (PMS)",
    );
  });
});

/** Teams ship code and features as shops ship parcels: what is shipped names the kind (vocabulary 2025.82). */
describe("software is shipped as well as parcels", () => {
  it("reads shipping code or features as releasing software", () => {
    expect(
      needs(
        "Two developers, one product: our aim is to ship code several times a day without breaking the checkout for everyone.",
      ),
    ).toEqual(["CI/CD & deployment"]);
    expect(
      needs(
        "We'd like to release dark and switch features on for a few beta customers before everyone gets them.",
      ),
    ).toEqual(["Feature flags"]);
  });

  it("still reads shipping orders as shipping", () => {
    expect(needs("We send around 50 parcels a day and need to ship orders with cheaper labels.")[0]).toBe(
      "Shipping & fulfilment",
    );
  });
});

/**
 * "Monitoring" alone says little: people monitor servers, brands, prices and a site's accessibility. The thing
 * monitored names the kind; the bare word is a weak cue of observability, and "news" is no plural of "new", so
 * "monitoring … new pages" is no media monitoring either (vocabulary 2025.82, engine 1.48.0).
 */
describe("the thing monitored names the kind", () => {
  it("reads monitoring of a site's accessibility as accessibility", () => {
    expect(
      needs(
        "Our booking site must conform to WCAG 2.2 under the new accessibility law; we want a full audit and ongoing monitoring so nothing slips again.",
      )[0],
    ).toBe("Web accessibility");
    const library = needs(
      "The town library's website fails the accessibility rules for screen readers. We need a scan of all pages and monitoring afterwards.",
    );
    expect(library).toContain("Web accessibility");
    expect(library).not.toContain("Monitoring & observability");
  });

  it("still reads monitoring of servers as observability", () => {
    expect(needs("We need monitoring of our servers and an alert when one of them goes down.")[0]).toBe(
      "Monitoring & observability",
    );
  });
});

/**
 * French "réservations", Spanish "reservas", Italian "prenotazioni" and Dutch "reserveringen" are any bookings, of
 * lessons and appointments as much as of tables and rooms: like the English "bookings" they are weak cues of
 * reservations now (`weak_translations`, vocabulary 2025.83), and a table or a room booked still names the kind.
 */
describe("the generic word for bookings in other languages", () => {
  it("does not read bookings of lessons as restaurant and hotel reservations", () => {
    expect(
      needs(
        "Per il nostro centro di pilates vogliamo un sistema di prenotazione delle lezioni con abbonamenti a ingressi.",
      ),
    ).toEqual(["Appointment scheduling"]);
    expect(
      needs("Voor onze rijschool zoeken we online reserveren van rijlessen, met een herinnering per sms."),
    ).not.toContain("Reservations, tickets & delivery");
  });

  it("still reads a table booked as a reservation", () => {
    expect(
      needs("Per la nostra pizzeria vogliamo un sistema di prenotazione dei tavoli con conferma via sms.")[0],
    ).toBe("Reservations, tickets & delivery");
    expect(needs("Pour notre crêperie on cherche un outil de réservation de table en ligne.")[0]).toBe(
      "Reservations, tickets & delivery",
    );
  });
});

/**
 * "Pitch" is a football pitch and a campsite pitch, German "Platz" a tennis court and a camping place, French
 * "terrain" a sports ground and a camping ground: with caravans, tents or motorhomes in the text, the pitch is a
 * campsite pitch (`word_senses`). Spanish "parcela", Italian "piazzola" and Dutch "kampeerplek" are not ambiguous.
 * Our own sentences.
 */
describe("a pitch among caravans and tents is a campsite pitch", () => {
  it.each([
    ["a caravan park where guests book their pitch online"],
    ["Our touring caravan site needs a way for campers to book a pitch before they arrive"],
    ["We need pitch booking for our motorhome stopover"],
    ["Tent pitches by the river should be bookable online, with a map of the field"],
    ["Wir haben einen Wohnmobilhafen und wollen Platzbuchung online anbieten"],
    ["Auf unserem Zeltplatz sollen die Gäste ihren Platz vorab online buchen"],
    ["Notre camping cherche un outil pour la réservation de terrains pour les caravanes"],
  ])("%s → campsites, no sports court", (text) => {
    const read = needs(text);
    expect(read[0]).toBe("Campsites, marinas & outdoor bookings");
    expect(read).not.toContain("Sports facilities & court booking");
  });

  it.each([
    ["Our football club needs a way to book pitches for training"],
    ["Unser Tennisverein braucht eine Platzbuchung für die Mitglieder"],
    ["Notre club de foot cherche un outil pour la réservation de terrains"],
  ])("a pitch without camping is still a sports pitch: %s", (text) => {
    expect(needs(text)[0]).toBe("Sports facilities & court booking");
  });
});

/**
 * "Booking" and "réservation" are words of two jobs: reserving a table, a room or a place (reservations) and a
 * service by a person at a time or a place in a class (appointment scheduling). The text's other words choose
 * (`word_senses` with `from`, engine 1.64.0): restaurants, tables and hotel rooms make a booking word a reservation;
 * patients, appointments, lessons and treatments make a reservation word an appointment. Our own sentences.
 */
describe("the context chooses between reservations and appointments", () => {
  it.each([
    "Our restaurant needs a booking system.",
    "Our bistro is packed on Fridays and people phone all evening; what booking tool do you use?",
    "Hello folks, running a small pizzeria with forty covers and guests keep calling mid-service. Any online booking tool without a fee per diner?",
    "Wir suchen ein Buchungssystem für unser Restaurant am Marktplatz.",
    "We zoeken een boekingssysteem voor ons restaurant met terras.",
    "Nous voulons la réservation en ligne pour notre brasserie du centre.",
    "Necesitamos reservas online para nuestro restaurante de tapas.",
    "Cerchiamo la prenotazione online per la nostra trattoria sul lago.",
  ])("a table: %s → reservations", (text) => {
    const read = needs(text);
    expect(read[0]).toBe("Reservations, tickets & delivery");
    expect(read).not.toContain("Appointment scheduling");
  });

  it.each([
    "Je donne des cours de poterie et je voudrais que mes élèves fassent leur réservation en ligne.",
    "Bonjour, je suis ostéopathe et je cherche un système de réservation pour mes patients.",
    "Soy fisioterapeuta y quiero que mis pacientes hagan reservas online.",
    "Ciao a tutti, ho un centro estetico e cerco un sistema di prenotazione online per gli appuntamenti.",
    "Insegno yoga e vorrei un sistema di prenotazione online per le lezioni.",
    "Ik geef yogalessen en zoek een reserveringssysteem voor de lessen.",
    "Unsere Praxis sucht ein Reservierungssystem, damit Patienten Termine online wählen.",
  ])("a person's time or a class: %s → appointment scheduling", (text) => {
    const read = needs(text);
    expect(read).toContain("Appointment scheduling");
    expect(read).not.toContain("Reservations, tickets & delivery");
  });

  it("a text that names both a restaurant and a clinic leaves each word its own reading", () => {
    expect(
      needs(
        "Any open source booking app that would suit a restaurant as well as a physio clinic or yoga workshops?",
      ),
    ).toContain("Appointment scheduling");
  });

  it.each([
    ["Nous cherchons un système de réservation en ligne.", "Reservations, tickets & delivery"],
    ["We want online booking on our website.", "Appointment scheduling"],
  ])("without context a word keeps its reading: %s → %s", (text, kind) => {
    expect(needs(text)).toEqual([kind]);
  });

  it.each([
    ["We are a restaurant and we need payroll for the kitchen team.", "Payroll"],
    ["Tenemos un restaurante y buscamos un programa de nóminas.", "Payroll"],
    ["Our dental practice wants an online booking system for patients.", "Appointment scheduling"],
    ["Notre cabinet dentaire cherche la prise de rendez-vous en ligne.", "Appointment scheduling"],
  ])("other needs beside the context keep their kind: %s → %s", (text, kind) => {
    expect(needs(text)[0]).toBe(kind);
  });
});

/** The tool named by its agent noun ("gestor de proyectos", "gestionnaire de projets") or a German compound. */
describe("a project manager tool in each language", () => {
  it.each([
    "¿Qué gestor de proyectos usáis en vuestra agencia de diseño?",
    "Quel gestionnaire de projets conseillez-vous pour une petite agence ?",
    "Wir suchen eine einfache Projektverwaltung für zwölf Leute.",
    "Cerchiamo un gestore di progetti per l'ufficio tecnico.",
    "Wij zoeken een tool voor projectbeheer in ons bureau.",
  ])("%s → project management", (text) => {
    expect(needs(text)[0]).toBe("Project management");
  });
});

/**
 * A certificate is a training record beside courses, inductions or first aid, and a TLS certificate beside servers,
 * domains or browsers (vocabulary 2025.102: `word_senses` both ways, six languages). Before, "when someone's
 * certificate expires" after forklift training read DNS first ("certificate expired" is its cue), and "the certificates
 * on our web servers" read training ("certificates" is its cue).
 */
describe("certificates of training and certificates of servers", () => {
  it.each([
    "We run forklift and hygiene training for new starters and need to know when someone's certificate expires.",
    "Our carers' first aid certificates expire every three years and we track them in a spreadsheet.",
    "Nos salariés suivent des formations obligatoires et nous devons savoir quand un certificat expire.",
    "Los cursos de carretilla caducan y queremos avisos antes de que expire el certificado de cada operario.",
    "Onze monteurs volgen elk jaar een VCA-opleiding en we willen zien wanneer een certificaat verloopt.",
    "Für die Staplerschulung müssen wir wissen, wann ein Zertifikat abläuft.",
  ])("reads training records: %s", (text) => {
    expect(needs(text)[0]).toBe("Learning management (LMS)");
    expect(needs(text)).not.toContain("Domains, DNS & certificates");
  });

  it.each([
    "The certificates on our web servers keep expiring and we only notice when browsers show warnings.",
    "Les certificats de nos serveurs expirent sans prévenir.",
    "Los certificados de nuestros servidores caducan y nadie se entera hasta que el navegador avisa.",
    "I certificati dei nostri server scadono e ce ne accorgiamo solo quando il browser mostra un avviso.",
    "Die Zertifikate auf unseren Servern sind abgelaufen und der Browser warnt die Kunden.",
  ])("reads server certificates: %s", (text) => {
    expect(needs(text)).toContain("Domains, DNS & certificates");
    expect(needs(text)).not.toContain("Learning management (LMS)");
  });

  it("still reads a plain SSL certificate as the server kind", () => {
    expect(
      needs("Our SSL certificate expired last week and the shop showed a warning to every visitor."),
    ).toEqual(["Domains, DNS & certificates"]);
  });
});

/**
 * A job is a script that runs on a machine beside cron, Linux servers or scripts, and a piece of work for a crew beside
 * plumbers, technicians or vans (vocabulary 2025.104: `word_senses` both ways, English, German and Dutch, where "job"
 * is the word for both). Before, "see which jobs failed" on Linux servers offered recruiting and field service, and
 * "schedule jobs across our Linux servers" read field service first.
 */
describe("jobs of machines and jobs of crews", () => {
  it.each([
    "We have about 80 cron jobs on a dozen Linux servers and need one place to see which jobs failed and rerun them.",
    "Unsere Cronjobs laufen auf zehn Linux-Servern und wir wollen sehen, welche Jobs fehlschlagen.",
  ])("reads machine jobs as job scheduling, offering no recruiting or field service: %s", (text) => {
    expect(needs(text)).toContain("Workflow engines & job schedulers");
    expect(readings(text)).not.toContain("Recruiting & applicant tracking");
    expect(readings(text)).not.toContain("Field service management");
  });

  it("reads scheduling jobs across servers as job scheduling, not field service", () => {
    const read = needs("We need to schedule jobs across our Linux servers with dependencies between them.");
    expect(read).toContain("Workflow engines & job schedulers");
    expect(read).not.toContain("Field service management");
  });

  it.each([
    "Our plumbers get jobs by phone and we need a way to schedule jobs and send the plumber the address.",
    "Onze monteurs krijgen hun jobs via WhatsApp en we willen de jobs digitaal inplannen.",
  ])("reads a crew's jobs as field service alone: %s", (text) => {
    expect(needs(text)).toEqual(["Field service management"]);
  });

  it("still reads posting jobs as recruiting, servers in a restaurant included", () => {
    expect(
      needs("Our restaurant keeps losing servers; we post jobs everywhere and need an applicant tracker.")[0],
    ).toBe("Recruiting & applicant tracking");
  });
});
