export * from './logic.ts';
export * from './outline.ts';
export * from './logicShape.ts';
export * from './drafts.ts';
export * from './confirmation.ts';
