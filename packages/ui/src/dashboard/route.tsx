import { labels, messages } from '@tm/core/messages';
import { Route, Routes } from 'react-router';
import { AddCurrency } from './AddCurrency';
import { CurrencyList } from './CurrencyList';
import { DashboardGuard } from './DashboardGuard';
import { DashboardLayout } from './DashboardLayout';
import { Messages } from './Messages';
import { OrderDetails } from './OrderDetails';
import { OrderListScreen } from './OrderListScreen';
import { Statistics } from './Statistics';
import { Today } from './Today';
import { UpdateCurrency } from './UpdateCurrency';
import { Users } from './Users';
import './dashboard.css';

const m = labels.dashboard.menu;

/** /dashboard/*: lazy-loaded by the app's route table, so staff code never loads on customer pages. */
export function Component() {
  return (
    <DashboardGuard>
      <DashboardLayout>
        <Routes>
          <Route index element={<Statistics />} />
          <Route path="today" element={<Today />} />
          <Route
            path="manageOrders"
            element={
              <OrderListScreen
                key="pending"
                group="PendingOrder"
                heading={m.pendingOrders}
                actions={['accept', 'view', 'delete']}
              />
            }
          />
          <Route
            path="activeOrders"
            element={
              <OrderListScreen
                key="accepted"
                group="AcceptedOrder"
                heading={m.acceptedOrders}
                actions={['view', 'complete', 'delete']}
              />
            }
          />
          <Route
            path="history"
            element={
              <OrderListScreen key="history" group="completedOrder" heading={m.history} actions={[]} />
            }
          />
          <Route
            path="allOrders"
            element={
              <OrderListScreen
                key="all"
                group="allOrders"
                heading={m.allOrders}
                actions={['view', 'delete']}
                showStatus
                searchable
                deletedMessage={messages.orderDeletedShort}
              />
            }
          />
          <Route path="orderDetails/:id" element={<OrderDetails />} />
          <Route path="Currency" element={<CurrencyList />} />
          <Route path="addCurrency" element={<AddCurrency />} />
          <Route path="update/:currency" element={<UpdateCurrency />} />
          <Route path="Users" element={<Users />} />
          <Route path="messages" element={<Messages />} />
          <Route path="*" element={<p className="dash-empty">This dashboard page does not exist.</p>} />
        </Routes>
      </DashboardLayout>
    </DashboardGuard>
  );
}
