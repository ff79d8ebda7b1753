import { describe, expect, it } from 'vitest';
import { accessOf, routeReach } from './apiAreas.ts';

describe('which area a route is in, for access tokens', () => {
  it.each([
    ['/api/folios', { area: 'folios' }],
    ['/api/folios/:id', { area: 'folios' }],
    ['/api/folios/:id/versions', { area: 'folios' }],
    ['/api/comments/:id', { area: 'folios' }],
    ['/api/visualizations/:id', { area: 'folios' }],
    ['/api/folios/:id/submissions', { area: 'submissions' }],
    ['/api/folios/:id/submissions/export', { area: 'submissions' }],
    ['/api/folios/:id/receivers', { area: 'submissions' }],
    ['/api/submissions/:id', { area: 'submissions' }],
    ['/api/folios/:id/purchases', { area: 'commerce' }],
    ['/api/assets/:id/purchases', { area: 'commerce' }],
    ['/api/orders/:id', { area: 'commerce' }],
    ['/api/licenseOptions', { area: 'commerce' }],
    ['/api/foliosAnalytics', { area: 'analytics' }],
    ['/api/foliosAnalyticsMeta', { area: 'analytics' }],
    ['/api/folios/:id/uiEvents', { area: 'analytics' }],
    ['/api/assets', { area: 'assets' }],
    ['/api/uploads/:id', { area: 'assets' }],
    ['/api/libraries/:id/items', { area: 'libraries' }],
    ['/api/websites/:id/publish', { area: 'websites' }],
    ['/api/webhooks/:id/deliveries/:deliveryId/replay', { area: 'webhooks' }],
    ['/api/users/content/folios/:id', { area: 'folios' }],
    ['/api/admin/outbox', { area: 'admin' }],
    ['/api/users/management', { area: 'admin' }],
    ['/api/users/:id/deactivate', { area: 'admin' }],
    ['/api/users/me', 'profile'],
    ['/api/users/me/tokens', 'session'],
    ['/api/users/me/tokens/:tokenId', 'session'],
    ['/api/users/management/:id/tokens', 'session'],
    ['/api/shares', 'session'],
    ['/api/notifications', 'session'],
    ['/api/changePassword', 'session'],
    ['/api/foliosX', 'session'],
    ['/public/api/folios/:id', 'anonymous'],
    ['/api/docs/json', 'anonymous'],
    ['/site/:slug', 'anonymous'],
    ['/blob/:id', 'anonymous'],
  ])('%s → %j', (url, reach) => {
    expect(routeReach(url)).toEqual(reach);
  });

  it('reads are GET and HEAD; everything else writes', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'POST', 'PATCH', 'PUT', 'DELETE'].map(accessOf)).toEqual(['read', 'read', 'read', 'write', 'write', 'write', 'write']);
  });
});
