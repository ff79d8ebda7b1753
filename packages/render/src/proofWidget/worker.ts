/** The Web Worker that solves ALTCHA's PBKDF2 challenges in the visitor's browser (served as /_folio/altcha-worker.js). */
import 'altcha/workers/pbkdf2';
