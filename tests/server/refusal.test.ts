// The one refusal (graphql-server/core/refusal.ts): a Refusal thrown inside `refusable` rolls the write back and
// becomes the caller's user error; any other error rolls back and is thrown on; a trial run (`rollBack`) answers
// what its work found and keeps none of its writes. Checked on the test database, so a rollback is a real one.
import type { EntityManager } from "@mikro-orm/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "../../graphql-server/core/db.js";
import { asOperationError, refusable, Refusal } from "../../graphql-server/core/refusal.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
  await sql(t.orm.em.fork(), `create table refusal_probe (note text not null)`);
});
afterAll(() => t?.close());
beforeEach(() => sql(t.orm.em.fork(), `delete from refusal_probe`));

const em = () => t.orm.em.fork();
const write = (tx: EntityManager, note: string) => sql(tx, `insert into refusal_probe (note) values (?)`, [note]);
const kept = async () => (await sql<{ note: string }>(em(), `select note from refusal_probe order by note`)).map((row) => row.note);

/** A user error of a module's own type, to show that the caller decides what a refusal becomes. */
const asProbeError = (refusal: Refusal) => ({ __typename: "ProbeError" as const, code: refusal.code, field: refusal.field, available: refusal.details.available ?? null });

describe("refusable", () => {
  it("commits a work that goes through and answers what it returned", async () => {
    const outcome = await refusable(em(), asProbeError, async (tx) => {
      await write(tx, "stored");
      return { ok: true as const, value: 7 };
    });
    expect(outcome).toEqual({ ok: true, value: 7 });
    expect(await kept()).toEqual(["stored"]);
  });

  it("rolls a refused work back and answers the refusal as the caller's user error", async () => {
    const outcome = await refusable(em(), asProbeError, async (tx) => {
      await write(tx, "taken back");
      throw new Refusal("NO_STOCK", { field: "quantity", available: 2 });
    });
    expect(outcome).toEqual({ ok: false, error: { __typename: "ProbeError", code: "NO_STOCK", field: "quantity", available: 2 } });
    expect(await kept()).toEqual([]);
  });

  it("rolls back and throws on an error that is no refusal", async () => {
    const work = refusable(em(), asProbeError, async (tx) => {
      await write(tx, "taken back");
      throw new Error("a bug");
    });
    await expect(work).rejects.toThrow("a bug");
    expect(await kept()).toEqual([]);
  });

  it("answers a refusal without a field as a user error without one", async () => {
    const outcome = await refusable(em(), asOperationError, async () => {
      throw new Refusal("PAYMENT_FAILED");
    });
    expect(outcome).toEqual({ ok: false, error: { __typename: "OperationError", code: "PAYMENT_FAILED", field: null } });
  });
});

describe("a trial run (rollBack)", () => {
  it("answers what the work found and keeps none of its writes", async () => {
    const outcome = await refusable(
      em(),
      asProbeError,
      async (tx) => {
        await write(tx, "tried");
        const [seen] = await sql<{ n: string }>(tx, `select count(*) as n from refusal_probe`);
        return { ok: true as const, seen: Number(seen.n) };
      },
      { rollBack: true },
    );
    expect(outcome).toEqual({ ok: true, seen: 1 });
    expect(await kept()).toEqual([]);
  });

  it("answers a refusal as the user error, like any write", async () => {
    const outcome = await refusable(
      em(),
      asProbeError,
      async (tx) => {
        await write(tx, "tried");
        throw new Refusal("ORDER_NOT_CREATED", { field: "cart" });
      },
      { rollBack: true },
    );
    expect(outcome).toEqual({ ok: false, error: { __typename: "ProbeError", code: "ORDER_NOT_CREATED", field: "cart", available: null } });
    expect(await kept()).toEqual([]);
  });

  it("inside an open transaction undoes only its own writes", async () => {
    const outcome = await refusable(em(), asProbeError, async (tx) => {
      await write(tx, "outer");
      const trial = await refusable(tx, asProbeError, async (inner) => (await write(inner, "trial"), { ok: true as const }), { rollBack: true });
      const [seen] = await sql<{ n: string }>(tx, `select count(*) as n from refusal_probe`);
      return { ok: true as const, trial: trial.ok, seen: Number(seen.n) };
    });
    expect(outcome).toEqual({ ok: true, trial: true, seen: 1 });
    expect(await kept()).toEqual(["outer"]);
  });
});
