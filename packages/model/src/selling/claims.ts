/**
 * A guest's claim link (issue 25): what the server says of an expired one, which the claim page recognises to
 * offer a new link.
 */
export const CLAIM_LINK_EXPIRED = 'This link has expired. We can email a new one to the address the purchase was made with.';
