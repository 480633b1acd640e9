import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";

const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));
const needs = (text: string) => read(text).needs;

/**
 * Buyers often name the pain, not the kind of software: "nobody knows who works which shift", "customers always pay
 * late", "on oublie sans cesse les mots de passe". Our own complaints, written the way people grumble in the six
 * languages, each read as the kind it calls for (any of the kinds listed, read first). Only complaints that were not
 * read before engine 1.67.0 are listed: the general pain phrasings of their kinds (vocabulary cues per language), the
 * frequency adverbs that take no room between a cue's words ("immer wieder", "sans cesse", "siempre", "voortdurend"),
 * and a negation that states a lack ("no hay copia de seguridad", "nos quedamos sin stock", "los clientes no
 * vuelven").
 */
const PAINS: ReadonlyArray<[string, string, string[]]> = [
  ["en", "Our salespeople keep forgetting to call prospects back and deals just die.", ["CRM"]],
  ["en", "We spend hours on the phone just finding a time slot for each client.", ["Appointment scheduling"]],
  [
    "en",
    "We always miss the notice period on supplier contracts and they renew automatically.",
    ["Contract management"],
  ],
  [
    "en",
    "Our customers never hear from us between purchases, we should send them news.",
    ["Email marketing & newsletters"],
  ],
  [
    "en",
    "Nobody ever knows who has the spare laptop this week.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "en",
    "We have no idea whether customers are happy until they leave.",
    ["Forms & surveys", "Customer feedback & reviews", "NPS & customer satisfaction"],
  ],
  ["en", "Supplier invoices sit in someone's inbox and we pay them late.", ["Accounts payable automation"]],
  [
    "en",
    "We never know how much cash we will have in three months.",
    ["Financial planning, budgeting & forecasting"],
  ],
  [
    "en",
    "Our drivers waste hours because the delivery routes are planned by hand.",
    ["Route planning & delivery management"],
  ],
  [
    "en",
    "The same defects keep coming back and nobody records what went wrong.",
    ["Quality management (QMS)"],
  ],
  [
    "en",
    "Every site does the opening checks differently and half of them get skipped.",
    ["Checklists, SOPs & inspections"],
  ],
  [
    "en",
    "When someone leaves we never remember to remove them from all the apps.",
    ["Identity & access (SSO, MFA)"],
  ],
  [
    "en",
    "Parents keep asking what their toddler ate and how long they slept.",
    ["Childcare & nursery management"],
  ],
  [
    "en",
    "Parents never read the letters we send home with the children.",
    ["Classroom & school communication"],
  ],
  ["en", "Calls to the office ring out when nobody is at the desk.", ["Business phone systems & VoIP"]],
  ["en", "Members' monthly fees fail and we don't notice for months.", ["Subscription management"]],
  [
    "de",
    "Wir vergessen ständig, Interessenten zurückzurufen, und Aufträge gehen uns durch die Lappen.",
    ["CRM"],
  ],
  [
    "de",
    "Kundenmails werden doppelt oder gar nicht beantwortet, keiner weiß, wer sich kümmert.",
    ["Help desk & ticketing", "Shared inbox"],
  ],
  [
    "de",
    "Patienten vergessen immer wieder ihre Termine und kommen einfach nicht.",
    [
      "Appointment reminders & no-show reduction",
      "Appointment scheduling",
      "Patient communication & reminders",
    ],
  ],
  [
    "de",
    "Kunden zahlen ständig zu spät und wir vergessen das Mahnen.",
    ["Collections & accounts receivable", "Invoicing & billing"],
  ],
  ["de", "Keiner weiß, wer nächste Woche welche Schicht hat.", ["Employee scheduling & rostering"]],
  [
    "de",
    "Wir haben keine Ahnung, wie viele Stunden jeder eigentlich arbeitet.",
    ["Time tracking & attendance", "Time clocks & attendance"],
  ],
  [
    "de",
    "Uns geht ständig die Ware aus, und wir merken es erst, wenn ein Kunde bestellt.",
    ["Inventory management"],
  ],
  [
    "de",
    "Wenn unsere Website ausfällt, erfahren wir es erst von Kunden.",
    ["Uptime monitoring & status pages", "Monitoring & observability"],
  ],
  ["de", "Wenn der Büro-PC abraucht, sind alle Daten weg, es gibt keine Sicherung.", ["Backup & recovery"]],
  [
    "de",
    "Wir vergessen ständig Passwörter, überall kleben Zettel mit Zugangsdaten.",
    ["Password management"],
  ],
  [
    "de",
    "Jeder Vertrag muss ausgedruckt, unterschrieben, eingescannt und zurückgeschickt werden.",
    ["E-signature"],
  ],
  [
    "de",
    "Wir finden nie die aktuelle Version eines Dokuments, alles liegt in verschiedenen Ordnern.",
    ["Document management", "File sync & cloud drives", "File sharing & sync"],
  ],
  [
    "de",
    "Aufgaben bleiben liegen und keiner weiß, wer was macht.",
    ["Project management", "To-do lists & personal task management"],
  ],
  ["de", "Maschinen fallen aus, weil keiner weiß, wann sie zuletzt gewartet wurden.", ["Maintenance (CMMS)"]],
  [
    "de",
    "Ständig ist die Ware nicht mehr auf Lager, obwohl das System sagt, es ist noch da.",
    ["Inventory management"],
  ],
  [
    "de",
    "Ein Drittel unserer Kunden zahlt zu spät und das Mahnen bleibt liegen.",
    ["Collections & accounts receivable"],
  ],
  [
    "de",
    "Viele Kunden vergessen ihren Termin und der Platz bleibt leer.",
    ["Appointment reminders & no-show reduction", "Appointment scheduling"],
  ],
  [
    "de",
    "Wer Passwörter vergisst, fragt mich, und ich suche sie in einer Excel-Liste.",
    ["Password management"],
  ],
  [
    "de",
    "Ausgeliehene Geräte kommen nie zurück und keiner weiß, wer sie hat.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "de",
    "In jedem Projekt bleiben Aufgaben liegen, weil unklar ist, wer was macht.",
    ["Project management", "To-do lists & personal task management"],
  ],
  ["de", "Kundenmails gehen im Postfach unter.", ["Help desk & ticketing", "Shared inbox"]],
  ["de", "Keiner weiß, wann die Anlagen zuletzt gewartet wurden.", ["Maintenance (CMMS)"]],
  ["de", "Interessenten vergessen wir nachzufassen.", ["CRM"]],
  ["de", "Wenn der Server abstürzt, sind alle Daten weg.", ["Backup & recovery"]],
  [
    "de",
    "Kunden rufen ständig an und fragen, wo ihr Paket bleibt.",
    ["Shipping rates, labels & tracking", "Shipping & fulfilment"],
  ],
  [
    "de",
    "Wir wissen nicht, ob unsere Kunden zufrieden sind, bis sie kündigen.",
    ["Forms & surveys", "Customer feedback & reviews", "NPS & customer satisfaction"],
  ],
  [
    "de",
    "Neue Kollegen stellen immer wieder dieselben Fragen, weil nichts aufgeschrieben ist.",
    ["Knowledge base & wiki", "Team wikis"],
  ],
  [
    "de",
    "Der erste Tag neuer Mitarbeiter ist jedes Mal Chaos, nichts ist vorbereitet.",
    ["Employee onboarding"],
  ],
  [
    "de",
    "Wenn jemand geht, vergessen wir immer, ihm die Zugänge zu sperren.",
    ["Identity & access (SSO, MFA)"],
  ],
  ["de", "Keiner weiß, wer welche Schicht hat.", ["Employee scheduling & rostering"]],
  ["de", "Wir wissen nicht, wie viele Stunden jeder arbeitet.", ["Time tracking & attendance"]],
  ["de", "Patienten vergessen ihre Termine.", ["Appointment reminders & no-show reduction"]],
  ["de", "Patienten vergessen immer wieder ihre Termine.", ["Appointment reminders & no-show reduction"]],
  [
    "de",
    "Kontoauszüge mit Rechnungen abgleichen kostet mich jeden Montag den ganzen Vormittag.",
    ["Bank feeds & reconciliation", "Accounting & bookkeeping"],
  ],
  ["de", "Viele Kunden kaufen einmal und kommen nie wieder.", ["Loyalty & rewards"]],
  [
    "de",
    "Viele legen Waren in den Warenkorb und brechen den Kauf dann ab.",
    ["Cart abandonment & checkout conversion"],
  ],
  ["de", "Wenn keiner im Büro ist, gehen Anrufe einfach ins Leere.", ["Business phone systems & VoIP"]],
  [
    "de",
    "Wir wissen nie, wie viel Geld wir in drei Monaten haben.",
    ["Financial planning, budgeting & forecasting", "Treasury & cash management"],
  ],
  [
    "fr",
    "On passe des heures au téléphone juste pour caler un rendez-vous avec chaque client.",
    ["Appointment scheduling"],
  ],
  [
    "fr",
    "Les clients paient toujours en retard et on oublie de les relancer.",
    ["Collections & accounts receivable", "Invoicing & billing"],
  ],
  [
    "fr",
    "Personne ne sait qui travaille sur quel créneau la semaine prochaine, les plannings changent tout le temps.",
    ["Employee scheduling & rostering"],
  ],
  [
    "fr",
    "On ne sait pas combien d'heures chacun travaille vraiment.",
    ["Time tracking & attendance", "Time clocks & attendance"],
  ],
  [
    "fr",
    "Personne ne sait où sont passés les outils et les ordinateurs portables prêtés.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "fr",
    "Quand notre site tombe, on l'apprend par les clients.",
    ["Uptime monitoring & status pages", "Monitoring & observability"],
  ],
  ["fr", "On oublie sans cesse les mots de passe et il y a des post-it partout.", ["Password management"]],
  [
    "fr",
    "On ne retrouve jamais la dernière version d'un document, tout est éparpillé.",
    ["Document management", "File sync & cloud drives", "File sharing & sync"],
  ],
  [
    "fr",
    "Les tâches passent à la trappe et personne ne sait qui fait quoi.",
    ["Project management", "To-do lists & personal task management"],
  ],
  [
    "fr",
    "Les salariés perdent leurs tickets et les notes de frais sont un casse-tête.",
    ["Expense management"],
  ],
  ["fr", "Notre compta, c'est une boîte à chaussures pleine de tickets.", ["Accounting & bookkeeping"]],
  ["fr", "Impossible de savoir combien d'heures chacun a fait ce mois-ci.", ["Time tracking & attendance"]],
  [
    "fr",
    "Un tiers des clients paient en retard et personne ne relance.",
    ["Collections & accounts receivable"],
  ],
  [
    "fr",
    "Les outils prêtés aux équipes ne reviennent jamais.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "fr",
    "Les clients appellent sans arrêt pour savoir où est leur colis.",
    ["Shipping rates, labels & tracking", "Shipping & fulfilment"],
  ],
  [
    "fr",
    "Nos clients n'ont jamais de nouvelles de nous entre deux achats.",
    ["Email marketing & newsletters"],
  ],
  [
    "fr",
    "On ne sait pas si nos clients sont satisfaits.",
    ["Forms & surveys", "Customer feedback & reviews", "NPS & customer satisfaction"],
  ],
  [
    "fr",
    "Tout le savoir est dans la tête de deux personnes, rien n'est documenté.",
    ["Knowledge base & wiki", "Team wikis"],
  ],
  [
    "fr",
    "Les factures fournisseurs traînent dans les mails et on les paie en retard.",
    ["Accounts payable automation"],
  ],
  [
    "fr",
    "Les visiteurs signent un cahier papier à l'accueil et on ne sait jamais qui est là.",
    ["Visitor management"],
  ],
  [
    "fr",
    "Quand personne n'est au bureau, les appels sonnent dans le vide.",
    ["Business phone systems & VoIP"],
  ],
  ["fr", "Les clients oublient leurs rendez-vous.", ["Appointment reminders & no-show reduction"]],
  ["fr", "Les clients oublient toujours leurs rendez-vous.", ["Appointment reminders & no-show reduction"]],
  ["fr", "On oublie sans cesse les mots de passe.", ["Password management"]],
  ["fr", "Les contrats se renouvellent tout seuls.", ["Contract management"]],
  [
    "fr",
    "Le premier jour des nouveaux, rien n'est prêt, ni l'ordinateur ni les accès.",
    ["Employee onboarding"],
  ],
  ["fr", "Les clients viennent une fois et ne reviennent jamais.", ["Loyalty & rewards"]],
  [
    "fr",
    "On ressaisit les mêmes données dans trois logiciels chaque jour.",
    ["Workflow automation & low-code", "Integration platforms & connectors"],
  ],
  ["fr", "Quand quelqu'un part, on oublie toujours de couper ses accès.", ["Identity & access (SSO, MFA)"]],
  [
    "fr",
    "Tous les jours des clients demandent où est leur colis.",
    ["Shipping rates, labels & tracking", "Shipping & fulfilment"],
  ],
  ["es", "Siempre se nos olvida volver a llamar a los clientes potenciales y perdemos ventas.", ["CRM"]],
  [
    "es",
    "No sabemos cuántas horas trabaja cada uno de verdad.",
    ["Time tracking & attendance", "Time clocks & attendance"],
  ],
  ["es", "Siempre nos quedamos sin existencias sin darnos cuenta.", ["Inventory management"]],
  [
    "es",
    "Nadie sabe quién tiene los portátiles de repuesto ni dónde están las herramientas.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "es",
    "Cuando la web se cae, nos enteramos por los clientes.",
    ["Uptime monitoring & status pages", "Monitoring & observability"],
  ],
  [
    "es",
    "Si se rompe el ordenador de la oficina lo perdemos todo, no hay ninguna copia de seguridad.",
    ["Backup & recovery"],
  ],
  [
    "es",
    "Siempre olvidamos las contraseñas y hay post-its con claves por toda la oficina.",
    ["Password management"],
  ],
  [
    "es",
    "Siempre se nos pasa el plazo de cancelación y los contratos se renuevan solos.",
    ["Contract management"],
  ],
  [
    "es",
    "Cada contrato hay que imprimirlo, firmarlo, escanearlo y reenviarlo, tardamos días.",
    ["E-signature"],
  ],
  [
    "es",
    "Nunca encontramos la última versión de un documento, todo está desperdigado.",
    ["Document management", "File sync & cloud drives", "File sharing & sync"],
  ],
  [
    "es",
    "Las tareas se quedan sin hacer y nadie sabe quién hace qué.",
    ["Project management", "To-do lists & personal task management"],
  ],
  [
    "es",
    "Casi no tenemos reseñas en Google y la competencia tiene cientos.",
    ["Online reputation & review management", "Customer feedback & reviews"],
  ],
  [
    "es",
    "Los empleados pierden los tickets y las notas de gastos son un lío cada mes.",
    ["Expense management"],
  ],
  [
    "es",
    "Las máquinas se averían porque nadie sabe cuándo se revisaron por última vez.",
    ["Maintenance (CMMS)"],
  ],
  ["es", "No tenemos copias de seguridad de los ordenadores.", ["Backup & recovery"]],
  ["es", "A fin de mes nadie sabe cuántas horas trabajó cada uno.", ["Time tracking & attendance"]],
  [
    "es",
    "La mitad de los clientes pagan con retraso y nadie reclama.",
    ["Collections & accounts receivable"],
  ],
  ["es", "Cada semana alguien olvida las contraseñas del correo.", ["Password management"]],
  [
    "es",
    "Nadie sabe cuál es la última versión del documento.",
    ["Document management", "File sync & cloud drives", "File sharing & sync"],
  ],
  [
    "es",
    "En cada proyecto nadie tiene claro quién hace qué.",
    ["Project management", "To-do lists & personal task management"],
  ],
  [
    "es",
    "Los clientes llaman todo el rato para preguntar dónde está su paquete.",
    ["Shipping rates, labels & tracking", "Shipping & fulfilment"],
  ],
  [
    "es",
    "Todo el conocimiento está en la cabeza de dos personas, nada está documentado.",
    ["Knowledge base & wiki", "Team wikis"],
  ],
  ["es", "Nuestra web tarda muchísimo en cargar en el móvil.", ["Website speed & CDN"]],
  ["es", "No hay ninguna copia de seguridad.", ["Backup & recovery"]],
  ["es", "Siempre nos quedamos sin stock.", ["Inventory management"]],
  [
    "es",
    "Las facturas de proveedores se quedan en el correo de alguien y las pagamos tarde.",
    ["Accounts payable automation"],
  ],
  [
    "es",
    "El primer día de cada nuevo empleado es un caos, no tiene ni portátil ni accesos.",
    ["Employee onboarding"],
  ],
  ["es", "Cuando no hay nadie en la oficina, las llamadas se pierden.", ["Business phone systems & VoIP"]],
  [
    "es",
    "Cada día copiamos a mano los mismos datos entre tres programas.",
    ["Workflow automation & low-code", "Integration platforms & connectors"],
  ],
  [
    "es",
    "Cuando alguien se va, siempre se nos olvida quitarle los accesos.",
    ["Identity & access (SSO, MFA)"],
  ],
  [
    "es",
    "Nuestros clientes nunca saben nada de nosotros entre compra y compra.",
    ["Email marketing & newsletters"],
  ],
  [
    "it",
    "Le mail dei clienti restano senza risposta e nessuno sa chi deve occuparsene.",
    ["Help desk & ticketing", "Shared inbox"],
  ],
  [
    "it",
    "I clienti dimenticano sempre gli appuntamenti e non si presentano.",
    [
      "Appointment reminders & no-show reduction",
      "Appointment scheduling",
      "Patient communication & reminders",
    ],
  ],
  [
    "it",
    "I clienti pagano sempre in ritardo e ci dimentichiamo dei solleciti.",
    ["Collections & accounts receivable", "Invoicing & billing"],
  ],
  [
    "it",
    "Non abbiamo idea di quante ore lavora davvero ognuno.",
    ["Time tracking & attendance", "Time clocks & attendance"],
  ],
  ["it", "Restiamo sempre senza merce in magazzino senza accorgercene.", ["Inventory management"]],
  [
    "it",
    "Nessuno sa chi ha i portatili di scorta né dove sono finiti gli attrezzi.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "it",
    "Quando il sito va giù lo scopriamo dai clienti.",
    ["Uptime monitoring & status pages", "Monitoring & observability"],
  ],
  [
    "it",
    "Dimentichiamo sempre le password e ci sono post-it con le credenziali ovunque.",
    ["Password management"],
  ],
  [
    "it",
    "Ogni contratto va stampato, firmato, scansionato e rispedito, ci vogliono giorni.",
    ["E-signature"],
  ],
  [
    "it",
    "Non troviamo mai l'ultima versione di un documento, è tutto sparso.",
    ["Document management", "File sync & cloud drives", "File sharing & sync"],
  ],
  [
    "it",
    "I compiti restano indietro e nessuno sa chi fa cosa.",
    ["Project management", "To-do lists & personal task management"],
  ],
  [
    "it",
    "Le macchine si guastano perché nessuno sa quando è stata fatta l'ultima manutenzione.",
    ["Maintenance (CMMS)"],
  ],
  ["it", "Ogni settimana mi chiedono su WhatsApp chi lavora quando.", ["Employee scheduling & rostering"]],
  [
    "it",
    "Il sito è rimasto offline tutto il weekend e nessuno se n'è accorto.",
    ["Uptime monitoring & status pages"],
  ],
  [
    "it",
    "Tanti pazienti dimenticano l'appuntamento e perdiamo l'ora.",
    ["Appointment reminders & no-show reduction", "Appointment scheduling"],
  ],
  [
    "it",
    "Ogni volta cerchiamo l'ultima versione del documento tra mille cartelle.",
    ["Document management", "File sync & cloud drives", "File sharing & sync"],
  ],
  [
    "it",
    "I clienti chiamano di continuo per chiedere dov'è il loro pacco.",
    ["Shipping rates, labels & tracking", "Shipping & fulfilment"],
  ],
  [
    "it",
    "I nostri autisti perdono ore perché i giri di consegna li pianifichiamo a mano.",
    ["Route planning & delivery management"],
  ],
  ["it", "I clienti vengono una volta e poi non tornano più.", ["Loyalty & rewards"]],
  [
    "it",
    "Ogni giorno copiamo a mano gli stessi dati tra tre programmi.",
    ["Workflow automation & low-code", "Integration platforms & connectors"],
  ],
  [
    "it",
    "Ogni nuovo assunto fa le stesse domande perché niente è scritto da nessuna parte.",
    ["Knowledge base & wiki", "Team wikis"],
  ],
  ["it", "Il nostro negozio online ci mette tanto a caricare sul telefono.", ["Website speed & CDN"]],
  ["it", "Quando non c'è nessuno in ufficio, le chiamate vanno perse.", ["Business phone systems & VoIP"]],
  [
    "it",
    "Non sappiamo se i clienti sono soddisfatti finché non se ne vanno.",
    ["NPS & customer satisfaction", "Forms & surveys", "Customer feedback & reviews"],
  ],
  [
    "it",
    "Quando qualcuno se ne va, ci dimentichiamo sempre di togliere gli accessi.",
    ["Identity & access (SSO, MFA)"],
  ],
  [
    "it",
    "Non sappiamo mai quanti soldi avremo tra tre mesi.",
    ["Financial planning, budgeting & forecasting", "Treasury & cash management"],
  ],
  ["nl", "We vergeten steeds om potentiële klanten terug te bellen en lopen zo omzet mis.", ["CRM"]],
  [
    "nl",
    "Mails van klanten blijven liggen en niemand weet wie ze moet beantwoorden.",
    ["Help desk & ticketing", "Shared inbox"],
  ],
  [
    "nl",
    "Klanten vergeten steeds hun afspraak en komen gewoon niet opdagen.",
    [
      "Appointment reminders & no-show reduction",
      "Appointment scheduling",
      "Patient communication & reminders",
    ],
  ],
  [
    "nl",
    "We zijn uren aan de telefoon alleen om met klanten een afspraak te prikken.",
    ["Appointment scheduling"],
  ],
  [
    "nl",
    "Klanten betalen steeds te laat en we vergeten ze te herinneren.",
    ["Collections & accounts receivable", "Invoicing & billing"],
  ],
  ["nl", "Niemand weet wie volgende week welke dienst draait.", ["Employee scheduling & rostering"]],
  [
    "nl",
    "We hebben geen idee hoeveel uur iedereen echt werkt.",
    ["Time tracking & attendance", "Time clocks & attendance"],
  ],
  ["nl", "We zitten steeds zonder voorraad zonder dat we het merken.", ["Inventory management"]],
  [
    "nl",
    "Niemand weet wie de reservelaptop heeft of waar het gereedschap ligt.",
    ["Asset & equipment tracking", "IT asset & software licence management"],
  ],
  [
    "nl",
    "Als onze website plat ligt, horen we het pas van klanten.",
    ["Uptime monitoring & status pages", "Monitoring & observability"],
  ],
  [
    "nl",
    "We vergeten steeds wachtwoorden en overal hangen briefjes met inloggegevens.",
    ["Password management"],
  ],
  ["nl", "Elk contract moet geprint, ondertekend, gescand en teruggestuurd worden.", ["E-signature"]],
  [
    "nl",
    "Taken blijven liggen en niemand weet wie wat doet.",
    ["Project management", "To-do lists & personal task management"],
  ],
  [
    "nl",
    "Cv's stapelen zich op in de mailbox en we verliezen goede kandidaten.",
    ["Recruiting & applicant tracking"],
  ],
  ["nl", "Steeds zitten er twee teams tegelijk in dezelfde vergaderzaal.", ["Meeting room & desk booking"]],
  [
    "nl",
    "Elke week vragen collega's via de app wie er zaterdag dienst draait.",
    ["Employee scheduling & rostering"],
  ],
  [
    "nl",
    "We weten aan het eind van de maand nooit hoeveel uur iedereen heeft gewerkt.",
    ["Time tracking & attendance"],
  ],
  [
    "nl",
    "De helft van de klanten betaalt te laat en niemand stuurt een herinnering.",
    ["Collections & accounts receivable"],
  ],
  [
    "nl",
    "Veel klanten komen niet opdagen en dan staat de stoel leeg.",
    ["Appointment reminders & no-show reduction", "Appointment scheduling"],
  ],
  ["nl", "Collega's vergeten wachtwoorden en vragen ze dan aan mij.", ["Password management"]],
  ["nl", "Potentiële klanten opvolgen lukt ons nooit.", ["CRM"]],
  [
    "nl",
    "Klanten bellen steeds om te vragen waar hun pakket blijft.",
    ["Shipping rates, labels & tracking", "Shipping & fulfilment"],
  ],
  [
    "nl",
    "Alle kennis zit in het hoofd van twee collega's, niets staat op papier.",
    ["Knowledge base & wiki", "Team wikis"],
  ],
  [
    "nl",
    "Onze chauffeurs verliezen uren omdat we de routes met de hand plannen.",
    ["Route planning & delivery management"],
  ],
  [
    "nl",
    "Veel bezoekers stoppen spullen in hun winkelmandje en rekenen nooit af.",
    ["Cart abandonment & checkout conversion"],
  ],
  [
    "nl",
    "De eerste dag van nieuwe collega's is elke keer chaos, niets staat klaar.",
    ["Employee onboarding"],
  ],
  ["nl", "Onze webshop laadt traag op mobiel.", ["Website speed & CDN"]],
  ["nl", "Klanten komen één keer en komen daarna nooit terug.", ["Loyalty & rewards"]],
  [
    "nl",
    "We typen elke dag dezelfde gegevens over in drie systemen.",
    ["Workflow automation & low-code", "Integration platforms & connectors"],
  ],
  [
    "nl",
    "We weten niet of klanten tevreden zijn tot ze weglopen.",
    ["NPS & customer satisfaction", "Forms & surveys", "Customer feedback & reviews"],
  ],
  [
    "nl",
    "Als iemand vertrekt, vergeten we steeds de toegang in te trekken.",
    ["Identity & access (SSO, MFA)"],
  ],
  ["nl", "Onze klanten horen nooit iets van ons tussen twee aankopen.", ["Email marketing & newsletters"]],
];

describe("a pain or an outcome names the kind it calls for", () => {
  it.each(PAINS)("%s: %s", (_language, text, kinds) => {
    expect(kinds).toContain(needs(text)[0]);
  });
});

describe("a pain told as context does not outvote the need named", () => {
  it.each([
    ["We lose track of leads, but what we need now is payroll.", "Payroll"],
    [
      "Wir vergessen ständig, Interessenten zurückzurufen, aber jetzt brauchen wir erst mal eine Lohnabrechnung.",
      "Payroll",
    ],
    [
      "Nobody knows who is working which shift, but right now we need a help desk for customer emails.",
      "Help desk & ticketing",
    ],
    [
      "Keiner weiß, wer welchen Dienst hat, aber heute geht es um eine Rechnungssoftware.",
      "Invoicing & billing",
    ],
    [
      "Les clients paient en retard, mais ce qu'il nous faut maintenant c'est un gestionnaire de mots de passe.",
      "Password management",
    ],
    [
      "Siempre nos quedamos sin stock, pero lo que buscamos ahora es una herramienta de gestión de proyectos.",
      "Project management",
    ],
    ["Il sito va giù ogni tanto, ma adesso cerchiamo un CRM per i commerciali.", "CRM"],
    [
      "We missen steeds de opzegtermijn, maar nu zoeken we vooral een tool voor digitale handtekeningen.",
      "E-signature",
    ],
  ])("%s", (text, kind) => {
    expect(needs(text)[0]).toBe(kind);
  });
});

describe("a negation that states a lack is a need; one that refuses still refuses", () => {
  it("reads being without, not having and not knowing as the lack they state", () => {
    expect(needs("No hay ninguna copia de seguridad de los portátiles.")).toEqual(["Backup & recovery"]);
    expect(needs("No tenemos copias de seguridad de los ordenadores.")).toEqual(["Backup & recovery"]);
    expect(needs("Nos quedamos sin stock cada dos semanas.")[0]).toBe("Inventory management");
    expect(needs("Restiamo sempre senza scorte di magazzino.")[0]).toBe("Inventory management");
  });

  it("still avoids what a buyer refuses or does without", () => {
    expect(read("No queremos un CRM, solo una lista sencilla de contactos.").avoided).toContain("CRM");
    expect(needs("Queremos montar una tienda online sin stock propio.")).not.toContain(
      "Inventory management",
    );
    expect(read("We would rather not have a CRM at all.").avoided).toContain("CRM");
  });
});
