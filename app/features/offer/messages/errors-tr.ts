/** Texts of the offer area's errors screens (tr); filled by the screens that use them. */
export const errorsTr = {} as const;
