import { useBrand } from "~/platform/brand/brand-context";
import type { IconName } from "./icon-set";

export type { IconName } from "./icon-set";

interface IconProps {
  name: IconName;
  size?: number;
  /** A label makes the icon meaningful to screen readers; without one it is decorative. */
  label?: string;
  className?: string;
}

/** The brand's sprite (public/brands/<slug>/icons.svg, generated from icon-set.ts) holds the drawings. */
export function iconHref(brand: string, name: IconName): string {
  return `/brands/${brand}/icons.svg#${name}`;
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const brand = useBrand();
  return (
    <svg
      className={className}
      width={size}
      height={size}
      focusable="false"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {label ? <title>{label}</title> : null}
      <use href={iconHref(brand.slug, name)} />
    </svg>
  );
}
