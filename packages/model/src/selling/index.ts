export * from './money.ts';
export * from './licenseTypes.ts';
export * from './licenseOption.ts';
export * from './licenceRights.ts';
export * from './claims.ts';
export * from './notices.ts';
