/**
 * The facts of the accessibility statement that are not translated. Review them with every release that
 * changes what the statement says (BFSG Anlage 3 asks for the statement's date and the competent authority).
 */

/** When the statement was written and when it was last checked against the product (ISO dates, Berlin). */
export const STATEMENT_CREATED = "2026-11-23";
export const STATEMENT_REVIEWED = "2026-11-23";

/**
 * The market surveillance authority of the German states for the BFSG (MLBF, Magdeburg). Its postal address
 * is still the Saxony-Anhalt ministry's post box; the ministry's page tells where the MLBF currently sits.
 */
export const ENFORCEMENT_AUTHORITY = {
  phoneNumber: "+493915676970",
  displayPhone: "+49 391 567 6970",
  email: "mlbf@ms.sachsen-anhalt.de",
  website:
    "https://ms.sachsen-anhalt.de/themen/menschen-mit-behinderungen/aktuelles/marktueberwachungsstelle-der-laender-fuer-die-barrierefreiheit-von-produkten-und-dienstleistungen",
} as const;
