import type { RouteWay, Way, WayTitle } from './schemas/common';

// Kept apart from the zod schemas so screens can name the ways without loading zod (the PWA's size budget).
export const WAY_TITLE: Record<Way, WayTitle> = { buy: 'Click & Collect', sell: 'Click & Sell' };
export const ROUTE_WAY_TO_WAY: Record<RouteWay, Way> = { Order: 'buy', Sell: 'sell' };
export const WAY_TO_ROUTE_WAY: Record<Way, RouteWay> = { buy: 'Order', sell: 'Sell' };
