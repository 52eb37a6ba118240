import { describe, expect, it } from "vitest";
import { loginPath, orderSuccessPath, stepOfPath, stepPath, stepStates } from "../../app/domain/checkout-steps";

describe("checkout wizard steps", () => {
  it("puts each step at its Turkish slug, prefixed for en and ar", () => {
    expect(stepPath("address", "tr")).toBe("/odeme/adres");
    expect(stepPath("payment", "en")).toBe("/en/odeme/odeme-yontemi");
    expect(stepPath("approve", "ar", "?payment=door&door=cash")).toBe("/ar/odeme/onay?payment=door&door=cash");
    expect(orderSuccessPath("JS000012", "ar")).toBe("/ar/siparis-tamamlandi/JS000012");
  });

  it("knows the active step from any locale's path", () => {
    expect(stepOfPath("/odeme/adres")).toBe("address");
    expect(stepOfPath("/en/odeme/odeme-yontemi/")).toBe("payment");
    expect(stepOfPath("/ar/odeme/onay")).toBe("approve");
    expect(stepOfPath("/ar/siparis-tamamlandi/JS1")).toBe("success");
    expect(stepOfPath("/odeme")).toBe("address");
  });

  it("marks steps before the active one done and flags the last step", () => {
    expect(stepStates("approve")).toEqual([
      { step: "address", state: "done", last: false },
      { step: "payment", state: "done", last: false },
      { step: "approve", state: "active", last: false },
      { step: "success", state: "upcoming", last: true },
    ]);
    expect(stepStates("success").every((s) => s.state !== "upcoming")).toBe(true);
  });

  it("sends to the login page with the encoded return path (/uye-giris?r={path})", () => {
    expect(loginPath("/odeme/adres?x=1", "tr")).toBe("/uye-giris?r=%2Fodeme%2Fadres%3Fx%3D1");
    expect(loginPath("/en/odeme/adres", "en")).toBe("/en/uye-giris?r=%2Fen%2Fodeme%2Fadres");
  });
});
