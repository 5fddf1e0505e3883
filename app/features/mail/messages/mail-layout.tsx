import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { TFunction } from "i18next";
import type { CSSProperties } from "react";
import type { ReactNode } from "react";

/** The brand's colours (app/app.css), written out: mail clients read no stylesheet variables. */
export const mailColors = {
  asphalt: "#111418",
  paper: "#f7f5f0",
  signal: "#ff5a1f",
  signalText: "#c2410c",
  steel: "#4f5b67",
  line: "#d5dbe1",
};

// Dark mode: clients that honour it get the dark card; the others invert the light one well enough.
// (react-email puts the body's style on the cell of a wrapping table, hence the second selector.)
const darkMode = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mail-body, .mail-body > table > tbody > tr > td { background: #0b0d10 !important; }
    .mail-card { background: #1b2026 !important; }
    .mail-text { color: #eceff2 !important; }
    .mail-muted { color: #a9b3bd !important; }
  }
`;

/** What every message is rendered with: the rider's language and its text, the site's name, address and origin. */
export interface MailBaseProps {
  t: TFunction;
  language: string;
  siteName: string;
  contactEmail: string;
  origin: string;
}

/** Every message: the site's name as a header, one card, and a footer that says why it came. */
export function MailLayout({
  language,
  preview,
  siteName,
  origin,
  footer,
  children,
}: {
  language: string;
  preview: string;
  siteName: string;
  origin: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-body"
        style={{
          background: mailColors.paper,
          margin: 0,
          padding: "24px 12px",
          fontFamily: "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
        }}
      >
        <Container style={{ maxWidth: 560, margin: "0 auto" }}>
          <Section style={{ background: mailColors.asphalt, borderRadius: "12px 12px 0 0", padding: "16px 24px" }}>
            <Link href={`${origin}/${language}/`} style={{ color: "#ffffff", fontSize: 20, fontWeight: 700 }}>
              {siteName}
            </Link>
          </Section>
          <Section className="mail-card" style={{ background: "#ffffff", borderRadius: "0 0 12px 12px", padding: 24 }}>
            {children}
          </Section>
          <Hr style={{ borderColor: mailColors.line, margin: "24px 0 12px" }} />
          <Text className="mail-muted" style={{ color: mailColors.steel, fontSize: 12, lineHeight: "18px" }}>
            {footer}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The one call to action of a message: asphalt on signal orange, as on the site (white would fail contrast). */
export function MailButton({ href, style, children }: { href: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        background: mailColors.signal,
        color: mailColors.asphalt,
        borderRadius: 10,
        padding: "12px 20px",
        fontWeight: 700,
        fontSize: 16,
        ...style,
      }}
    >
      {children}
    </Button>
  );
}

/** A notice's footer: why it came, the rider's one-click way to stop it, and who sends it. */
export function StopFooter({
  why,
  stopUrl,
  stop,
  siteName,
  contactEmail,
}: {
  why: string;
  stopUrl: string;
  stop: string;
  siteName: string;
  contactEmail: string;
}) {
  return (
    <>
      {why}{" "}
      <Link href={stopUrl} style={{ color: mailColors.signalText }}>
        {stop}
      </Link>
      <br />
      {siteName} · {contactEmail}
    </>
  );
}

/** A message's heading and first paragraph. */
export function MailIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <Heading as="h1" className="mail-text" style={{ color: mailColors.asphalt, fontSize: 24, margin: "0 0 12px" }}>
        {heading}
      </Heading>
      <Text className="mail-text" style={{ color: mailColors.asphalt, fontSize: 16, lineHeight: "24px" }}>
        {intro}
      </Text>
    </>
  );
}

/** The small print under a message's card. */
export function MailNote({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-muted" style={{ color: mailColors.steel, fontSize: 14, lineHeight: "20px" }}>
      {children}
    </Text>
  );
}
