/** The page view's fixed tracking labels; the flows' label tables are in flow-labels.ts. */

export const APPLICATION_NAME = "permissions";
export const LOGIN_STATUS = "no";
