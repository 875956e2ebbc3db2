import { CalendarDate, getLocalTimeZone, today } from "@internationalized/date";
import type { MessageId as MessageKey } from "@lingui/core";
import { useMemo, useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { DatePicker } from "../date-picker/date-picker";
import { DateRangePicker } from "../date-picker/date-range-picker";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

type EventKey =
  | "ui.gallery.date.eventChange"
  | "ui.gallery.date.eventInvalidDate"
  | "ui.gallery.date.eventInvalidSelect";

/** Public holidays used as disabled dates in the examples. */
function holidays(year: number): CalendarDate[] {
  return [
    new CalendarDate(year, 1, 1),
    new CalendarDate(year, 5, 1),
    new CalendarDate(year, 10, 3),
    new CalendarDate(year, 12, 25),
  ];
}

export function DateGallery() {
  const t = useT();
  const [event, setEvent] = useState<EventKey | null>(null);
  const now = useMemo(() => today(getLocalTimeZone()), []);
  const log = (key: EventKey) => () => setEvent(key);
  const events = {
    onChange: log("ui.gallery.date.eventChange"),
    onInvalidDate: log("ui.gallery.date.eventInvalidDate"),
  };
  const example = (title: MessageKey, node: React.ReactNode, wide = false) => (
    <Example title={t(title)} wide={wide}>
      {node}
    </Example>
  );
  return (
    <GallerySection id="date-picker" title={t("ui.gallery.datePicker")}>
      <p className={styles.log} aria-live="polite">
        {t("ui.gallery.date.event", { event: t(event ?? "ui.gallery.date.eventNone") })}
      </p>
      <div className={styles.examples}>
        {example(
          "ui.gallery.date.termination",
          <DatePicker
            id="date-termination"
            name="terminationDate"
            label={t("ui.gallery.date.termination")}
            description={t("ui.gallery.date.terminationHint")}
            minDate={now}
            maxDate={now.add({ years: 1 })}
            isRequired
            {...events}
          />,
        )}
        {example(
          "ui.gallery.date.workday",
          <DatePicker
            label={t("ui.gallery.date.workday")}
            description={t("ui.gallery.date.workdayHint")}
            disabledWeekdays={[0, 6]}
            disabledDates={[...holidays(now.year), ...holidays(now.year + 1)]}
            {...events}
          />,
        )}
        {example(
          "ui.gallery.date.callback",
          <DatePicker
            label={t("ui.gallery.date.callback")}
            description={t("ui.gallery.date.callbackHint")}
            withTime
            minTime={{ hour: 8, minute: 0 }}
            maxTime={{ hour: 18, minute: 0 }}
            disabledTimes={[{ hour: 12, minute: 0 }]}
            disabledWeekdays={[0, 6]}
            {...events}
          />,
        )}
        {example(
          "ui.gallery.date.birth",
          <DatePicker
            label={t("ui.gallery.date.birth")}
            description={t("ui.gallery.date.birthHint")}
            yearRange={[1900, 2010]}
            defaultValue={new CalendarDate(1985, 6, 15)}
            {...events}
          />,
        )}
        {example(
          "ui.gallery.date.offers",
          <DatePicker
            label={t("ui.gallery.date.offers")}
            description={t("ui.gallery.date.offersHint")}
            allowedDates={[now.add({ days: 2 }), now.add({ days: 5 }), now.add({ days: 9 })]}
            {...events}
          />,
        )}
        {example(
          "ui.gallery.date.range",
          <DateRangePicker
            id="date-range"
            label={t("ui.gallery.date.range")}
            description={t("ui.gallery.date.rangeHint")}
            minRange={2}
            maxRange={14}
            disabledWeekdays={[0, 6]}
            noDisabledRange
            {...events}
            onInvalidSelect={log("ui.gallery.date.eventInvalidSelect")}
          />,
          true,
        )}
        {example(
          "ui.gallery.date.partial",
          <DateRangePicker
            label={t("ui.gallery.date.partial")}
            description={t("ui.gallery.date.partialHint")}
            allowPartialRange
            {...events}
            onInvalidSelect={log("ui.gallery.date.eventInvalidSelect")}
          />,
          true,
        )}
        {example(
          "ui.gallery.date.disabled",
          <DatePicker label={t("ui.gallery.date.disabled")} isDisabled defaultValue={now} />,
        )}
        {example(
          "ui.gallery.date.invalid",
          <DatePicker
            label={t("ui.gallery.date.invalid")}
            defaultValue={now}
            errorMessage={t("ui.gallery.date.serverError")}
          />,
        )}
      </div>
    </GallerySection>
  );
}
