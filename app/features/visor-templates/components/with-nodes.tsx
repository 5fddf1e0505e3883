import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements where its {{placeholders}} stand (the translation keeps a placeholder it is
 * given no value for), so a name in bold keeps its place in each language's word order.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>) {
  return text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => <Fragment key={i}>{i % 2 ? (nodes[part] ?? `{{${part}}}`) : part}</Fragment>);
}
