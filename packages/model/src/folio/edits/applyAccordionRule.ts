/**
 * spec §4 Folio: "Accordion widgets that allow only one open panel keep only the first open panel." A panel is
 * open when it is not collapsed by default; when `allowMultipleOpen` is false every open panel after the first
 * is collapsed.
 */
import type { AccordionWidget } from '../types.ts';

export function applyAccordionRule(widget: AccordionWidget): AccordionWidget {
  if (widget.meta.allowMultipleOpen) return widget;
  const firstOpen = widget.meta.panels.findIndex((panel) => !panel.collapsedByDefault);
  if (firstOpen < 0 || widget.meta.panels.slice(firstOpen + 1).every((p) => p.collapsedByDefault)) return widget;
  const panels = widget.meta.panels.map((panel, i) =>
    i > firstOpen && !panel.collapsedByDefault ? { ...panel, collapsedByDefault: true } : panel,
  );
  return { ...widget, meta: { ...widget.meta, panels } };
}
