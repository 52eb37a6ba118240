// Serves the challenge page: GET shows it, POST takes the answer and sends the browser back to the shop with the
// signed callback (303, so a reload does not post again). Mounted by server.ts at /test-acquirer when the shop's
// providers include the test acquirer.
import type { EntityManager } from "@mikro-orm/core";
import express, { type Router } from "express";
import { DEFAULT_LANGUAGE } from "../../../../core/i18n.js";
import { loggerFor } from "../../../../core/logger.js";
import { answeredPage, challengePage } from "./challenge-page.js";
import type { TestAcquirerProvider } from "./index.js";

export function testAcquirerRouter(provider: TestAcquirerProvider, em: () => EntityManager): Router {
  const router = express.Router();
  const html = (res: express.Response, status: number, body: string) => res.status(status).type("html").set("Cache-Control", "no-store").send(body);
  const failed = (res: express.Response, error: unknown) => {
    loggerFor("test-acquirer").error({ err: error }, "challenge page failed");
    html(res, 500, answeredPage(DEFAULT_LANGUAGE));
  };

  router.get("/challenge/:id", async (req, res) => {
    try {
      const entry = await provider.transaction(em(), req.params.id);
      if (!entry || entry.status !== "challenge") return html(res, 404, answeredPage(entry?.language ?? DEFAULT_LANGUAGE));
      html(res, 200, challengePage(entry));
    } catch (error) {
      failed(res, error);
    }
  });

  router.post("/challenge/:id", express.urlencoded({ extended: false, limit: "4kb" }), async (req, res) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const answer = { password: typeof body.password === "string" ? body.password : "", abandon: body.action === "abandon" };
      const location = await provider.answerChallenge(em(), req.params.id, answer);
      if (!location) return html(res, 409, answeredPage(DEFAULT_LANGUAGE));
      res.redirect(303, location);
    } catch (error) {
      failed(res, error);
    }
  });
  return router;
}
