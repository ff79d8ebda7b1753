// Web unit tests render screens in English, the spec's wording, with the real messages of every area.
import { loadNamespaces, NAMESPACES, switchLanguage } from './i18n.ts';

await switchLanguage('en', false);
await loadNamespaces(NAMESPACES);
