// What the fuzz suite (fuzz.db.test.ts) sends: one line per endpoint or form action in FUZZ_TARGETS.
import fc from "fast-check";

/** One generated HTTP request. */
export interface FuzzRequest {
  method: string;
  /** Path and query, e.g. `/api/vendor-search?q=…`. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface FuzzTarget {
  /** How the endpoint is named in the test output, e.g. `POST /api/vendor-matches`. */
  name: string;
  request: fc.Arbitrary<FuzzRequest>;
  /**
   * Headers added to every request when it is sent, read then (e.g. a session cookie or a webhook signature made
   * in beforeAll, after the targets are defined).
   */
  headers?: () => Record<string, string>;
  /**
   * Set when every request must be refused (signed out, or signed in without the right): only these statuses are
   * allowed, and no request may change the database, whatever its status.
   */
  refusedWith?: readonly number[];
  /** Called with each response's Set-Cookie lines (a signed-in target keeps its session as a browser does). */
  onSetCookies?: (lines: string[]) => void;
  /**
   * Set for an endpoint that must never write a row, whatever it answers, and whose time is a timer rather than CPU
   * (better-auth pads an anonymous "send the link again" to 500 ms): its requests are sent this many at a time, and
   * after every batch the database must be unchanged — a stronger property than "unchanged after each rejected
   * request", so it can be checked per batch.
   */
  batch?: number;
  /**
   * Tables a batched target may add rows to: the mail job a "send the link again" queues for an account that exists
   * and is not confirmed yet (every email is a queued job). Nothing else may change.
   */
  batchMayInsert?: readonly string[];
  /**
   * Tables a refused request may add rows to: signing in to an account not confirmed yet answers 403 and sends the
   * confirmation link again, which is a queued mail job (every email is a job). Nothing else may change.
   */
  refusalMayInsert?: readonly string[];
}

/** A browser's cookies for one account: sent with each request, updated from each response. */
export interface SessionCookies {
  header(): string;
  update(setCookieLines: string[]): void;
}

/** The same target, signed in: sends the session's cookies and keeps them up to date (sessions rotate). */
export function withSession(target: FuzzTarget, session: () => SessionCookies, label: string): FuzzTarget {
  return {
    ...target,
    name: `${target.name} ${label}`,
    headers: () => ({ cookie: session().header() }),
    onSetCookies: (lines) => session().update(lines),
  };
}

/** The same target, sending `headers()` with each request (a signed-in vendor's cookie, a signature). */
export function withHeaders(
  target: FuzzTarget,
  headers: () => Record<string, string>,
  label = "",
): FuzzTarget {
  return { ...target, name: label ? `${target.name} ${label}` : target.name, headers };
}

/**
 * The same target for a caller who may not use it (signed out, or a vendor on /admin): every answer must be one of
 * `statuses` (a redirect to sign in comes as 202 on a `.data` URL; 403, 404) and nothing may change.
 */
export function refused(target: FuzzTarget, statuses: readonly number[], label: string): FuzzTarget {
  return { ...target, name: `${target.name} ${label}`, refusedWith: statuses };
}

/**
 * The same target sent `size` requests at a time (see FuzzTarget.batch): only for an endpoint that writes nothing,
 * accepted or not — after each batch the database must be unchanged.
 */
/** A target whose refusal may queue a row in `tables` (see FuzzTarget.refusalMayInsert) and change nothing else. */
export function refusalQueues(target: FuzzTarget, tables: readonly string[]): FuzzTarget {
  return { ...target, refusalMayInsert: tables };
}

export function writesNothingBatched(
  target: FuzzTarget,
  size: number,
  { butInserts = [] }: { butInserts?: readonly string[] } = {},
): FuzzTarget {
  if (target.onSetCookies)
    throw new Error(`${target.name}: a signed-in target keeps one session: send it serially`);
  return { ...target, batch: size, batchMayInsert: butInserts };
}

/** Text meant to break things: NUL, lone surrogates, RTL overrides, emoji, SQL and path fragments, long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .tuple(
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.constantFrom(
        "\u0000",
        "\ud800",
        "\udfff",
        "\udc00\ud800",
        "\u202e",
        "\u2066",
        "\ufeff",
        "😀👩‍👩‍👧",
        "'; DROP TABLE vendors; --",
        "%00",
        "\\u0000",
        "../../etc/passwd",
        "<script>alert(1)</script>",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
        "${7*7}",
        "\r\n",
      ),
      fc.string({ unit: "binary", maxLength: 12 }),
    )
    .map((parts) => parts.join("")),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
  fc.string({ unit: "binary", minLength: 3000, maxLength: 6000 }),
);

/**
 * A page to go back to after an action (redirectTo, callbackURL): pages of this site, other hosts spelled the ways
 * browsers read them (a tab or line break dropped, a backslash read as "/"), bytes no header can carry, hostile text.
 */
export const returnAddress: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("/vendor/dashboard", "/vendor/leads?tab=open", "/paywall?lead=1#unlock", "/", ""),
  fc.constantFrom(
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\u0000",
    "/\r\nSet-Cookie: x=1",
    "\t//evil.example",
    "/ /evil.example",
    "/%09/evil.example",
    "/\u2028/evil.example",
    "https://evil.example/",
    "https://saasmatch.test/\n",
    "javascript:alert(1)",
  ),
  fc
    .tuple(fc.constantFrom("/", "//", "/\\"), fc.string({ unit: "binary", maxLength: 20 }))
    .map(([head, tail]) => head + tail),
  hostileText,
);

/** Any JSON value of any shape, with hostile strings and extreme numbers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    -0,
    0.1,
    true,
    false,
    null,
    [],
    {},
    "123456789012345678901234567890",
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

/**
 * `value` with `key` (e.g. "__proto__") as an own first key holding `{ polluted }`, as JSON.parse makes it from a
 * client's body. Built by concatenation: a replacement string would expand "$&" or "$'" in the hostile value, and
 * JSON.stringify(undefined) is undefined, not JSON.
 */
export function withPollutionKey(value: Record<string, unknown>, key: string, polluted: unknown): unknown {
  const head = `{${JSON.stringify(key)}:{"polluted":${JSON.stringify(polluted) ?? "null"}}`;
  const rest = JSON.stringify(value).slice(1);
  return JSON.parse(rest === "}" ? `${head}}` : `${head},${rest}`);
}

/** Structural damage to a valid object: a key dropped, a value of the wrong type, pollution keys, deep nesting. */
function damaged(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.tuple(valid, fc.nat()).map(([value, i]) => {
      const keys = Object.keys(value);
      const copy = { ...value };
      if (keys.length > 0) delete copy[keys[i % keys.length]!];
      return copy;
    }),
    fc.tuple(valid, fc.nat(), hostileValue).map(([value, i, replacement]) => {
      const keys = Object.keys(value);
      return keys.length > 0 ? { ...value, [keys[i % keys.length]!]: replacement } : value;
    }),
    fc
      .tuple(valid, fc.constantFrom(...POLLUTION_KEYS), hostileValue)
      .map(([value, key, polluted]) => withPollutionKey(value, key, polluted)),
    fc.tuple(valid, fc.integer({ min: 50, max: 3000 })).map(([value, depth]) => {
      let nested: unknown = value;
      for (let i = 0; i < depth; i++) nested = [nested];
      return nested;
    }),
    fc.array(hostileValue, { maxLength: 5 }),
    hostileValue,
  );
}

/** Replaces every string leaf of a valid body with hostile text (the shape stays valid). */
function withHostileStrings(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.array(hostileText, { minLength: 1, maxLength: 40 })).map(([value, texts]) => {
    let i = 0;
    const replace = (node: unknown): unknown => {
      if (typeof node === "string") return texts[i++ % texts.length];
      if (Array.isArray(node)) return node.map(replace);
      if (node && typeof node === "object") {
        return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, replace(v)]));
      }
      return node;
    };
    return replace(value);
  });
}

/** Bodies that are not JSON at all: invalid UTF-8, truncated JSON, NUL bytes, a BOM, nothing. */
const rawBytes: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom(
    Uint8Array.from([0xff, 0xfe, 0x7b, 0x7d]),
    Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    Uint8Array.from([0x7b, 0x00, 0x7d]),
    '{"businessProblem":',
    "",
    "null",
    "[]",
    '{"a":1}{"b":2}',
    "1e999999",
  ),
);

const JSON_TYPE = "application/json";
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant(JSON_TYPE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/vnd.api+json",
    ),
  },
);

/** A JSON endpoint: valid bodies with hostile strings, damaged bodies, any JSON, and raw bytes. */
export function jsonEndpoint(
  method: string,
  path: string,
  valid: fc.Arbitrary<Record<string, unknown>>,
): FuzzTarget {
  const body: fc.Arbitrary<string | Uint8Array> = fc.oneof(
    { weight: 2, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: withHostileStrings(valid).map((v) => JSON.stringify(v)) },
    { weight: 4, arbitrary: damaged(valid).map((v) => JSON.stringify(v) ?? "") },
    { weight: 1, arbitrary: rawBytes },
  );
  return {
    name: `${method} ${path}`,
    request: fc.record({
      method: fc.constant(method),
      path: fc.constant(path),
      headers: contentType.map((type) => ({ "content-type": type })),
      body,
    }),
  };
}

/** A query-string endpoint: each parameter hostile, missing, repeated or percent-encoded wrongly. */
export function queryEndpoint(path: string, params: Record<string, fc.Arbitrary<string>>): FuzzTarget {
  const value = (valid: fc.Arbitrary<string>) =>
    fc.oneof(valid, hostileText, fc.constantFrom("%00", "%ff%fe", "%", "%zz", "a%00b"));
  const query = fc
    .tuple(
      ...Object.entries(params).map(([key, valid]) =>
        fc.oneof(
          value(valid).map((v) => [`${key}=${encodeOrRaw(v)}`]),
          fc.constant([] as string[]),
          fc
            .tuple(value(valid), value(valid))
            .map(([a, b]) => [`${key}=${encodeOrRaw(a)}`, `${key}=${encodeOrRaw(b)}`]),
        ),
      ),
    )
    .map((parts) => parts.flat().join("&"));
  return {
    name: `GET ${path}`,
    request: query.map((q) => ({ method: "GET", path: q ? `${path}?${q}` : path, headers: {} })),
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What a browser sends for text with a lone surrogate: U+FFFD in its place (forms cannot carry it). */
function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

/** Percent-encodes a value, except the deliberately malformed `%…` sequences which are sent as they are. */
function encodeOrRaw(value: string): string {
  if (/^(%00|%ff%fe|%|%zz|a%00b)$/.test(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send it as the replacement a browser would.
    return encodeURIComponent(wellFormed(value));
  }
}

type FormFields = [string, string][];

/**
 * A form action (`<Form method="post">`): the valid form, the valid form with one field hostile or missing, every
 * field valid, hostile or missing at random, each with extra and pollution keys now and then; and bodies that are
 * not urlencoded forms at all. The first two reach the action's success and business-rule paths, which a form
 * with every field at random almost never does.
 */
export function formAction(path: string, fields: Record<string, fc.Arbitrary<string>>): FuzzTarget {
  const entries = Object.entries(fields);
  const valid: fc.Arbitrary<FormFields> = fc.tuple(
    ...entries.map(([key, arbitrary]) => arbitrary.map((v) => [key, wellFormed(v)] as [string, string])),
  );
  const oneDamaged: fc.Arbitrary<FormFields> = fc
    .tuple(valid, fc.nat(), fc.option(hostileText.map(wellFormed), { freq: 3 }))
    .map(([form, i, replacement]) => {
      const at = i % Math.max(form.length, 1);
      return form.flatMap(([key, value], j): FormFields => {
        if (j !== at) return [[key, value]];
        return replacement === null ? [] : [[key, replacement]];
      });
    });
  const atRandom: fc.Arbitrary<FormFields> = fc
    .tuple(
      ...entries.map(([key, arbitrary]) =>
        fc.oneof(
          fc.oneof(arbitrary, hostileText).map((v) => [[key, wellFormed(v)] as [string, string]]),
          fc.constant([] as FormFields),
        ),
      ),
    )
    .map((parts) => parts.flat());
  const extras: fc.Arbitrary<FormFields> = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as FormFields) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(
          fc.constantFrom(...POLLUTION_KEYS, "intent", "x"),
          hostileText.map((v) => wellFormed(v)),
        ),
        { minLength: 1, maxLength: 2 },
      ),
    },
  );
  const form = fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: valid },
        { weight: 3, arbitrary: oneDamaged },
        { weight: 2, arbitrary: atRandom },
      ),
      extras,
    )
    .map(([base, extra]) => new URLSearchParams([...base, ...extra]).toString());
  const body: fc.Arbitrary<{ type: string; body: string | Uint8Array }> = fc.oneof(
    { weight: 6, arbitrary: form.map((b) => ({ type: "application/x-www-form-urlencoded", body: b })) },
    { weight: 1, arbitrary: rawBytes.map((b) => ({ type: "application/x-www-form-urlencoded", body: b })) },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ type: JSON_TYPE, body: JSON.stringify(v) ?? "" })) },
    { weight: 1, arbitrary: rawBytes.map((b) => ({ type: "multipart/form-data; boundary=x", body: b })) },
  );
  return {
    name: `POST ${path} (form action)`,
    request: body.map(({ type, body: b }) => ({
      method: "POST",
      path,
      headers: { "content-type": type },
      body: b,
    })),
  };
}
