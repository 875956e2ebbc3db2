import { useT } from "~/platform/i18n/i18n";
import { AccordionItem, useAccordion } from "../accordion/accordion-item";
import { PageSection } from "../page-section/page-section";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

export function AccordionGallery() {
  const t = useT();
  const single = useAccordion({ defaultOpenId: "how" });
  const multiple = useAccordion({ defaultOpenId: ["how", "data"], multiple: true });
  const states = useAccordion({ defaultOpenId: "loading" });
  const items = [
    {
      id: "how",
      title: t("ui.gallery.accordion.howTitle"),
      text: t("ui.gallery.accordion.howText"),
      icon: "contract" as const,
    },
    {
      id: "period",
      title: t("ui.gallery.accordion.periodTitle"),
      description: t("ui.gallery.accordion.periodDescription"),
      text: t("ui.gallery.accordion.periodText"),
      icon: "calendar" as const,
    },
    {
      id: "data",
      title: t("ui.gallery.accordion.dataTitle"),
      text: t("ui.gallery.accordion.dataText"),
      icon: "info" as const,
    },
  ];
  return (
    <GallerySection id="accordion" title={t("ui.gallery.accordion")}>
      <div className={styles.examples}>
        <Example title={t("ui.gallery.accordion.single")}>
          <div>
            {items.map((item) => (
              <AccordionItem
                key={item.id}
                id={`single-${item.id}`}
                openId={single.openId === item.id ? `single-${item.id}` : null}
                onToggle={() => single.onToggle(item.id)}
                title={item.title}
                description={item.description}
                prefixIcon={item.icon}
                headingLevel={4}
              >
                <p>{item.text}</p>
              </AccordionItem>
            ))}
          </div>
        </Example>
        <Example title={t("ui.gallery.accordion.multiple")}>
          <div>
            {items.map((item) => (
              <AccordionItem
                key={item.id}
                id={item.id}
                openId={multiple.openId}
                onToggle={multiple.onToggle}
                title={item.title}
                variant="divided"
                headingLevel={4}
              >
                <p>{item.text}</p>
              </AccordionItem>
            ))}
          </div>
        </Example>
        <Example title={t("ui.gallery.accordion.states")} wide>
          <PageSection backgroundColor="brand" paddingTop="small" paddingBottom="small" tag="div">
            <AccordionItem
              id="transparent"
              openId={states.openId}
              onToggle={states.onToggle}
              title={items[0]?.title}
              transparent
              stateIcon="plus"
              headingLevel={4}
            >
              <p>{items[0]?.text}</p>
            </AccordionItem>
          </PageSection>
          <AccordionItem
            id="loading"
            openId={states.openId}
            onToggle={states.onToggle}
            title={t("ui.gallery.accordion.loadingTitle")}
            loading
            headingLevel={4}
          >
            <p>{items[1]?.text}</p>
          </AccordionItem>
          <AccordionItem
            id="disabled"
            openId={states.openId}
            title={t("ui.gallery.accordion.disabledTitle")}
            isDisabled
            stateIcon={false}
            headingLevel={4}
          >
            <p>{items[2]?.text}</p>
          </AccordionItem>
        </Example>
      </div>
    </GallerySection>
  );
}
