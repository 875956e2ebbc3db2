/** Texts of the offer area's entry screens (en); filled by the screens that use them. */
export const entryEn = {} as const;
