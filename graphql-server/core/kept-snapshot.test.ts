// A kept snapshot on its database's shelf: served only while its counter stays, loaded again in the background when
// the counter moves, never used inside a transaction, and with no budget (SNAPSHOTS_MB=0) never loaded at all.
// The database is a stand-in holding the counter, so that each case sets exactly what the counter reads.
import type { EntityManager } from "@mikro-orm/core";
import { afterEach, describe, expect, it } from "vitest";
import { KeptSnapshot } from "./kept-snapshot.js";
import { createPublicDataMemo } from "./public-data-memo.js";

function fakeDatabase() {
  const state = { counter: 1, readVersion: 1, inTransaction: false };
  const driver = {};
  const em = {
    getDriver: () => driver,
    fork: () => em,
    isInTransaction: () => state.inTransaction,
    getConnection: () => ({ execute: async () => [{ version: state.counter }] }),
  } as unknown as EntityManager;
  const scope = () => ({ em, publicData: createPublicDataMemo(async () => String(state.readVersion)) });
  return { state, em, scope };
}

afterEach(() => {
  delete process.env.SNAPSHOTS_MB;
});

describe("a kept snapshot", () => {
  it("is served while its counter stays, and loaded again when it moves", async () => {
    const { state, em, scope } = fakeDatabase();
    let loads = 0;
    const snapshot = new KeptSnapshot(em, "data_version", async () => `data ${++loads} at ${state.counter}`, "data");
    expect(await snapshot.currentFor(scope(), true)).toBe("data 1 at 1");
    state.readVersion = 2;
    expect(await snapshot.currentFor(scope())).toBe("data 1 at 1");
    state.counter = 2;
    state.readVersion = 3;
    // Moved: the database answers while the new data loads.
    expect(await snapshot.currentFor(scope())).toBeUndefined();
    expect(await snapshot.currentFor(scope(), true)).toBe("data 2 at 2");
    state.inTransaction = true;
    expect(await snapshot.currentFor(scope(), true)).toBeUndefined();
    expect(loads).toBe(2);
  });

  it("is never loaded without a budget", async () => {
    process.env.SNAPSHOTS_MB = "0";
    const { em, scope } = fakeDatabase();
    let loads = 0;
    const snapshot = new KeptSnapshot(em, "data_version", async () => ++loads, "data");
    expect(await snapshot.currentFor(scope(), true)).toBeUndefined();
    expect(loads).toBe(0);
  });

  it("is loaded once per version of its data when it is larger than the budget", async () => {
    process.env.SNAPSHOTS_MB = "0.001";
    const { state, em, scope } = fakeDatabase();
    let loads = 0;
    const snapshot = new KeptSnapshot(em, "data_version", async () => (++loads, "x".repeat(10_000)), "data");
    for (let i = 0; i < 3; i++) expect(await snapshot.currentFor(scope(), true)).toBeUndefined();
    expect(loads).toBe(1);
    state.counter = 2;
    state.readVersion = 2;
    expect(await snapshot.currentFor(scope(), true)).toBeUndefined();
    expect(loads).toBe(2);
  });
});
