import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error";
import {
  failure,
  firstFieldMessage,
  formValues,
  INVALID_FORM_MESSAGE,
  parseForm,
  parseIntent,
  replyingToAppErrors,
  success,
  textField,
  UNKNOWN_INTENT_MESSAGE,
} from "./form-action";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const INTENTS = {
  publish: z.object({}),
  rename: z.object({ name: z.string().trim().min(2, "Name must be at least 2 characters") }),
};

describe("formValues", () => {
  it("keeps one value per name and lists a name sent more than once", () => {
    const values = formValues(
      form([
        ["a", "1"],
        ["b", "x"],
        ["b", "y"],
        ["b", "z"],
      ]),
    );
    expect(values).toEqual({ a: "1", b: ["x", "y", "z"] });
  });

  it("never echoes files", () => {
    const data = form([["a", "1"]]);
    data.append("upload", new Blob(["secret"]), "f.txt");
    expect(formValues(data)).toEqual({ a: "1" });
  });
});

describe("parseIntent", () => {
  it("validates with the schema of the intent sent and narrows its value", () => {
    const parsed = parseIntent(
      form([
        ["intent", "rename"],
        ["name", "  Deskly "],
      ]),
      INTENTS,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.intent !== "rename") throw new Error("expected rename");
    expect(parsed.value.name).toBe("Deskly");
    expect(parsed.values).toEqual({ intent: "rename", name: "  Deskly " });
  });

  it("refuses an unknown or missing intent with 400, echoing the form", () => {
    for (const entries of [[["intent", "delete-everything"]], [["intent", "toString"]], []] as [
      string,
      string,
    ][][]) {
      const parsed = parseIntent(form(entries), INTENTS);
      expect(parsed).toEqual({
        ok: false,
        status: 400,
        reply: {
          ok: false,
          intent: null,
          message: UNKNOWN_INTENT_MESSAGE,
          fields: {},
          values: Object.fromEntries(entries),
        },
      });
    }
  });

  it("answers an invalid form with one message per field and what was typed", () => {
    const parsed = parseIntent(
      form([
        ["intent", "rename"],
        ["name", "x"],
      ]),
      INTENTS,
    );
    expect(parsed).toEqual({
      ok: false,
      status: 400,
      reply: {
        ok: false,
        intent: "rename",
        message: INVALID_FORM_MESSAGE,
        fields: { name: "Name must be at least 2 characters" },
        values: { intent: "rename", name: "x" },
      },
    });
  });
});

describe("parseForm", () => {
  it("uses the caller's message for an invalid form", () => {
    const parsed = parseForm(form([]), "send", z.object({ email: z.email("Enter an email") }), "Check it");
    expect(parsed).toMatchObject({
      ok: false,
      reply: { intent: "send", message: "Check it", fields: { email: "Enter an email" } },
    });
  });
});

describe("replyingToAppErrors", () => {
  it("answers the work's reply as it is", async () => {
    const reply = await replyingToAppErrors("publish", {}, async () => success("publish", "Published."));
    expect(reply).toEqual({
      ok: true,
      intent: "publish",
      message: "Published.",
      fields: {},
      values: {},
    });
  });

  it("turns an AppError into a failure with its status, fields and headers, keeping the typed values", async () => {
    const reply = await replyingToAppErrors("rename", { name: "Deskly" }, async () => {
      throw new AppError("rate_limited", "Too many requests.", {
        fields: { name: "Taken" },
        headers: { "Retry-After": "30" },
      });
    });
    if (!("init" in reply)) throw new Error("expected a data() reply");
    if (!("init" in reply)) throw new Error("expected a data() reply");
    expect(reply.init).toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
    expect(reply.data).toEqual(
      failure("rename", "Too many requests.", { fields: { name: "Taken" }, values: { name: "Deskly" } }),
    );
  });

  it("lets any other error through to the route's error boundary", async () => {
    await expect(
      replyingToAppErrors("publish", {}, async () => {
        throw new TypeError("bug");
      }),
    ).rejects.toThrow("bug");
  });
});

describe("replies that carry more than a message", () => {
  it("a refused form can answer with its first field's message instead of the generic one", () => {
    const refused = parseForm(
      form([["name", "x"]]),
      "rename",
      INTENTS.rename,
      firstFieldMessage("Check the form."),
    );
    expect(refused).toMatchObject({ ok: false, reply: { message: "Name must be at least 2 characters" } });
    const none = firstFieldMessage("Check the form.")({});
    expect(none).toBe("Check the form.");
  });

  it("textField reads one string: the first of a repeated name, empty when absent", () => {
    const schema = z.object({ code: textField(), missing: textField() });
    const parsed = parseForm(
      form([
        ["code", "A"],
        ["code", "B"],
      ]),
      "claim",
      schema,
    );
    expect(parsed).toMatchObject({ ok: true, value: { code: "A", missing: "" } });
  });

  it("a success may carry what the page shows beyond the message; without one the reply has no result", () => {
    expect(success("claim", "", { code: "K7QM" })).toEqual({
      ok: true,
      intent: "claim",
      message: "",
      fields: {},
      values: {},
      result: { code: "K7QM" },
    });
    expect(success("publish", "Done.")).not.toHaveProperty("result");
  });

  it("a refusal may carry what the page offers instead (a registration's claimable products); without one it has none", () => {
    expect(
      failure("register", "", { values: { name: "Deskly" }, result: { domain: "deskly.example" } }),
    ).toEqual({
      ok: false,
      intent: "register",
      message: "",
      fields: {},
      values: { name: "Deskly" },
      result: { domain: "deskly.example" },
    });
    expect(failure("register", "No.")).not.toHaveProperty("result");
  });
});
