import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";

/**
 * The channel things arrive through ("orders come in by phone and WhatsApp", "a request from a web form or by email")
 * is the buyer's situation: the need is what happens to what arrives, not a form builder or a phone system.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));

const channelWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.channels);

describe("the channel things arrive through", () => {
  it("reads a channel after 'by', 'via', 'from', with the channels listed after it", () => {
    expect(channelWords("Staff submit a request from a web form or by email and we lose track")).toEqual([
      "from",
      "web",
      "form",
      "or",
      "by",
      "email",
    ]);
    expect(channelWords("Orders come in by phone and WhatsApp and pile up")).toEqual([
      "by",
      "phone",
      "and",
      "whatsapp",
    ]);
    expect(channelWords("We need an email marketing tool and a web form builder")).toEqual([]);
  });

  it("reads no channel after what the buyer sends out to sell ('promotions by SMS'): the channel is the need", () => {
    expect(channelWords("We want to send our promotions by SMS to regulars")).toEqual([]);
    expect(channelWords("Queremos mandar descuentos a los clientes por WhatsApp")).toEqual([]);
    // What arrives stays the situation, and so do reminders.
    expect(channelWords("Customers send their orders by WhatsApp")).toEqual(["by", "whatsapp"]);
    expect(channelWords("Patients get reminders by SMS")).toEqual(["by", "sms"]);
  });

  it("reads a channel after one plain word ('from a simple contact form'), never after a word that names the need", () => {
    expect(channelWords("Tenants send repair requests from a simple contact form or by phone")).toEqual([
      "from",
      "simple",
      "contact",
      "form",
      "or",
      "by",
      "phone",
    ]);
    expect(channelWords("Guests pay via our booking website")).toEqual([]);
  });

  it.each([
    [
      "Staff submit a request from a web form or by email and we lose track of them.",
      "Forms & surveys",
      null,
    ],
    [
      "Tenants send repair requests from a simple contact form or by phone and we need to keep track of them.",
      "Forms & surveys",
      null,
    ],
    [
      "Support questions arrive via email and the contact form and pile up.",
      "Forms & surveys",
      "Help desk & ticketing",
    ],
    [
      "Repair requests reach us by WhatsApp and get lost.",
      "Website contact & chat widgets",
      "Help desk & ticketing",
    ],
    [
      "Guests reserve tables by phone or through Instagram and some nights we double book.",
      "Social media management",
      "Reservations, tickets & delivery",
    ],
    [
      "Purchase orders from our customers arrive by fax and email and get typed in by hand.",
      "Online fax",
      "Procurement & spend",
    ],
    [
      "Applications come in by email and the web form and candidates wait weeks for an answer.",
      "Forms & surveys",
      "Recruiting & applicant tracking",
    ],
  ])("%s → not %s", (text, channel, need) => {
    const needs = read(text).needs;
    expect(needs.length).toBeGreaterThan(0);
    expect(needs).not.toContain(channel);
    if (need) expect(needs).toContain(need);
  });

  it("keeps the channel's kind when nothing else names a kind", () => {
    expect(read("We want people to reach us by WhatsApp.").needs).toContain(
      "WhatsApp & messaging apps for business",
    );
    expect(read("Visitors should be able to reach us via live chat.").needs).toContain(
      "Live chat & chatbots",
    );
  });
});
