// The "send a test" card of the mail and text settings: its fields, a send button that waits for the answer, and
// the outcome in the admin's language with the provider's own words beside it (left to right, as they come).
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/** What the action answered for the test: the outcome code, and the provider's reply when there was one. */
export interface TestSendOutcome {
  outcome: string;
  reply?: string | null;
}

/** Outcomes that mean the message left (or went to the dev outbox); every other is a failure. */
const DELIVERED = new Set(["SENT", "OUTBOX"]);

export function TestSendForm({
  id,
  title,
  sendLabel,
  result,
  outcomeText,
  replyLabel,
  children,
}: {
  id: string;
  title: string;
  sendLabel: string;
  result: TestSendOutcome | null;
  outcomeText: (outcome: string) => string;
  replyLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().formData?.get("intent") === "test";
  const failed = result?.outcome ? !DELIVERED.has(result.outcome) : false;
  return (
    // The same frame as the settings form above it (a form holding a card), so both cards line up on a phone.
    <Form method="post" className="admin-form">
      <section className="admin-card" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <input type="hidden" name="intent" value="test" />
        {children}
        <button type="submit" className="admin-button" disabled={busy}>
          {sendLabel}
        </button>
        {result?.outcome ? (
          <div role={failed ? "alert" : "status"} className={failed ? "admin-state admin-state--error" : "admin-state admin-state--on"} data-outcome={result.outcome}>
            <p>{outcomeText(result.outcome)}</p>
            {result.reply ? (
              <p>
                {replyLabel}{" "}
                <bdi dir="ltr">
                  <code>{result.reply}</code>
                </bdi>
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </Form>
  );
}
