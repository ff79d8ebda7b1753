/** The visitor script of published pages (served as /_folio/folio.js): no React, only the page's own markup. */
import { initVisitor } from './init.ts';

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => initVisitor(document), { once: true });
else initVisitor(document);
