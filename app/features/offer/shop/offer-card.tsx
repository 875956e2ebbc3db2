import type { FormEvent, MouseEvent } from "react";
import type { OfferDocument, OfferItem } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import type { OfferPageError } from "../store/offer-store";
import { BACKEND_LANG, bundleKindOf, choiceTotals, type OfferChoice } from "./offer-choices";
import { OfferDocuments } from "./offer-documents";
import { CHOICE_FIELD } from "./offer-form";
import { PriceLines, Totals } from "./offer-prices";
import { HardwareBlock, PacksBlock, TariffBlock } from "./offer-products";
import styles from "./shop.module.css";

interface OfferCardProps {
  choice: OfferChoice;
  index: number;
  /** The small line above the title; by default whether this is the initial offer or which alternative. */
  kicker?: string;
  /** The first slide's pictures load eagerly; the rest lazily. */
  eager: boolean;
  error: OfferPageError | null;
  /** Without it the card is read-only (the dealer preview): no choose button. */
  onChoose?: (index: number, event: FormEvent<HTMLFormElement>) => void;
  onDownload?: (choice: OfferChoice, document: OfferDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  onDismissError?: () => void;
}

function Part({ item, level, eager }: { item: OfferItem; level: 3 | 4; eager: boolean }) {
  return (
    <>
      {item.hardware ? <HardwareBlock hardware={item.hardware} level={level} eager={eager} /> : null}
      {item.tariff ? <TariffBlock tariff={item.tariff} level={level} /> : null}
      <PacksBlock packs={item.packs} level={level} />
      <PriceLines item={item} level={level} />
    </>
  );
}

/** One choice (a slide): its products, prices and totals, its documents and "Dieses Angebot wählen". */
export function OfferCard({
  choice,
  index,
  kicker,
  eager,
  error,
  onChoose,
  onDownload,
  onDismissError,
}: OfferCardProps) {
  const t = useT();
  const items = choice.cart.offers;
  const bundle = bundleKindOf(choice.cart);
  const totals = choiceTotals(items);
  const headingId = `offer-choice-${index}`;
  const single = items.length === 1 ? items[0] : undefined;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        <span className={styles.kicker}>
          {kicker ?? (index === 0 ? t("offer.shop.choice.initial") : t("offer.shop.choice.alternative", { index }))}
        </span>
        <span lang={single ? BACKEND_LANG : undefined}>
          {single
            ? single.title
            : t(`offer.shop.bundle.${bundle === "o2you" ? "o2you" : "bundle"}`, { count: items.length })}
        </span>
      </h2>
      {single ? (
        <Part item={single} level={3} eager={eager} />
      ) : (
        items.map((item, part) => (
          <section key={item.offerId} className={styles.part}>
            <h3 className={styles.partHeading}>{t("offer.shop.part", { index: part + 1, title: item.title })}</h3>
            <Part item={item} level={4} eager={eager && part === 0} />
          </section>
        ))
      )}
      <Totals monthly={totals.monthly} once={totals.once} level={3} />
      <OfferDocuments
        documents={choice.documents}
        level={3}
        error={error}
        onDownload={onDownload ? (document, event) => onDownload(choice, document, event) : undefined}
        onDismiss={onDismissError}
      />
      {onChoose ? (
        <form method="post" className={styles.choose} onSubmit={(event) => onChoose(index, event)}>
          <input type="hidden" name={CHOICE_FIELD} value={index} />
          <Button type="submit" fullWidth aria-describedby={`${headingId} ${headingId}-hint`}>
            {t("offer.shop.choose")}
          </Button>
          <p id={`${headingId}-hint`} className={styles.muted}>
            {t("offer.shop.chooseHint")}
          </p>
        </form>
      ) : null}
    </article>
  );
}
