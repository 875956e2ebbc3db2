/** The streets the demo's address validation knows; anything else is taken as entered. */
export const KNOWN_STREETS: readonly { street: string; postalCode: string; city: string }[] = [
  { street: "Georg-Brauchle-Ring", postalCode: "80992", city: "München" },
  { street: "Marienplatz", postalCode: "80331", city: "München" },
  { street: "Kurfürstendamm", postalCode: "10719", city: "Berlin" },
  { street: "Kottbusser Damm", postalCode: "10967", city: "Berlin" },
  { street: "Hauptstraße", postalCode: "10827", city: "Berlin" },
  { street: "Hauptstraße", postalCode: "13055", city: "Berlin" },
  { street: "Hauptstraße", postalCode: "13158", city: "Berlin" },
  { street: "Zeil", postalCode: "60313", city: "Frankfurt am Main" },
  { street: "Königsallee", postalCode: "40212", city: "Düsseldorf" },
  { street: "Jungfernstieg", postalCode: "20354", city: "Hamburg" },
  { street: "Schloßstraße", postalCode: "12163", city: "Berlin" },
  { street: "Bahnhofstraße", postalCode: "90402", city: "Nürnberg" },
  { street: "Hohe Straße", postalCode: "50667", city: "Köln" },
];
