/** Limits of a newsletter issue, shared by the admin screen and the server's checks. */
export const maxSubjectLength = 200;
export const maxBodyLength = 20_000;
export const maxIssueProducts = 12;
