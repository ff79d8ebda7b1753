export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './passwordPolicy.ts';
export * from './errorTexts.ts';
export * from './apiError.ts';
export * from './format.ts';
export * from './session.ts';
export * from './folio/index.ts';
export * from './api/index.ts';
export * from './accountTypes.ts';
export * from './website/index.ts';
