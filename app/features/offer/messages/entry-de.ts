/** Texts of the offer area's entry screens (de); filled by the screens that use them. */
export const entryDe = {} as const;
