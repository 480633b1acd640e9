import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAsDrizzleDoes } from "./create-db.server";

describe("parseAsDrizzleDoes (embedded database)", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    parseAsDrizzleDoes(client);
    await client.exec("create table t (id int primary key, at timestamptz not null, day date not null)");
    await client.exec("insert into t values (1, '2026-11-25 10:00:00+00', '2026-11-25')");
  });
  afterAll(() => client.close());

  it("reads through Drizzle as before: its timestamps and dates as text, mapped by Drizzle", async () => {
    const db = drizzle(client);
    const result = (await db.execute(sql`select at, day from t`)) as unknown as {
      rows: { at: unknown; day: unknown }[];
    };
    expect(typeof result.rows[0]?.at).toBe("string");
    expect(new Date(String(result.rows[0]?.at)).toISOString()).toBe("2026-11-25T10:00:00.000Z");
    expect(result.rows[0]?.day).toBe("2026-11-25");
  });

  it("applies other parsers as given", async () => {
    const { rows } = await client.query<{ at: unknown }>("select at from t", [], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value) },
    });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });
});
