// Integer lists are bound as one array text (core/bound-parameters.ts); a frozen list's text is made once and kept,
// a list that may still change is read anew at every statement.
import { PostgreSqlPlatform } from "@mikro-orm/postgresql";
import { describe, expect, it } from "vitest";
import { bindParameters } from "../../graphql-server/core/bound-parameters";
import { intList } from "../../graphql-server/core/db";

const platform = new PostgreSqlPlatform();
const bound = (ids: readonly number[]) => bindParameters(platform, "select 1 where id = any(?::int[]) and ? > 0", [intList(ids), 7]);

describe("integer lists as bound values", () => {
  it("are one array text beside the other values", () => {
    expect(bound([3, 1, 2])).toEqual({ sql: "select 1 where id = any(?::int[]) and ? > 0", values: ["{3,1,2}", 7] });
    expect(bound([]).values).toEqual(["{}", 7]);
    expect(bound(Object.freeze([5, 4])).values).toEqual(["{5,4}", 7]);
  });

  it("follow a list that changed between two statements", () => {
    const ids = [1, 2];
    expect(bound(ids).values[0]).toBe("{1,2}");
    ids.push(3);
    ids[0] = 9;
    expect(bound(ids).values[0]).toBe("{9,2,3}");
  });

  it("give a frozen list's text again without joining it", () => {
    const ids = Object.freeze(Array.from({ length: 3000 }, (_, i) => i + 1));
    const first = bound(ids).values[0];
    expect(first).toBe(`{${ids.join(",")}}`);
    const join = Array.prototype.join;
    let joins = 0;
    Array.prototype.join = function (this: unknown[], separator?: string) {
      joins++;
      return join.call(this, separator);
    };
    try {
      expect(bound(ids).values[0]).toBe(first);
    } finally {
      Array.prototype.join = join;
    }
    expect(joins).toBe(0);
  });
});
