/** The page view's fixed tracking labels (specification, point 9); the flows' label tables are in flow-labels.ts. */

export const APPLICATION_NAME = "permissions";
export const LOGIN_STATUS = "no";
