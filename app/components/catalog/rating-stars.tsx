// A rating as five stars (filled by width, so halves show); the label is for screen readers. An average comes with
// its count; a single review's own rating has none (a count there would always read "(1)").
import { useTranslation } from "react-i18next";

export function RatingStars({ rate, count, compact = false }: { rate: number; count?: number; compact?: boolean }) {
  const { t } = useTranslation("catalog");
  const width = `${Math.max(0, Math.min(5, rate)) * 20}%`;
  return (
    <span className={`rating${compact ? " rating--compact" : ""}`}>
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ inlineSize: width }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="visually-hidden">{t("rating.label", { rate: rate.toFixed(1) })}</span>
      {count === undefined ? null : compact ? (
        // Cards are narrow: the number alone, the words for screen readers.
        <span className="rating__count">
          <span aria-hidden="true">({count})</span>
          <span className="visually-hidden">{t("rating.count", { count })}</span>
        </span>
      ) : (
        <span className="rating__count">({t("rating.count", { count })})</span>
      )}
    </span>
  );
}
