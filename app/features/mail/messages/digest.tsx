import { Heading, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { formatPrice } from "~/i18n/format";
import { change, digestText, periodShort, type DigestLanguage, type DigestPeriodShown } from "./digest-text";
import { MailButton, MailIntro, MailLayout, MailNote, mailColors } from "./mail-layout";

/** What a digest tells (the service gathers it; this message only shows it). */
export interface DigestMailProps {
  language: DigestLanguage;
  siteName: string;
  contactEmail: string;
  origin: string;
  period: DigestPeriodShown;
  /** The period before, which the figures compare with. */
  before: DigestPeriodShown;
  /** The inbox now, most money at stake first: its sentences in the digest's language, and absolute links. */
  inbox: { sentence: string; url: string; severity: "high" | "medium" | "low" }[];
  /** This period and the one before: clicks, earning orders, commission in euros (two decimals). */
  figures: {
    clicks: [number, number];
    orders: [number, number];
    estimated: [string, string];
    settled: [string, string];
  };
  /** Products by commission earned in the period (estimated and settled), most first; null: orders no product matched. */
  topEarners: { name: string | null; orders: number; commission: string }[];
  /** Links broken now that were not at the last digest (all broken ones in the first digest). */
  brokenLinks: { name: string; clicks: number; url: string }[];
  firstDigest: boolean;
}

const severityColor = { high: "#b91c1c", medium: "#b45309", low: mailColors.steel };
const cell = { padding: "6px 8px 6px 0", fontSize: 15, lineHeight: "22px", color: mailColors.asphalt };
const number = {
  ...cell,
  textAlign: "right" as const,
  whiteSpace: "nowrap" as const,
  fontVariantNumeric: "tabular-nums",
};

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" className="mail-text" style={{ color: mailColors.asphalt, fontSize: 18, margin: "24px 0 8px" }}>
      {children}
    </Heading>
  );
}

/** The subject line: the period, its clicks, orders and commission. */
export function digestSubject({ language, period, figures }: Pick<DigestMailProps, "language" | "period" | "figures">) {
  const earned = Number(figures.estimated[0]) + Number(figures.settled[0]);
  return digestText[language].subject(period, figures.clicks[0], figures.orders[0], formatPrice(earned));
}

/**
 * The curator's digest (issue 31 item 4), weekly or daily, in Portuguese or English: what needs them now, the
 * period's clicks, orders and commission against the period before, the top earners and the links that broke.
 */
export function DigestMail(props: DigestMailProps) {
  const { language, siteName, contactEmail, origin, period, before, inbox, figures, topEarners, brokenLinks } = props;
  const text = digestText[language];
  const rows: [string, number, number, (value: number) => string][] = [
    [text.clicks, ...figures.clicks, String],
    [text.orders, ...figures.orders, String],
    [text.estimated, Number(figures.estimated[0]), Number(figures.estimated[1]), formatPrice],
    [text.settled, Number(figures.settled[0]), Number(figures.settled[1]), formatPrice],
  ];
  const settingsUrl = `${origin}/admin/dashboard/mail#digest`;
  return (
    <MailLayout
      language={language}
      siteName={siteName}
      origin={origin}
      preview={text.preview(inbox.length, figures.clicks[0])}
      footer={
        <>
          {text.why(period.from !== period.to, siteName)}{" "}
          <Link href={settingsUrl} style={{ color: mailColors.signalText }}>
            {text.settings}
          </Link>
          <br />
          {siteName} · {contactEmail}
        </>
      }
    >
      <MailIntro heading={text.heading(period)} intro={text.intro(period)} />

      <SectionHeading>{text.needsYou}</SectionHeading>
      {inbox.length ? (
        inbox.map((item) => (
          <Text key={item.url + item.sentence} className="mail-text" style={{ ...cell, margin: "0 0 8px" }}>
            <span style={{ color: severityColor[item.severity], fontWeight: 700 }}>●</span>{" "}
            <Link
              href={item.url}
              className="mail-text"
              style={{ color: mailColors.asphalt, textDecoration: "underline" }}
            >
              {item.sentence}
            </Link>
          </Text>
        ))
      ) : (
        <MailNote>{text.nothingNeedsYou}</MailNote>
      )}

      <SectionHeading>{text.figures}</SectionHeading>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr className="mail-muted" style={{ color: mailColors.steel, fontSize: 13 }}>
            <th style={{ ...cell, color: "inherit", fontSize: 13, textAlign: "left" }} />
            <th style={{ ...number, color: "inherit", fontSize: 13 }}>{periodShort(period, language)}</th>
            <th style={{ ...number, color: "inherit", fontSize: 13 }}>{periodShort(before, language)}</th>
            <th style={{ ...number, color: "inherit", fontSize: 13 }}>{text.change}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, now, then, format]) => (
            <tr key={label} style={{ borderTop: `1px solid ${mailColors.line}` }}>
              <td className="mail-text" style={cell}>
                {label}
              </td>
              <td className="mail-text" style={{ ...number, fontWeight: 700 }}>
                {format(now)}
              </td>
              <td className="mail-muted" style={{ ...number, color: mailColors.steel }}>
                {format(then)}
              </td>
              <td className="mail-muted" style={{ ...number, color: mailColors.steel }}>
                {change(now, then, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <SectionHeading>{text.topEarners}</SectionHeading>
      {topEarners.length ? (
        topEarners.map((earner) => (
          <Text key={earner.name ?? ""} className="mail-text" style={{ ...cell, margin: "0 0 6px" }}>
            <strong>{earner.name ?? text.unmatched}</strong>
            <br />
            <span className="mail-muted" style={{ color: mailColors.steel }}>
              {text.earner(earner.orders, formatPrice(earner.commission))}
            </span>
          </Text>
        ))
      ) : (
        <MailNote>{text.noEarnings}</MailNote>
      )}

      {brokenLinks.length > 0 && (
        <Section>
          <SectionHeading>{text.brokenLinks(props.firstDigest)}</SectionHeading>
          {brokenLinks.map((link) => (
            <Text key={link.url} className="mail-text" style={{ ...cell, margin: "0 0 6px" }}>
              <Link href={link.url} className="mail-text" style={{ color: mailColors.asphalt, fontWeight: 700 }}>
                {link.name}
              </Link>
              <br />
              <span className="mail-muted" style={{ color: mailColors.steel }}>
                {text.brokenLink(link.clicks)}
              </span>
            </Text>
          ))}
        </Section>
      )}

      <MailButton href={`${origin}/admin/dashboard`} style={{ margin: "24px 0 8px" }}>
        {text.button}
      </MailButton>
    </MailLayout>
  );
}
