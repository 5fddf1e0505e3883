import { describe, expect, it } from "vitest";
import { adminServerT } from "~/i18n/admin-messages.server";
import { brandDeletionRefusal, categoryDeletionMessage, tagDeletionMessage } from "./deletion-messages";

describe("deletion messages (issue 18 item 24)", () => {
  it("say what a category takes along, with the verb agreeing", () => {
    const visors = "Viseiras";
    expect(categoryDeletionMessage({ name: "AGV", childCount: 0, productCount: 1 }, visors)).toBe(
      "AGV goes to the trash; its product moves to Viseiras. You can restore it from the trash.",
    );
    expect(categoryDeletionMessage({ name: "AGV", childCount: 0, productCount: 3 }, visors)).toBe(
      "AGV goes to the trash; its 3 products move to Viseiras. You can restore it from the trash.",
    );
    expect(categoryDeletionMessage({ name: "AGV", childCount: 1, productCount: 1 }, visors)).toBe(
      "AGV goes to the trash; its subcategory and its product move to Viseiras. You can restore it from the trash.",
    );
    expect(categoryDeletionMessage({ name: "Vazia", childCount: 0, productCount: 0 }, null)).toBe(
      "Vazia goes to the trash. You can restore it from the trash.",
    );
  });

  it("never count zero products for a tag", () => {
    expect(tagDeletionMessage({ name: "Promo", productCount: 0 })).toBe(
      '"Promo" is on no product, so nothing else changes.',
    );
    expect(tagDeletionMessage({ name: "Promo", productCount: 1 })).toBe('"Promo" is removed from its product.');
    expect(tagDeletionMessage({ name: "Promo", productCount: 2 })).toBe('"Promo" is removed from its 2 products.');
  });

  it("say why a brand with products cannot be deleted, before any Delete is offered", () => {
    expect(brandDeletionRefusal({ name: "AGV", productCount: 0 })).toBeUndefined();
    expect(brandDeletionRefusal({ name: "AGV", productCount: 1 })).toBe(
      "AGV has 1 product: move it to another brand first",
    );
    expect(brandDeletionRefusal({ name: "AGV", productCount: 4 })).toBe(
      "AGV has 4 products: move them to another brand first",
    );
  });

  it("speak the curator's language when given the page's words", () => {
    const pt = adminServerT("pt");
    expect(categoryDeletionMessage({ name: "AGV", childCount: 1, productCount: 3 }, "Viseiras", pt)).toBe(
      "AGV vai para o lixo; a sua subcategoria e os seus 3 produtos passam para Viseiras. Podes restaurá-la a partir do lixo.",
    );
    expect(categoryDeletionMessage({ name: "AGV", childCount: 0, productCount: 1 }, null, pt)).toBe(
      "AGV vai para o lixo; o seu produto passa para o nível de topo (os produtos: para nenhuma categoria). Podes restaurá-la a partir do lixo.",
    );
    expect(tagDeletionMessage({ name: "Promo", productCount: 2 }, pt)).toBe('"Promo" é retirada dos seus 2 produtos.');
    expect(brandDeletionRefusal({ name: "AGV", productCount: 1 }, pt)).toBe(
      "AGV tem 1 produto: muda-o primeiro para outra marca",
    );
  });
});
