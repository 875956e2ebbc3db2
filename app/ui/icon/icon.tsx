import { useBrand } from "~/platform/brand/brand-context";
import { type IconName, iconFor } from "./icon-set";

export type { IconName } from "./icon-set";

interface IconProps {
  name: IconName;
  size?: number;
  /** A label makes the icon meaningful to screen readers; without one it is decorative. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const brand = useBrand();
  const icon = iconFor(brand.slug, name);
  const fill = "fill" in icon && icon.fill;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ? "currentColor" : "none"}
      fillRule={fill ? "evenodd" : undefined}
      stroke={fill ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
