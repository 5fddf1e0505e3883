import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { affiliateOrders } from "#db/schema";
import { createProduct } from "#db/seed/factories";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { saveTrackingIds } from "~/features/affiliate/index.server";

/**
 * A network's transaction report (issue 31 item 1): Awin's CSV imported whole or not at all, each transaction once,
 * with a clear message for every file or row that cannot be read.
 */
const t = setupTestApp({ seed: false });
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

const upload = async (file: Uint8Array | string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  const bytes = typeof file === "string" ? new TextEncoder().encode(file) : file;
  form.append("file", new File([new Uint8Array(bytes)], "transactions.csv", { type: "text/csv" }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await t.request("/api/admin/earnings/import", {
    method: "POST",
    headers: { Cookie: cookie, ...sameOrigin },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
};
const stored = async () => (await t.database.db.select({ n: count() }).from(affiliateOrders))[0]!.n;

const header =
  "Transaction ID,Transaction Date,Commission Status,Sale Amount,Commission Amount,Currency,Click Ref,Product URL";
const awin = (...rows: string[]) => [header, ...rows].join("\r\n") + "\r\n";
const goodRows = [
  '4100001,2026-11-20 14:03:00,pending,899.00,"26,97",EUR,zg-de,https://store.dji.com/product/osmo-action-5-pro',
  "4100002,21/11/2026 09:15,approved,459.00,13.77,EUR,zg-pt,https://store.dji.com/product/osmo-action-5-pro",
  "4100003,2026-11-22,declined,349.00,10.47,EUR,,https://store.dji.com/product/mic-mini",
];

describe("a network's CSV report", () => {
  it("is previewed, then imported once: the same file again adds nothing, a later status updates its row", async () => {
    const camera = await createProduct(t.database.db, {
      aliexpressUrl: "https://store.dji.com/product/osmo-action-5-pro",
    });
    await saveTrackingIds(t.database.db, { de: "zg-de", pt: "zg-pt" });
    const preview = await upload(awin(...goodRows), { preview: "true" });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ network: "awin", rows: 3, willAdd: 3, willUpdate: 0 });
    expect(await stored()).toBe(0);

    expect((await upload(awin(...goodRows))).body).toMatchObject({ rows: 3, added: 3, updated: 0 });
    expect((await upload(awin(...goodRows))).body).toMatchObject({ rows: 3, added: 0, updated: 0 });
    const later = goodRows[0]!.replace(",pending,", ",approved,");
    expect((await upload(awin(later))).body).toMatchObject({ added: 0, updated: 1 });
    expect(await stored()).toBe(3);

    const rows = await t.database.db.select().from(affiliateOrders);
    const byId = new Map(rows.map((row) => [row.transactionId, row]));
    expect(byId.get("4100001")).toMatchObject({
      productId: camera.id,
      languageCode: "de",
      commissionState: "settled",
      commission: "26.97",
    });
    expect(byId.get("4100002")).toMatchObject({ languageCode: "pt", commissionState: "settled", commission: "13.77" });
    expect(byId.get("4100003")).toMatchObject({ productId: null, commissionState: "invalid" });
    expect(byId.get("4100002")!.orderedAt.toISOString()).toBe("2026-11-21T09:15:00.000Z");

    // A refund of a settled sale takes its commission out of the settled figure.
    const settled = async () =>
      (
        await t.database.db
          .select({ commission: affiliateOrders.commission, state: affiliateOrders.commissionState })
          .from(affiliateOrders)
      )
        .filter((row) => row.state === "settled")
        .reduce((sum, row) => sum + Number(row.commission), 0)
        .toFixed(2);
    expect(await settled()).toBe("40.74");
    expect((await upload(awin(goodRows[1]!.replace(",approved,", ",refunded,")))).body).toMatchObject({ updated: 1 });
    expect(await settled()).toBe("26.97");
  });

  it("with other columns is read through the curator's mapping", async () => {
    const csv = "Order;Date;State;Payout\r\nX-1;2026-11-23;pending;4,50\r\n";
    const refused = await upload(csv, { network: "tradedoubler" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/no column "Transaction ID".*Its columns: Order, Date, State, Payout/);
    const mapping = JSON.stringify({ transactionId: "Order", date: "Date", status: "State", commission: "Payout" });
    expect((await upload(csv, { network: "tradedoubler", mapping })).body).toMatchObject({ added: 1 });
  });

  it.each([
    [
      "a formula",
      awin('4200001,2026-11-20,pending,10.00,"=HYPERLINK(""http://evil.example"")",EUR,,'),
      /Row 2: "Commission Amount" holds a formula/,
    ],
    [
      "a repeated transaction id",
      awin(goodRows[1]!.replace("4100002", "4200002"), goodRows[1]!.replace("4100002", "4200002")),
      /Row 3: transaction 4200002 is also on row 2/,
    ],
    ["a date that is not one", awin("4200003,yesterday,pending,10.00,1.00,EUR,,"), /Row 2: "yesterday" is not a date/],
    ["an unknown status", awin("4200004,2026-11-20,maybe,10.00,1.00,EUR,,"), /Row 2: "maybe" is not a status/],
    ["an unknown currency", awin("4200005,2026-11-20,pending,10.00,1.00,JPY,,"), /Row 2: "JPY" is not a currency/],
    ["no rows", header, /header but no transactions/],
  ])("with %s is refused whole, saying why, and changes nothing", async (_, file, message) => {
    const before = await stored();
    const { status, body } = await upload(file);
    expect(status).toBe(400);
    expect([body.error, ...Object.values((body.fields ?? {}) as Record<string, string>)].join("\n")).toMatch(message);
    expect(await stored()).toBe(before);
  });

  it("that is not UTF-8 text, is cut inside a quote, is empty or is over 5 MB is refused with what to do", async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode(`${header}\r\n4400001,2026-11-20,pending,10.00,1.00,EUR,`),
      0xe9,
      0x0d,
      0x0a,
    ]);
    expect((await upload(latin1)).body.error).toMatch(/not text in UTF-8 or UTF-16: export it again as CSV \(UTF-8\)/);
    expect((await upload(`${header}\r\n"4400002,2026-11-20`)).body.error).toMatch(/quoted field is never closed/);
    expect((await upload("")).body.error).toMatch(/The file is empty/);
    const huge = await upload(
      awin(...Array.from({ length: 60_000 }, (_, i) => goodRows[0]!.replace("4100001", `5${i}`.padEnd(90, "0")))),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/larger than 5 MB/);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Buffer.from(awin("4400003,2026-11-20,pending,10.00,1.00,EUR,,"), "utf16le")),
    ]);
    expect((await upload(utf16)).body).toMatchObject({ added: 1 });
  });
});
