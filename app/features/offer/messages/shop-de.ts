/** Texts of the offer area's shop screens (de); filled by the screens that use them. */
export const shopDe = {} as const;
