import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);

function read(text: string) {
  const u = understandProblem(vocab, problem({ problem: text, features: [], industry: "" }));
  return {
    needs: u.capabilities.map((c) => ids[c.capability]!),
    weaker: u.weakerReadings.map((c) => ids[c]!),
    features: u.features.map((f) => f.label),
  };
}

describe("a 'when' clause inside a need says when the software acts, not what it is", () => {
  it("reads the reminder or message before the clause as the need, in each of the six languages", () => {
    for (const [text, need, trigger] of [
      [
        "We want text reminders going out to clients when their invoice is overdue.",
        "appointment-reminders",
        "invoicing",
      ],
      [
        "We need automatic follow-up emails to shoppers once their order has shipped.",
        "marketing-automation",
        "shipping",
      ],
      [
        "Nous voulons des notifications push pour nos utilisateurs dès que leur facture est disponible.",
        "push-notifications",
        "invoicing",
      ],
      [
        "Wir brauchen SMS-Erinnerungen an Kunden, wenn eine Rechnung überfällig ist.",
        "appointment-reminders",
        "invoicing",
      ],
      [
        "Queremos enviar notificaciones push a los usuarios cuando su pedido sale del almacén.",
        "push-notifications",
        "warehouse",
      ],
      [
        "Vorremmo inviare notifiche push agli utenti quando la fattura è scaduta.",
        "push-notifications",
        "invoicing",
      ],
      [
        "We willen sms-herinneringen naar klanten sturen wanneer hun factuur te laat is.",
        "appointment-reminders",
        "invoicing",
      ],
    ] as const) {
      const r = read(text);
      expect(r.needs, text).toContain(need);
      expect(r.needs, text).not.toContain(trigger);
      // Still offered: the buyer may have meant it.
      expect(r.weaker, text).toContain(trigger);
      // Nor is the trigger a feature the software must have.
      expect(r.features, text).toEqual([]);
    }
  });

  it("reads a trigger after several words of a need as its details, not as needs of their own", () => {
    const r = read(
      "Looking for something that emails our members automatically when their yearly fee is due for renewal.",
    );
    expect(r.needs).toContain("email-marketing");
    expect(r.needs).not.toContain("subscription-management");
    expect(r.needs).not.toContain("customer-success");
  });

  it("still reads the clause when the words before it name no kind ('pings us when …')", () => {
    expect(read("Is there a tool that pings us when the website goes down?").needs).toEqual([
      "uptime-status",
    ]);
  });
});
