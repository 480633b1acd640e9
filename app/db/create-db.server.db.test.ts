import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, parseAsDrizzleDoes } from "./create-db.server";

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

describe("createDb in memory from a dump (memoryFrom)", () => {
  it("starts with what the dump holds, and the dump's source is left as it was", async () => {
    const source = await PGlite.create();
    await source.exec("create table kept (id int primary key, note text not null)");
    await source.exec("insert into kept values (1, 'from the dump')");
    const dump = await source.dumpDataDir("none");
    const copy = await createDb({ memory: true, memoryFrom: dump });
    try {
      const read = (await copy.db.execute(sql`select note from kept`)) as unknown as {
        rows: { note: string }[];
      };
      expect(read.rows).toEqual([{ note: "from the dump" }]);
      await copy.db.execute(sql`insert into kept values (2, 'only in the copy')`);
      const { rows } = await source.query<{ n: number }>("select count(*)::int as n from kept");
      expect(rows[0]?.n).toBe(1);
    } finally {
      await copy.close();
      await source.close();
    }
  });
});
