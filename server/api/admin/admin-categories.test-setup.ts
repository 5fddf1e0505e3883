import { Hono } from "hono";
import { beforeAll, expect } from "vitest";
import { setupTestApp } from "#tests/helpers/test-app";
import type { AdminCategoryListItem } from "~/features/categories/category-admin.server";
import type { AppEnv } from "../../context";
import { errorResponse } from "../../http";
import { categoriesAdmin } from "./categories";
import { trustNoProxy } from "#server/proxy-trust";

type Json = Record<string, unknown>;
export type FieldError = { error: string; fields: Record<string, string> };

/**
 * The category admin's API tests (admin-categories-*.test.ts): the seeded app's database under the
 * categories router, and lookups of the admin's category list.
 */
export function setupCategoryAdminTests() {
  const t = setupTestApp();
  /** The router on its own (not yet registered in the admin API): no session needed. */
  let admin: Hono<AppEnv>;
  beforeAll(() => {
    admin = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("database", t.database);
        c.set("trustProxy", trustNoProxy);
        await next();
      })
      .onError(errorResponse)
      .route("/api/admin/categories", categoriesAdmin);
  });

  const base = "/api/admin/categories";
  async function send<T = Json>(method: string, path: string, body?: unknown) {
    const res = await admin.request(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  const list = async () => (await send<AdminCategoryListItem[]>("GET", "")).body;
  const bySlug = async (slug: string) => (await list()).find((c) => c.slug === slug)!;

  async function createCategory(form: Json) {
    const { status, body } = await send<{ id: number; slug: string }>("POST", "", form);
    expect(status, JSON.stringify(body)).toBe(201);
    return body;
  }

  return { t, send, list, bySlug, createCategory };
}
