import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { errorResponse } from "#server/http";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AppEnv } from "#server/context";
import type { AdminMenuItem, MenuTargetChoice } from "~/features/navigation/menu-admin.server";
import { getHeaderMenu } from "~/features/navigation/navigation.server";
import { menuAdmin } from "./menu";
import { trustNoProxy } from "#server/proxy-trust";

const t = setupTestApp();
const app = () =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("database", t.database);
      c.set("trustProxy", trustNoProxy);
      await next();
    })
    .onError(errorResponse)
    .route("/api/admin/menu", menuAdmin);

const send = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
  const res = await app().request(`/api/admin/menu${path === "/" ? "" : path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};
const list = async () => (await send<{ items: AdminMenuItem[]; targets: MenuTargetChoice[] }>("GET", "/")).body;
const topLevel = async () => (await list()).items.filter((i) => i.parentId === null);
const byLabel = async (label: string) => (await list()).items.find((i) => i.label === label)!;
type Errors = { error: string; fields?: Record<string, string> };

describe("the header menu editor", () => {
  it("lists the default menu, parents first in menu order, with every valid target", async () => {
    const { items, targets } = await list();
    expect(items.filter((i) => i.parentId === null).map((i) => i.label)).toEqual([
      "Início",
      "Todos os produtos",
      "Viseiras",
      "Intercomunicadores",
      "Câmaras",
      "Acessórios",
    ]);
    const firstChild = items.findIndex((i) => i.parentId !== null);
    expect(items.slice(firstChild).every((i) => i.parentId !== null)).toBe(true);
    const values = targets.map((target) => target.value);
    expect(values).toEqual(expect.arrayContaining(["page:home", "page:helmetFinder", "tree:visors"]));
    expect(values).not.toContain("page:product");
    expect(targets).toContainEqual({ value: "category:cameras-insta360", label: "Câmaras Insta360", kind: "category" });
  });

  it("shows a renamed item, a new one and a new order in the storefront at once", async () => {
    // Read first, so the storefront's cache holds the old menu.
    expect((await getHeaderMenu(t.database.db, "pt")).map((i) => i.label)).toContain("Câmaras");
    const cameras = await byLabel("Câmaras");
    const renamed = await send("PUT", `/${cameras.id}`, {
      label: "Câmaras de ação",
      labelTranslations: { en: "Action cameras", es: "" },
      target: cameras.target,
      parentId: null,
      enabled: true,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ label: "Câmaras de ação", labelTranslations: { en: "Action cameras" } });

    const created = await send<AdminMenuItem>("POST", "/", {
      label: "Sobre mim",
      labelTranslations: { en: "About me" },
      target: "page:about",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ parentId: null, enabled: true, sortOrder: 6 });

    const ids = (await topLevel()).map((i) => i.id);
    const reordered = [created.body.id, ...ids.filter((id) => id !== created.body.id)];
    expect((await send("PUT", "/order", { parentId: null, ids: reordered })).status).toBe(200);

    const pt = await getHeaderMenu(t.database.db, "pt");
    expect(pt[0]).toEqual({ label: "Sobre mim", href: "/pt/sobre" });
    expect(pt.map((i) => i.label)).toEqual([
      "Sobre mim",
      "Início",
      "Todos os produtos",
      "Viseiras",
      "Intercomunicadores",
      "Câmaras de ação",
      "Acessórios",
    ]);
    const en = await getHeaderMenu(t.database.db, "en");
    expect(en[0]).toEqual({ label: "About me", href: "/en/about" });
    expect(en.find((i) => i.href === "/en/cameras")?.label).toBe("Action cameras");
    // An empty translation falls back to English.
    const es = await getHeaderMenu(t.database.db, "es");
    expect(es.map((i) => i.label)).toContain("Action cameras");
  });

  it("nests one level, reorders children, hides disabled items and deletes children with their parent", async () => {
    const accessories = await byLabel("Acessórios");
    const child = await send<AdminMenuItem>("POST", "/", {
      label: "Câmaras",
      target: "category:cameras-insta360",
      parentId: accessories.id,
    });
    expect(child.status).toBe(201);
    const children = (await list()).items.filter((i) => i.parentId === accessories.id);
    expect(children.map((i) => i.label)).toEqual(["Microfones", "DJI", "Câmaras"]);
    await send("PUT", "/order", { parentId: accessories.id, ids: children.map((i) => i.id).reverse() });
    const menu = await getHeaderMenu(t.database.db, "pt");
    expect(menu.find((i) => i.label === "Acessórios")?.children?.map((i) => i.label)).toEqual([
      "Câmaras",
      "DJI",
      "Microfones",
    ]);

    const dji = children.find((i) => i.label === "DJI")!;
    await send("PUT", `/${dji.id}`, { ...dji, enabled: false });
    const withoutDji = await getHeaderMenu(t.database.db, "pt");
    expect(withoutDji.find((i) => i.label === "Acessórios")?.children?.map((i) => i.label)).toEqual([
      "Câmaras",
      "Microfones",
    ]);

    expect((await send("DELETE", `/${accessories.id}`)).status).toBe(200);
    const after = (await list()).items;
    expect(after.some((i) => i.id === accessories.id || i.parentId === accessories.id)).toBe(false);
    expect((await getHeaderMenu(t.database.db, "pt")).map((i) => i.label)).not.toContain("Acessórios");
    expect((await send("DELETE", `/${accessories.id}`)).status).toBe(404);
  });

  it("refuses bad targets, deeper nesting and a bad order, and writes nothing", async () => {
    const before = await list();
    const visors = before.items.find((i) => i.label === "Viseiras")!;
    const visorChild = before.items.find((i) => i.parentId === visors.id)!;
    const home = before.items.find((i) => i.label === "Início")!;

    const bad = await send<Errors>("POST", "/", {
      label: "",
      labelTranslations: { en: "x".repeat(41) },
      target: "page:product",
      parentId: visorChild.id,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      label: "Label is required",
      "labelTranslations.en": "The en label is at most 40 characters",
    });

    const badTarget = await send<Errors>("POST", "/", { label: "Nada", target: "category:does-not-exist" });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.fields).toEqual({ target: "Choose a page or a category" });
    expect((await send<Errors>("POST", "/", { label: "Nada", target: "https://evil.example" })).body.fields).toEqual({
      target: "Choose a page or a category",
    });

    const tooDeep = await send<Errors>("POST", "/", { label: "Fundo", target: "page:home", parentId: visorChild.id });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.fields).toEqual({ parentId: "Menus nest one level deep" });
    // A parent with children cannot itself move under another item, nor under itself.
    const parentMoved = await send<Errors>("PUT", `/${visors.id}`, { ...visors, parentId: home.id });
    expect(parentMoved.body.fields).toEqual({ parentId: "Menus nest one level deep" });
    const selfParent = await send<Errors>("PUT", `/${home.id}`, { ...home, parentId: home.id });
    expect(selfParent.body.fields).toEqual({ parentId: "Menus nest one level deep" });
    expect((await send("PUT", "/999999", { ...home })).status).toBe(404);

    const top = before.items.filter((i) => i.parentId === null).map((i) => i.id);
    for (const ids of [top.slice(1), [...top, top[0]!], [...top.slice(1), visorChild.id], []]) {
      const res = await send<Errors>("PUT", "/order", { parentId: null, ids });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("The order must list every item of that menu once");
    }
    expect((await send("PUT", "/order", { parentId: null, ids: "1,2" })).status).toBe(400);
    expect((await send("PUT", "/order", { parentId: 999999, ids: [] })).status).toBe(404);

    expect(await list()).toEqual(before);
  });
});
