/** Texts of the offer area's errors screens (de); filled by the screens that use them. */
export const errorsDe = {} as const;
