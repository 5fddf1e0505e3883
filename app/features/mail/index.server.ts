// The public module of features/mail for the server: what other features may use (decision 0019).
export {
  digestQueued,
  type OutgoingMessage,
  outboxCounts,
  queueMail,
  queueMailOnce,
  withdrawNewsletterMail,
} from "./outbox.server";
export {
  type ForgottenRequestKind,
  forgottenRequests,
  rememberForgottenRequest,
  requestSuppressionHash,
} from "./request-suppressions.server";
