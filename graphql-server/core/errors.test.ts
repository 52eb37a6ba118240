// Unit tests of the error helpers: translated messages and production masking of unexpected errors.
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { badUserInput, createFormatError, errorMessage, MESSAGE_KEY, operationError, unauthenticated } from "./errors.js";
import { captureLogs } from "./logger.js";

describe("errorMessage", () => {
  it("translates and falls back to Turkish", () => {
    expect(errorMessage("en", "PRODUCT_NO_STOCK")).toBe("This product is out of stock.");
    expect(errorMessage("ar", "product_no_stock")).toBe("هذا المنتج غير متوفر في المخزون.");
    expect(errorMessage("de", "product_no_stock")).toBe("Ürün stokta yok.");
    expect(errorMessage("en", "no_such_key")).toBe("Beklenmeyen bir hata oluştu.");
  });
});

describe("operationError and thrown errors", () => {
  it("builds results and GraphQL errors with codes", () => {
    expect(operationError("NO_STOCK", "quantity")).toEqual({ __typename: "OperationError", code: "NO_STOCK", field: "quantity" });
    expect(unauthenticated().extensions).toMatchObject({ code: "UNAUTHENTICATED", http: { status: 401 } });
    expect(badUserInput("email").extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "email" });
  });

  it("writes thrown errors in the default language and keeps the key out of the JSON reply", () => {
    const error = badUserInput("language", "unknown_language");
    expect(error.message).toBe(errorMessage("tr", "unknown_language"));
    expect((error.extensions as Record<symbol, unknown>)[MESSAGE_KEY]).toBe("unknown_language");
    expect(JSON.stringify(error.toJSON())).not.toContain("unknown_language");
  });

  it("fills template values", () => {
    expect(errorMessage("tr", "personalization_required", { name: "Baskı" })).toBe("Baskı hatalı.");
  });
});

describe("createFormatError", () => {
  const internal = { message: "relation \"x\" does not exist", path: ["languages"], extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["at db.ts:1"] } };

  it("masks unexpected errors in production and keeps deliberate ones", () => {
    const lines: string[] = [];
    const stop = captureLogs((line) => lines.push(line), "error");
    const format = createFormatError(false);
    expect(format(internal, new Error("boom"))).toEqual({
      message: "Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
      path: ["languages"],
      locations: undefined,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    const forbidden = { message: "no", extensions: { code: "FORBIDDEN" } };
    expect(format(forbidden, new GraphQLError("no"))).toBe(forbidden);
    stop();
    // The unexpected error is logged once, with what it said; the deliberate one is not.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("boom");
  });

  it("shows everything in development", () => {
    expect(createFormatError(true)(internal, new Error("boom"))).toBe(internal);
  });
});
