/** Form field of the choose buttons: the index of the chosen offer (0 = the initial offer). */
export const CHOICE_FIELD = "choice";
/** Query parameter that carries a choice made without JavaScript to the checkout (issue 10 writes the cart). */
export const CHOICE_PARAM = "auswahl";
