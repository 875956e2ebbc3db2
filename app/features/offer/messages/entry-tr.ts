/** Texts of the offer area's entry screens (tr); filled by the screens that use them. */
export const entryTr = {} as const;
