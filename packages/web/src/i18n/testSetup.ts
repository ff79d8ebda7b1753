// Web unit tests render screens in English, the spec's wording, with the real messages.
import { switchLanguage } from './i18n.ts';

await switchLanguage('en', false);
