import { Column, Heading, Img, Link, Row, Section, Text } from "@react-email/components";
import type { TFunction } from "i18next";
import { MailButton, MailLayout, mailColors } from "./mail-layout";

/** A product picked for an issue, as its card shows it (in the message's language). */
export interface IssueProductCard {
  name: string;
  price: string;
  url: string;
  imageUrl: string | null;
}

export interface NewsletterIssueProps {
  t: TFunction;
  language: string;
  siteName: string;
  contactEmail: string;
  origin: string;
  subject: string;
  body: string;
  products: IssueProductCard[];
  unsubscribeUrl: string;
}

const textStyle = { color: mailColors.asphalt, fontSize: 16, lineHeight: "24px", margin: "0 0 16px" };
const urlPattern = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

/** One paragraph of the curator's text: its line breaks kept, its web addresses made links. */
function Paragraph({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <Text className="mail-text" style={textStyle}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line.split(urlPattern).map((part, j) =>
            j % 2 ? (
              <Link key={j} href={part} style={{ color: mailColors.signalText }}>
                {part}
              </Link>
            ) : (
              part
            ),
          )}
        </span>
      ))}
    </Text>
  );
}

function ProductCard({ product, button }: { product: IssueProductCard; button: string }) {
  return (
    <Section
      style={{ border: `1px solid ${mailColors.line}`, borderRadius: 12, padding: 12, margin: "0 0 12px" }}
      className="mail-card"
    >
      <Row>
        {product.imageUrl && (
          <Column style={{ width: 112, verticalAlign: "top", paddingRight: 12 }}>
            <Img
              src={product.imageUrl}
              alt={product.name}
              width="112"
              height="112"
              style={{ display: "block", borderRadius: 8, objectFit: "contain", background: "#ffffff" }}
            />
          </Column>
        )}
        <Column style={{ verticalAlign: "top" }}>
          <Text
            className="mail-text"
            style={{ color: mailColors.asphalt, fontSize: 16, fontWeight: 700, lineHeight: "22px", margin: 0 }}
          >
            {product.name}
          </Text>
          <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 16, margin: "4px 0 10px" }}>
            {product.price}
          </Text>
          <MailButton href={product.url} style={{ fontSize: 14, padding: "8px 14px" }}>
            {button}
          </MailButton>
        </Column>
      </Row>
    </Section>
  );
}

/** An issue of the curator's newsletter: the subject as heading, the text, the picked products as cards. */
export function NewsletterIssueMail({
  t,
  language,
  siteName,
  contactEmail,
  origin,
  subject,
  body,
  products,
  unsubscribeUrl,
}: NewsletterIssueProps) {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={paragraphs[0]?.slice(0, 140) ?? subject}
      footer={
        <>
          {t("mail.newsletterIssue.why", { siteName })}{" "}
          <Link href={unsubscribeUrl} style={{ color: mailColors.signalText }}>
            {t("mail.newsletterIssue.unsubscribe")}
          </Link>
          <br />
          {t("mail.newsletterIssue.affiliate")}
          <br />
          {siteName} · {contactEmail}
        </>
      }
    >
      <Heading as="h1" className="mail-text" style={{ color: mailColors.asphalt, fontSize: 24, margin: "0 0 16px" }}>
        {subject}
      </Heading>
      {paragraphs.map((paragraph, i) => (
        <Paragraph key={i} text={paragraph} />
      ))}
      {products.length > 0 && (
        <Section style={{ margin: "8px 0 0" }}>
          {products.map((product) => (
            <ProductCard key={product.url} product={product} button={t("mail.newsletterIssue.productButton")} />
          ))}
        </Section>
      )}
    </MailLayout>
  );
}
