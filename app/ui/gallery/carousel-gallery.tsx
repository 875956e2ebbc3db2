import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { Carousel } from "../carousel/carousel";
import { Price } from "../price/price";
import styles from "./gallery.module.css";
import { GallerySection } from "./gallery-section";

const OFFERS = [
  { size: "S", gb: 5, price: 9.99 },
  { size: "M", gb: 20, price: 19.99 },
  { size: "L", gb: 50, price: 29.99 },
  { size: "XL", gb: 100, price: 39.99 },
];

export function CarouselGallery() {
  const t = useT();
  return (
    <GallerySection id="carousel" title={t("ui.gallery.carousel")}>
      <Carousel
        label={t("ui.gallery.carousel.label")}
        slides={OFFERS.map((offer) => (
          <div key={offer.size} className={styles.slideCard}>
            <h3 className={styles.slideTitle}>{t("ui.gallery.carousel.tariff", { size: offer.size })}</h3>
            <p>{t("ui.gallery.carousel.volume", { gb: offer.gb })}</p>
            <Price amount={offer.price} period="monthly" size="large" />
            <Button variant="secondary">{t("ui.gallery.carousel.choose", { size: offer.size })}</Button>
          </div>
        ))}
      />
    </GallerySection>
  );
}
