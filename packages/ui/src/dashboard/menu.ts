import { labels } from '@tm/core/messages';

const m = labels.dashboard.menu;

export interface MenuEntry {
  label: string;
  to: string;
  /** Statics is the index route: only exactly /dashboard marks it current. */
  end?: boolean;
}

/** The side menu of spec §2, in its order, plus Messages (the Contact form's inbox, ours) before Home. */
export const MENU: MenuEntry[] = [
  { label: m.statistics, to: '/dashboard', end: true },
  // Ours (issue 17): the day's work, right under Statics.
  { label: 'Today', to: '/dashboard/today' },
  { label: m.pendingOrders, to: '/dashboard/manageOrders' },
  { label: m.acceptedOrders, to: '/dashboard/activeOrders' },
  { label: m.history, to: '/dashboard/history' },
  { label: m.allOrders, to: '/dashboard/allOrders' },
  { label: m.currency, to: '/dashboard/Currency' },
  { label: m.addCurrency, to: '/dashboard/addCurrency' },
  { label: m.users, to: '/dashboard/Users' },
  { label: 'Messages', to: '/dashboard/messages' },
  { label: m.home, to: '/', end: true },
];
