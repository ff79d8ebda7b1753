export const TEMPLATE_DB = 'folio_template';
