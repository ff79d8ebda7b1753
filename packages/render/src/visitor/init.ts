import { initAccordions } from './accordion.ts';
import { initAnalytics } from './analytics.ts';
import { initAnchors } from './anchors.ts';
import { initAnimations } from './animation.ts';
import { initFeedback } from './feedback.ts';
import { initForms } from './form.ts';
import { initGalleries } from './gallery.ts';
import { initSliders } from './slider.ts';
import { initSwivels } from './swivel.ts';
import { initUploads } from './upload.ts';
import { initLogic } from './logic.ts';
import { initSteps } from './steps.ts';
import { initResume } from './resume.ts';

/**
 * Wires every interaction of a server-rendered folio page (mode="view" markup, found by its data-fo-* hooks).
 * Returns a function that removes every listener it added.
 */
export function initVisitor(doc: Document): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const win = doc.defaultView;
  initAccordions(doc, signal);
  initSliders(doc, signal);
  initSwivels(doc, signal);
  initAnchors(doc, signal);
  initFeedback(doc, signal);
  if (win) {
    const logic = initLogic(doc, signal);
    initSteps(doc, logic, signal);
    initForms(doc, win, signal, logic);
    initResume(doc, win, signal, logic);
    initUploads(doc, win, signal);
    initAnimations(doc, win, signal);
    initGalleries(doc, win, signal);
    initAnalytics(doc, win, signal);
  }
  return () => controller.abort();
}
