import { Img, Section, Text } from "@react-email/components";
import { MailButton, mailColors } from "./mail-layout";

export interface MailProductProps {
  product: { name: string; price: string; url: string; imageUrl: string | null };
  button: string;
  /** The price before a drop, formatted, shown struck through after the new one (with its label for readers). */
  before?: string;
  beforeLabel?: string;
}

/** A product in a message: picture (PNG), name, price (and the one before, after a drop) and the button to its page. */
export function MailProduct({ product, button, before, beforeLabel }: MailProductProps) {
  return (
    <Section style={{ border: `1px solid ${mailColors.line}`, borderRadius: 12, padding: 16, margin: "16px 0" }}>
      {product.imageUrl && (
        <Img
          src={product.imageUrl}
          alt={product.name}
          width="240"
          height="240"
          style={{ display: "block", margin: "0 auto 12px", borderRadius: 8, maxWidth: "100%", height: "auto" }}
        />
      )}
      <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 18, fontWeight: 700, margin: 0 }}>
        {product.name}
      </Text>
      <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 18, margin: "4px 0 16px" }}>
        {product.price}
        {before && (
          <span className="mail-muted" style={{ color: mailColors.steel, fontSize: 16 }}>
            {" "}
            · {beforeLabel} <s>{before}</s>
          </span>
        )}
      </Text>
      <MailButton href={product.url}>{button}</MailButton>
    </Section>
  );
}
