// The zod pieces REST routes declare their input with (graphql-server/core/rest-input.ts): each keeps what legacy
// clients send, and refuses what the hand-written readers they replaced refused.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  firstGiven,
  groupOr,
  legacyBody,
  legacyChoice,
  legacyFlag,
  legacyInt,
  legacyList,
  legacyMoney,
  legacyText,
  orLeftOut,
  pathId,
  pathRef,
  pathText,
  positiveId,
  queryOrBody,
  textOrNumber,
  truthy,
  wholeNumber,
} from "../../graphql-server/core/rest-input.js";
import { RestInputError } from "../../graphql-server/core/rest.js";

const ok = <T extends z.ZodType>(schema: T, value: unknown) => schema.parse(value);
const bad = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);

describe("path parameters", () => {
  it("ids are 1–9 digits; texts 1–255 characters; references letters, digits and dashes", () => {
    expect(ok(pathId, "000123")).toBe(123);
    for (const v of ["", "-1", "1.5", "1234567890", "12a", " 1"]) bad(pathId, v);
    expect(ok(pathText, "a;b'c\\d")).toBe("a;b'c\\d");
    bad(pathText, "");
    bad(pathText, "x".repeat(256));
    // PostgreSQL's text cannot hold NUL: refused here rather than failing the statement.
    bad(pathText, "a\u0000b");
    expect(ok(pathRef, "G-12ab")).toBe("G-12ab");
    for (const v of ["a b", "a;", "x".repeat(65)]) bad(pathRef, v);
  });
});

describe("numbers", () => {
  it("legacyInt: numbers or digit strings in range; null and \"\" are not given", () => {
    const page = legacyInt(1, 100);
    expect([ok(page, 5), ok(page, " 7 "), ok(page, null), ok(page, ""), ok(page, undefined)]).toEqual([5, 7, undefined, undefined, undefined]);
    for (const v of [0, 101, "0", 1.5, "1.5", "1e2", "x", true, [1], {}]) bad(page, v);
  });

  it("positiveId: up to 2^31 − 1 as a number, 1–9 digits as a string; not given → null", () => {
    expect([ok(positiveId, 7), ok(positiveId, "0034"), ok(positiveId, null), ok(positiveId, "")]).toEqual([7, 34, null, null]);
    for (const v of [0, -1, 2 ** 31, "0", "-3", "1234567890", 1.5, true]) bad(positiveId, v);
  });

  it("wholeNumber: any safe integer or a signed digit string (the cart answers zero and negatives itself)", () => {
    expect([ok(wholeNumber, -4), ok(wholeNumber, 0), ok(wholeNumber, "-12"), ok(wholeNumber, 2 ** 40), ok(wholeNumber, "")]).toEqual([-4, 0, -12, 2 ** 40, null]);
    for (const v of [1.5, 2 ** 53, "1234567890", "1e3", {}, [1]]) bad(wholeNumber, v);
  });

  it("legacyMoney: numbers and Turkish notation → minor units; negative or unreadable is malformed", () => {
    expect([ok(legacyMoney, "1.250,50"), ok(legacyMoney, "1.250"), ok(legacyMoney, "12.5"), ok(legacyMoney, 99.99), ok(legacyMoney, "")]).toEqual([
      125050, 125000, 1250, 9999, undefined,
    ]);
    for (const v of ["-1", -1, "abc", "1,2,3", true]) bad(legacyMoney, v);
  });
});

describe("texts, flags and lists", () => {
  it("legacyText refuses numbers and long texts; textOrNumber takes numbers as text and keeps \"\"", () => {
    expect([ok(legacyText(5), "abc"), ok(legacyText(5), "")]).toEqual(["abc", undefined]);
    bad(legacyText(5), "abcdef");
    bad(legacyText(5), 12);
    expect([ok(textOrNumber, 34000), ok(textOrNumber, ""), ok(textOrNumber, null), ok(textOrNumber, undefined)]).toEqual(["34000", "", null, null]);
    bad(textOrNumber, { a: 1 });
    bad(textOrNumber, ["a"]);
    bad(textOrNumber, "\u0000");
    bad(legacyText(5), "a\u0000");
  });

  it("legacyFlag reads true/false, 1/0, \"1\"/\"0\", \"true\"/\"false\"; truthy never fails", () => {
    expect([true, 1, "1", "true", false, 0, "0", "false", null].map((v) => ok(legacyFlag, v))).toEqual([true, true, true, true, false, false, false, false, null]);
    for (const v of ["", "yes", 2, []]) bad(legacyFlag, v);
    expect([true, "1", "yes", {}, undefined].map((v) => ok(truthy, v))).toEqual([true, true, false, false, false]);
  });

  it("legacyList: an array or a comma list, at most 100 items, blanks dropped", () => {
    expect(ok(legacyList, "a, b,,7")).toEqual(["a", "b", "7"]);
    expect(ok(legacyList, ["a", 7, " "])).toEqual(["a", "7"]);
    expect(ok(legacyList, "")).toBeUndefined();
    bad(legacyList, Array(101).fill("a").join(","));
    bad(legacyList, [{}]);
  });

  it("legacyChoice matches in any letter case and nothing inherited", () => {
    const sort = legacyChoice({ newest: "NEWEST" });
    expect([ok(sort, "NeWest"), ok(sort, "")]).toEqual(["NEWEST", undefined]);
    for (const v of ["oldest", "constructor", 1]) bad(sort, v);
  });
});

describe("bodies", () => {
  const body = legacyBody(() => ({ page: legacyInt(1, 9), id: orLeftOut(positiveId) }), (b) => ({ ...b, page: firstGiven(groupOr(b, "paging"), "currentPage", "page") }));

  it("no body, null or \"\" is an empty body; arrays and scalars are malformed; unknown fields are dropped", () => {
    expect([ok(body, undefined), ok(body, null), ok(body, "")]).toEqual([{}, {}, {}]);
    for (const v of [[], [1], "x", 5, true]) bad(body, v);
    expect(ok(body, { customer_id: 9, page: 2 })).toEqual({ page: 2 });
  });

  it("aliases and groups are read as a ?? b; a field left out differs from one sent empty when the route asks", () => {
    expect(ok(body, { paging: { currentPage: null, page: 3 }, page: 4 })).toEqual({ page: 3 });
    expect(ok(body, { currentPage: 2, page: "x" })).toEqual({ page: 2 });
    expect("id" in ok(body, {})).toBe(false);
    expect(ok(body, { id: "" })).toEqual({ id: null, page: undefined });
  });

  it("queryOrBody takes the query's value when given, else the body's, and refuses neither", () => {
    expect(queryOrBody(1, 2, "x")).toBe(1);
    expect(queryOrBody(undefined, 2, "x")).toBe(2);
    expect(() => queryOrBody(null, 2, "x")).toThrow(RestInputError);
    expect(() => queryOrBody(undefined, undefined, "x")).toThrow(RestInputError);
  });
});
