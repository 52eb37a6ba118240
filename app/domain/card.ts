// The card form's rules at the storefront's edge: the shared checks (shared/card.ts) the card provider applies too.
export { CARD_FIELDS, checkCard, spacedCardNumber, type CardField, type CardFieldProblem } from "../../shared/card";
