import type { Language } from "~/i18n/languages";

export interface StorefrontCategory {
  id: number;
  slug: string;
  /** The slug of the Portuguese row, the same in every language: what membership rules read. */
  canonicalSlug: string;
  name: string;
  /** English name, under both spellings the spec uses. */
  nameEn: string | null;
  name_en: string | null;
  description: string;
  description_en: string | null;
  imageUrl: string | null;
  parentId: number | null;
  /** Set on a helmet brand's or model's visor page: its visors come from fitment. */
  helmetBrandId: number | null;
  helmetModelId: number | null;
  /** Visible products in this category and all categories below it. */
  productCount: number;
  language: Language;
  /** False when the text is not in the requested language (shown with a warning in the UI). */
  isTranslated: boolean;
}

export interface CategoryTranslationDto {
  languageCode: string;
  name: string;
  description: string;
  slug: string;
  translationSource: string;
}
