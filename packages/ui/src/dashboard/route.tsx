import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { ComponentProps } from 'react';
import { Route, Routes } from 'react-router';
import { AddCurrency } from './AddCurrency';
import { BranchSettings } from './BranchSettings';
import { CloseOfDay } from './CloseOfDay';
import { Concerns } from './Concerns';
import { CurrencyList } from './CurrencyList';
import { DeletedRegister } from './DeletedRegister';
import { DashboardGuard } from './DashboardGuard';
import { DashboardLayout } from './DashboardLayout';
import { Messages } from './Messages';
import { OrderDetails } from './OrderDetails';
import { OrderListScreen } from './OrderListScreen';
import { RoleHome } from './RoleHome';
import { Today } from './Today';
import { UpdateCurrency } from './UpdateCurrency';
import { Users } from './Users';
import { WalkIn } from './WalkIn';
import './dashboard.css';
import './staff-day.css';
import './compliance.css';
import './backoffice.css';

const m = labels.dashboard.menu;

/** The spec's four order lists (§2): where each lives, what it lists, and which actions its rows offer. */
const ORDER_LISTS: Array<{ path: string } & ComponentProps<typeof OrderListScreen>> = [
  {
    path: 'manageOrders',
    group: 'PendingOrder',
    heading: m.pendingOrders,
    actions: ['accept', 'view', 'delete'],
  },
  {
    path: 'activeOrders',
    group: 'AcceptedOrder',
    heading: m.acceptedOrders,
    actions: ['view', 'complete', 'delete'],
  },
  { path: 'history', group: 'completedOrder', heading: m.history, actions: [] },
  {
    path: 'allOrders',
    group: 'allOrders',
    heading: m.allOrders,
    actions: ['view', 'delete'],
    showStatus: true,
    searchable: true,
    deletedMessage: messages.orderDeletedShort,
  },
];

/** /dashboard/*: lazy-loaded by the app's route table, so staff code never loads on customer pages. */
export function Component() {
  return (
    <DashboardGuard>
      <DashboardLayout>
        <Routes>
          <Route index element={<RoleHome />} />
          <Route path="today" element={<Today />} />
          {ORDER_LISTS.map(({ path, ...list }) => (
            // A key per list: moving between two lists starts the screen afresh (page, search).
            <Route key={path} path={path} element={<OrderListScreen key={path} {...list} />} />
          ))}
          <Route path="walkIn" element={<WalkIn />} />
          <Route path="orderDetails/:id" element={<OrderDetails />} />
          <Route path="Currency" element={<CurrencyList />} />
          <Route path="addCurrency" element={<AddCurrency />} />
          <Route path="update/:currency" element={<UpdateCurrency />} />
          <Route path="Users" element={<Users />} />
          <Route path="messages" element={<Messages />} />
          <Route path="deleted" element={<DeletedRegister />} />
          <Route path="concerns" element={<Concerns />} />
          <Route path="branch" element={<BranchSettings />} />
          <Route path="till" element={<CloseOfDay />} />
          <Route path="*" element={<p className="dash-empty">This dashboard page does not exist.</p>} />
        </Routes>
      </DashboardLayout>
    </DashboardGuard>
  );
}
