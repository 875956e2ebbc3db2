import { type ReactNode, useId, useRef, useState } from "react";
import { Icon, type IconName } from "../icon/icon";
import { Skeleton } from "../skeleton/skeleton";
import styles from "./accordion.module.css";
import { isAccordionItemOpen, type OpenId, toggleOpenId } from "./accordion-state";
import { useFindablePanel } from "./use-findable-panel";

export type AccordionVariant = "card" | "divided";

interface AccordionItemProps {
  id: string;
  /** The open id (one id or a list); the item is open when its id equals it or is in the list. */
  openId?: OpenId;
  /** Called with the item's id and its new state when the user toggles it. */
  onToggle?: (id: string, open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  prefixIcon?: IconName;
  /** Icon that shows the state (turned when open); `false` hides it. */
  stateIcon?: IconName | false;
  /** Shows placeholder lines instead of the content. */
  loading?: boolean;
  /** No background and border: for use on coloured sections. */
  transparent?: boolean;
  /** "card": a bordered box; "divided": rows separated by lines. */
  variant?: AccordionVariant;
  headingLevel?: 2 | 3 | 4;
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * One expandable section: a heading with a native toggle button (aria-expanded, aria-controls) and a panel.
 * The open state comes only from `openId`, so the server already renders open items open.
 */
export function AccordionItem(props: AccordionItemProps) {
  const { id, openId, onToggle, title, description, prefixIcon, stateIcon = "chevron-down" } = props;
  const { loading = false, transparent = false, variant = "card", headingLevel = 3, isDisabled, children } = props;
  const open = isAccordionItemOpen(id, openId);
  const baseId = useId();
  const ids = { trigger: `${baseId}-trigger`, panel: `${baseId}-panel` };
  const panel = useRef<HTMLDivElement>(null);
  useFindablePanel(panel, open, () => onToggle?.(id, true));
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={styles.item}
      data-variant={variant}
      data-transparent={transparent || undefined}
      data-expanded={open || undefined}
    >
      <Heading className={styles.heading}>
        <button
          type="button"
          id={ids.trigger}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={ids.panel}
          disabled={isDisabled}
          onClick={() => onToggle?.(id, !open)}
        >
          {prefixIcon ? (
            <span className={styles.prefix}>
              <Icon name={prefixIcon} />
            </span>
          ) : null}
          <span className={styles.text}>
            <span className={styles.title}>{title}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
          {stateIcon ? (
            <span className={styles.state}>
              <Icon name={stateIcon} size={20} />
            </span>
          ) : null}
        </button>
      </Heading>
      <div ref={panel} id={ids.panel} hidden={!open} className={styles.panel} aria-busy={loading || undefined}>
        <div className={styles.content}>{loading ? <Skeleton lines={3} /> : children}</div>
      </div>
    </div>
  );
}

/** Open-id state for a set of accordion items: one open item ("single") or any number ("multiple"). */
export function useAccordion(options: { defaultOpenId?: OpenId; multiple?: boolean } = {}) {
  const [openId, setOpenId] = useState<OpenId>(options.defaultOpenId ?? null);
  const mode = options.multiple ? "multiple" : "single";
  return {
    openId,
    setOpenId,
    onToggle: (id: string) => setOpenId((current) => toggleOpenId(current, id, mode)),
  };
}
