import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";

/**
 * The generic means of the buyer's current way of working (where things are kept today, what is done by hand) are
 * their situation, as a product in use is: "database", "shared drive", "calendar", "spreadsheet" name kinds of
 * software, but there they only confirm a kind the need or the features chose.
 */
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string, features: string[] = []) =>
  interpretProblem(index, problem({ problem: text, features }));
const meansWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.current);

describe("the means the buyer works with today", () => {
  it("reads a means after 'in', 'off', 'into' or a verb and 'with', with a few words before it and what is listed with it", () => {
    expect(
      meansWords("The club's member list sits in an old Access database that a volunteer set up"),
    ).toEqual(["in", "an", "old", "access", "database"]);
    expect(meansWords("Jobs are dispatched off a logbook and a whiteboard, and crews double up")).toEqual([
      "off",
      "logbook",
      "and",
      "whiteboard",
    ]);
    expect(meansWords("Shop logins are kept in a password file on a network drive.")).toEqual([
      "in",
      "password",
      "file",
      "on",
      "network",
      "drive",
    ]);
    expect(meansWords("We invoice with spreadsheets and chase late payers by hand")).toEqual([
      "with",
      "spreadsheets",
    ]);
  });

  it("reads no means where the buyer asks for one, nor a feature after 'with'", () => {
    expect(meansWords("We need a shared calendar for the whole team")).toEqual([]);
    expect(meansWords("Looking for an app with a shared calendar for our choir")).toEqual([]);
    expect(meansWords("Something we can host ourselves, with shared folders for each department")).toEqual(
      [],
    );
  });

  it.each([
    [
      "The club's member list sits in an old Access database that a retired volunteer set up.",
      ["Online membership renewals", "Member directory"],
      "Membership & association management",
      "Databases & data platforms",
    ],
    [
      "Our monthly figures are stored in a Postgres database and every week someone pastes them into slides by hand.",
      ["Dashboards", "Scheduled reports"],
      "Reporting & spreadsheets automation",
      "Databases & data platforms",
    ],
    [
      "Shop logins are kept in a password file on a network drive, and when two people edit it at once we get sync conflicts.",
      ["Password sharing", "Browser extension"],
      "Password management",
      "File sharing & sync",
    ],
  ])("%s (features %j) → %s, not %s", (text, features, need, situation) => {
    const needs = read(text, features).needs;
    expect(needs).toContain(need);
    expect(needs).not.toContain(situation);
  });

  it("reads the means' kind when nothing else names one", () => {
    expect(read("Everything lives on a shared drive and it is getting out of hand.").needs).toContain(
      "File sharing & sync",
    );
  });
});

describe("a way of working the buyer keeps", () => {
  it("sets aside what a relative clause of a dismissal points back to, and no more", () => {
    const r = read(
      "The agency asked us to switch how we bill, which we don't want to touch. We need clients to book a consultation online.",
    );
    expect(r.needs).toContain("Appointment scheduling");
    expect(r.needs).not.toContain("Invoicing & billing");
    expect(
      read("We need a booking tool that syncs with our calendar, which we don't want to change.").needs,
    ).toContain("Appointment scheduling");
  });
});
