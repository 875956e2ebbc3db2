import type { FormEvent, MouseEvent } from "react";
import type { OfferDocument } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Carousel } from "~/ui/carousel/carousel";
import type { OfferPageError } from "../store/offer-store";
import { OfferCard } from "./offer-card";
import type { OfferChoice } from "./offer-choices";
import styles from "./shop.module.css";

interface OfferChoicesProps {
  choices: readonly OfferChoice[];
  error: OfferPageError | null;
  onSelect?: (index: number) => void;
  /** Absent in the read-only preview. */
  onChoose?: (index: number, event: FormEvent<HTMLFormElement>) => void;
  onDownload?: (choice: OfferChoice, document: OfferDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  onDismissError?: () => void;
}

/** The offer alone, or the offer and its alternatives as slides of the carousel (one slide per choice). */
export function OfferChoices({ choices, error, onSelect, onChoose, onDownload, onDismissError }: OfferChoicesProps) {
  const t = useT();
  const cards = choices.map((choice, index) => (
    <OfferCard
      key={`${choice.kind}-${choice.cart.offers[0]?.offerId ?? index}`}
      choice={choice}
      index={index}
      eager={index === 0}
      error={error}
      onChoose={onChoose}
      onDownload={onDownload}
      onDismissError={onDismissError}
    />
  ));
  if (cards.length === 1) return <div className={styles.single}>{cards}</div>;
  return (
    <div className={styles.choices}>
      <p className={styles.lead}>{t("offer.shop.introChoices", { count: cards.length })}</p>
      <Carousel label={t("offer.shop.choicesLabel")} slides={cards} onSlideChange={onSelect} />
    </div>
  );
}
