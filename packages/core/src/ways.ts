/**
 * The two ways of an order and their names, as plain constants: the zod schemas build their enums from these
 * (schemas/common.ts), and screens can name the ways without loading zod (the PWA's size budget).
 */
export const WAYS = ['buy', 'sell'] as const;
/** Line status: `buy` = Click & Collect (customer buys foreign currency), `sell` = Click & Sell. */
export type Way = (typeof WAYS)[number];

/** The purchase route's `currentWay` segment. */
export const ROUTE_WAYS = ['Order', 'Sell'] as const;
export type RouteWay = (typeof ROUTE_WAYS)[number];

export const WAY_TITLES = ['Click & Collect', 'Click & Sell'] as const;
export type WayTitle = (typeof WAY_TITLES)[number];

export const WAY_TITLE: Record<Way, WayTitle> = { buy: 'Click & Collect', sell: 'Click & Sell' };
export const ROUTE_WAY_TO_WAY: Record<RouteWay, Way> = { Order: 'buy', Sell: 'sell' };
export const WAY_TO_ROUTE_WAY: Record<Way, RouteWay> = { buy: 'Order', sell: 'Sell' };
