/** Texts of the offer area's errors screens (en); filled by the screens that use them. */
export const errorsEn = {} as const;
