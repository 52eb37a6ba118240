// Which card is being typed, as its first digits tell it: bank, family, credit or debit, scheme. A polite live
// region, so a screen reader hears the bank once it is known without losing its place in the number field.
import { useTranslation } from "react-i18next";
import { SCHEME_NAMES, type CardBinView } from "~/domain/card-bin";

interface CardIdentityProps {
  card: CardBinView | null;
  /** A lookup is on its way (JavaScript). */
  looking: boolean;
  /** Why the lookup did not answer (too many lookups, …), or a hint. */
  message: string | null;
}

export function CardIdentity({ card, looking, message }: CardIdentityProps) {
  const { t } = useTranslation("checkout");
  const parts = card
    ? [
        card.bankName ?? (card.scheme ? null : t("card.otherBank")),
        card.family,
        card.kind ? t(`card.kind.${card.kind}`) : null,
        card.scheme ? SCHEME_NAMES[card.scheme] : null,
      ]
    : [];
  return (
    <p className="card-identity" aria-live="polite" data-testid="card-identity">
      {looking ? <span className="muted">{t("card.looking")}</span> : null}
      {!looking && card ? (
        <span className="card-identity__name">
          {/* Each part isolated: Latin bank and family names inside Arabic text keep their order. */}
          {parts
            .filter((part): part is string => Boolean(part))
            .map((part, index) => (
              <span key={part}>
                {index > 0 ? " · " : null}
                <bdi>{part}</bdi>
              </span>
            ))}
        </span>
      ) : null}
      {!looking && !card ? <span className="muted">{message ?? t("card.binHint")}</span> : null}
    </p>
  );
}
