import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { ComponentProps, ReactNode } from 'react';
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
import { useDashboardTitle } from './screen-title';
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

/** A route's screen under its tab title; null: the screen names itself (an order's number once it is read). */
function Titled({ title, children }: { title: string | null; children: ReactNode }) {
  useDashboardTitle(title);
  return children;
}

/** /dashboard/*: lazy-loaded by the app's route table, so staff code never loads on customer pages. */
export function Component() {
  return (
    <DashboardGuard>
      <DashboardLayout>
        <Routes>
          <Route index element={<RoleHome />} />
          <Route
            path="today"
            element={
              <Titled title="Today">
                <Today />
              </Titled>
            }
          />
          {ORDER_LISTS.map(({ path, ...list }) => (
            // A key per list: moving between two lists starts the screen afresh (page, search).
            <Route
              key={path}
              path={path}
              element={
                <Titled title={list.heading}>
                  <OrderListScreen key={path} {...list} />
                </Titled>
              }
            />
          ))}
          <Route
            path="walkIn"
            element={
              <Titled title="Walk-in order">
                <WalkIn />
              </Titled>
            }
          />
          <Route
            path="orderDetails/:id"
            element={
              <Titled title={null}>
                <OrderDetails />
              </Titled>
            }
          />
          <Route
            path="Currency"
            element={
              <Titled title={m.currency}>
                <CurrencyList />
              </Titled>
            }
          />
          <Route
            path="addCurrency"
            element={
              <Titled title={m.addCurrency}>
                <AddCurrency />
              </Titled>
            }
          />
          <Route
            path="update/:currency"
            element={
              <Titled title="Update currency">
                <UpdateCurrency />
              </Titled>
            }
          />
          <Route
            path="Users"
            element={
              <Titled title={m.users}>
                <Users />
              </Titled>
            }
          />
          <Route
            path="messages"
            element={
              <Titled title="Messages">
                <Messages />
              </Titled>
            }
          />
          <Route
            path="deleted"
            element={
              <Titled title="Deleted orders">
                <DeletedRegister />
              </Titled>
            }
          />
          <Route
            path="concerns"
            element={
              <Titled title="Concerns">
                <Concerns />
              </Titled>
            }
          />
          <Route
            path="branch"
            element={
              <Titled title="Branch settings">
                <BranchSettings />
              </Titled>
            }
          />
          <Route
            path="till"
            element={
              <Titled title="Close of day">
                <CloseOfDay />
              </Titled>
            }
          />
          <Route
            path="*"
            element={
              <Titled title="Page not found">
                <p className="dash-empty">This dashboard page does not exist.</p>
              </Titled>
            }
          />
        </Routes>
      </DashboardLayout>
    </DashboardGuard>
  );
}
