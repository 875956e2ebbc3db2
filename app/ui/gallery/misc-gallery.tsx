import { useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { PageTransition } from "../page-transition/page-transition";
import { Price, PriceList } from "../price/price";
import { StepIndicator } from "../step-indicator/step-indicator";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

export function PriceGallery() {
  const t = useT();
  return (
    <GallerySection id="prices" title={t("ui.gallery.prices")}>
      <div className={styles.examples}>
        <Example title={t("ui.gallery.price.monthly")}>
          <Price amount={12.99} period="monthly" />
          <Price amount={1299} period="once" size="large" />
        </Example>
        <Example title={t("ui.gallery.price.discount")}>
          <Price amount={-5} period="monthly" />
        </Example>
        <Example title={t("ui.gallery.price.missing")}>
          <Price amount={null} period="once" />
        </Example>
        <Example title={t("ui.gallery.price.summary")}>
          <PriceList
            caption={t("ui.gallery.price.summary")}
            items={[
              { label: t("ui.gallery.price.tariff"), amount: 29.99, period: "monthly" },
              { label: t("ui.gallery.price.discount"), amount: -5, period: "monthly" },
              { label: t("ui.gallery.price.device"), amount: 199, period: "once" },
            ]}
          />
        </Example>
      </div>
    </GallerySection>
  );
}

export function StepsGallery() {
  const t = useT();
  const steps = [
    { id: "offer", label: t("ui.gallery.step.offer"), to: "#steps" },
    { id: "personal", label: t("ui.gallery.step.personal"), to: "#steps" },
    { id: "identity", label: t("ui.gallery.step.identity"), to: "#steps" },
    { id: "payment", label: t("ui.gallery.step.payment") },
    { id: "summary", label: t("ui.gallery.step.summary") },
  ];
  return (
    <GallerySection id="steps" title={t("ui.gallery.steps")}>
      <StepIndicator steps={steps} currentId="payment" />
    </GallerySection>
  );
}

export function TransitionGallery() {
  const t = useT();
  const [page, setPage] = useState<"first" | "second">("first");
  return (
    <GallerySection id="transition" title={t("ui.gallery.transition")}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setPage(page === "first" ? "second" : "first")}>
          {t("ui.gallery.transition.switch")}
        </Button>
      </div>
      <PageTransition transitionKey={page}>
        <p className={styles.transitionBox}>
          {t(page === "first" ? "ui.gallery.transition.first" : "ui.gallery.transition.second")}
        </p>
      </PageTransition>
    </GallerySection>
  );
}
