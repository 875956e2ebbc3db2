/** Fields a termination form posts more than once (hidden lists): read as lists on both sides. */
export const LIST_FIELDS = ["uploadIds", "uploadNames", "acknowledgedNotices"];
