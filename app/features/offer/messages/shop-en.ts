/** Texts of the offer area's shop screens (en); filled by the screens that use them. */
export const shopEn = {} as const;
