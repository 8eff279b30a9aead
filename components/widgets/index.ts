// The interactive widgets. Each renders working HTML; its X.client.ts adds behaviour.
export { TooltipLink, type TooltipLinkProps } from './TooltipLink.tsx';
export { HeroVideo, type HeroVideoProps } from './HeroVideo.tsx';
export { HighlightVideo, type HighlightVideoProps } from './HighlightVideo.tsx';
export { GalleryPortfolio, type GalleryPortfolioProps } from './GalleryPortfolio.tsx';
export { PricingTabs, type PricingTabsProps, type PricingTab } from './PricingTabs.tsx';
export { Avatar, type AvatarProps, initials } from './Avatar.tsx';
export { BookingWidget } from './BookingWidget.tsx';
export { NotFoundLogger } from './NotFoundLogger.tsx';
