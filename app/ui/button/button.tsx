import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { BUTTON_ICON_SIZE } from "../constants";
import { Icon, type IconName } from "../icon/icon";
import { Spinner } from "../spinner/spinner";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "tertiary";

interface CommonProps {
  variant?: ButtonVariant;
  icon?: IconName;
  iconPosition?: "start" | "end";
  iconSize?: number;
  /** Stretch to the full width of the container (e.g. on small screens in a stacked group). */
  fullWidth?: boolean;
  children: ReactNode;
}

function classes(variant: ButtonVariant, fullWidth?: boolean, extra?: string): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : undefined, extra].filter(Boolean).join(" ");
}

function Content(props: CommonProps & { loading?: boolean }) {
  const { icon, iconPosition = "start", iconSize = BUTTON_ICON_SIZE, loading, children } = props;
  const t = useT();
  const glyph = loading ? <Spinner size="small" decorative /> : icon ? <Icon name={icon} size={iconSize} /> : null;
  return (
    <>
      {(iconPosition === "start" || loading) && glyph}
      <span>{children}</span>
      {iconPosition === "end" && !loading && glyph}
      {loading ? <span className="visually-hidden">{t("ui.button.busy")}</span> : null}
    </>
  );
}

type ButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
    /** Shows a spinner and ignores presses while an action runs; focus stays on the button. */
    loading?: boolean;
  };

const OWN_PROPS = ["variant", "icon", "iconPosition", "iconSize", "fullWidth", "loading", "children", "className"];

/** The native button attributes only (the component's own props are not DOM attributes). */
function withoutOwnProps(attrs: Omit<ButtonProps, "type" | "onClick">): ButtonHTMLAttributes<HTMLButtonElement> {
  return Object.fromEntries(Object.entries(attrs).filter(([key]) => !OWN_PROPS.includes(key)));
}

export function Button(props: ButtonProps) {
  const { variant = "primary", icon, iconPosition, iconSize, fullWidth, loading = false, children, className } = props;
  const { type = "button", onClick, ...attrs } = props;
  const rest = withoutOwnProps(attrs);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest["aria-disabled"] || undefined}
      data-loading={loading || undefined}
      className={classes(variant, fullWidth, className)}
    >
      <Content icon={icon} iconPosition={iconPosition} iconSize={iconSize} loading={loading}>
        {children}
      </Content>
    </button>
  );
}

/** A link that looks like a button; `reloadDocument` makes a full page load (e.g. to leave an error state). */
export function ButtonLink(
  props: CommonProps & {
    to: string;
    reloadDocument?: boolean;
    className?: string;
    onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  },
) {
  const {
    variant = "primary",
    icon,
    iconPosition,
    iconSize,
    fullWidth,
    children,
    to,
    reloadDocument,
    className,
    onClick,
  } = props;
  return (
    <Link to={to} reloadDocument={reloadDocument} className={classes(variant, fullWidth, className)} onClick={onClick}>
      <Content icon={icon} iconPosition={iconPosition} iconSize={iconSize}>
        {children}
      </Content>
    </Link>
  );
}
