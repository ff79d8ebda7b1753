/**
 * Areas of the product that screens mention before they exist. Each stays hidden until the issue that builds it
 * switches it on here, so no screen promises what does not work yet.
 */
export const FEATURES = {
  /** Shares: "Shared with you" on the dashboard, the assets screen's Shared tab. */
  sharing: true,
  /** The marketplace: licence options, the cart, checkout, Purchased and Sales. */
  marketplace: true,
  /** Form submissions collected from published folios. */
  submissions: true,
  /** Templates: "Browse templates" on the empty dashboard. */
  templates: true,
  /** User management and the login log for super admins. */
  userManagement: true,
} as const;
