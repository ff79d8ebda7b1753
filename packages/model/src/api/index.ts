// The response and request shapes of the HTTP API, shared by the server (which presents them) and the web app.
export type { Page } from './page.ts';
export type { AppLanguageTag, Checklist, ChecklistStepId, OwnProfile, ProfilePatch, PublicProfile } from './users.ts';
export { APP_LANGUAGE_TAGS, CHECKLIST_STEPS } from './users.ts';
export type { AuditEntry, LoginLogItem, ManagedUser, OutboxItem } from './admin.ts';
export type { FolioFull, FolioLicenseOption, FolioReadFields, FolioSummary } from './folios.ts';
export { EMPTY_FOLIO_READ_FIELDS } from './folios.ts';
export type { Asset, AssetKind, AssetMeta } from './assets.ts';
export type { Library, LibraryItemRef, LibraryItemType, LibraryItemView, LibrarySummary, LibraryType } from './libraries.ts';
export type { Website, WebsitePage, WebsitePageInput, WebsitePatch, WebsiteSummary } from './websites.ts';
export type { ChartType, DayCount, FieldAggregate, FieldKind, FolioData, NumericStats, Visualization, VisualizationRoot } from './visualizations.ts';
export { CHART_TYPES, DEFAULT_VISUALIZATION_ROOT } from './visualizations.ts';
export type { AccountCard, Comment, MarketplaceItem, NotificationItem, NotificationKind, Post, Share, SharedItem, ShareItemType, ShareOverview, ShareRights, SocialInfo } from './people.ts';
export type { AccountLicense, Cart, CartItem, CartItemType, CheckoutResult, Order, OrderItemType, OrderLine, OrderStatus, PayoutAccount, Purchase, RefundPreview, RefundTakesBack, SalesSummary } from './selling.ts';
export type { AnalyticsEventCount, AnalyticsItem, AnalyticsPoint, AnalyticsReport, AnalyticsTop } from './analytics.ts';
