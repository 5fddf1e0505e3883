// The public module of features/mail for the browser and the server: what other features may use (decision 0019).
export { MailPreview } from "./components/mail-preview";
export { AlertConfirmMail } from "./messages/alert-confirm";
export { DigestMail, type DigestMailProps, digestSubject } from "./messages/digest";
export type { MailProductProps } from "./messages/mail-product";
export { NewsletterConfirmMail } from "./messages/newsletter-confirm";
export { NewsletterIssueMail } from "./messages/newsletter-issue";
export { PriceDropMail } from "./messages/price-drop";
export { StockBackMail } from "./messages/stock-back";
export { VisorAvailableMail } from "./messages/visor-available";
