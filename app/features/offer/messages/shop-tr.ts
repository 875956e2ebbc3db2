/** Texts of the offer area's shop screens (tr); filled by the screens that use them. */
export const shopTr = {} as const;
