/** The super admin that the e2e server creates at first start (FOLIO_ADMIN_EMAIL / FOLIO_ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@folio.test', password: 'e2e admin passphrase' };
