/** Form field of the choose buttons: the index of the chosen offer (0 = the initial offer). */
export const CHOICE_FIELD = "choice";
