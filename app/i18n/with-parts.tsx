import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements inside it (a setting's name in <code>, a figure in bold): the text as `t`
 * gives it, whose {{placeholders}} left unfilled (t keeps a placeholder it is given no value for) are replaced by
 * the elements of `parts`. One key per sentence, so each language places the elements where its word order wants.
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{\{\s*(\w+)\s*\}\}/)
    .map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[piece] ?? `{{${piece}}}`}</Fragment> : piece));
}
