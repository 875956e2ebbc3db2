/** German bank codes (BLZ) the demo can name; other valid IBANs are accepted without a bank name. */
export const BANKS: Record<string, { bic: string; name: string }> = {
  "37040044": { bic: "COBADEFFXXX", name: "Commerzbank" },
  "10010010": { bic: "PBNKDEFFXXX", name: "Postbank" },
  "50010517": { bic: "INGDDEFFXXX", name: "ING" },
  "70020270": { bic: "HYVEDEMMXXX", name: "UniCredit Bank - HypoVereinsbank" },
  "10070000": { bic: "DEUTDEBBXXX", name: "Deutsche Bank" },
  "12030000": { bic: "BYLADEM1001", name: "Deutsche Kreditbank (DKB)" },
  "20041111": { bic: "COBADEHDXXX", name: "comdirect" },
  "50050201": { bic: "HELADEF1822", name: "Frankfurter Sparkasse" },
  "70150000": { bic: "SSKMDEMMXXX", name: "Stadtsparkasse München" },
  "43060967": { bic: "GENODEM1GLS", name: "GLS Gemeinschaftsbank" },
  "10011001": { bic: "NTSBDEB1XXX", name: "N26 Bank" },
};
