import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { UserRecord } from '@tm/core';
import { useSession } from '../auth/session';
import { CardTable } from '../components/CardTable';
import { dashboardApi } from './api';
import { ConfirmAction } from './ConfirmAction';
import { runAction } from './run-action';
import { PAGE_SIZE } from './paged-orders';
import { PagedScreen } from './PagedScreen';
import { usePagedList } from './use-paged-list';
import { rolePill } from './pills';
import { SetRole } from './SetRole';

const u = labels.dashboard.users;
const COLUMNS = [
  u.columns.userNo,
  u.columns.email,
  u.columns.status,
  <span className="visually-hidden">{labels.dashboard.orderColumns.action}</span>,
];

/**
 * Users: User No, Email, Status (role) and Make Admin (spec §2), disabled for admins; ours: both Make Admin and
 * Remove Admin (for other Admins) ask first and say what happened; the list is refetched after.
 */
export function Users() {
  const paged = usePagedList('users', (p, size) => dashboardApi.users(p, size));
  const { user: me } = useSession();
  return (
    <PagedScreen heading={labels.dashboard.menu.users} paged={paged}>
      {(rows) => (
        <CardTable caption={labels.dashboard.menu.users} columns={COLUMNS}>
          {rows.map((user, i) => (
            <tr key={user._id} data-email={user.email}>
              <td data-label={u.columns.userNo}>{(paged.page - 1) * PAGE_SIZE + i + 1}</td>
              <th scope="row" data-label={u.columns.email} className="dash-break">
                {user.email}
              </th>
              <td data-label={u.columns.status}>
                <span className={rolePill(user.role)}>{user.role}</span>
              </td>
              <td data-label={labels.dashboard.orderColumns.action}>
                {/* One box, so on a phone's card the button, the note and the role choice share the value column. */}
                <div className="dash-users__actions">
                  <RoleAction user={user} me={me?.email} onDone={paged.list.reload} />
                  {/* One's own account takes no action here (the server refuses one's own role): the greyed Make
                    Admin says whose account it is, rather than leaving staff to wonder why. */}
                  {user.email === me?.email ? (
                    <span className="dash-users__you">This is you</span>
                  ) : (
                    <SetRole user={user} me={me?.email} onDone={paged.list.reload} />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </PagedScreen>
  );
}

/**
 * Make Admin for a user (the spec's button, disabled for Admins), or Remove Admin for another Admin (ours):
 * each asks first and says what happened.
 */
function RoleAction({ user, me, onDone }: { user: UserRecord; me?: string; onDone: () => Promise<void> }) {
  const remove = user.role === 'Admin' && user.email !== me;
  const label = remove ? u.removeAdmin : u.makeAdmin;
  return (
    <ConfirmAction
      variant={remove ? 'danger' : 'primary'}
      disabled={!remove && user.role === 'Admin'}
      triggerLabel={`${label} ${user.email}`}
      confirmLabel={`Yes, ${label.toLowerCase()}`}
      text={
        remove
          ? `${user.email} will no longer reach the dashboard.`
          : `${user.email} will be able to run the dashboard: orders, currencies and users.`
      }
      onConfirm={() =>
        runAction(
          () => (remove ? dashboardApi.removeAdmin(user.email) : dashboardApi.makeAdmin(user.email)),
          remove ? messages.removedAdmin(user.email) : messages.madeAdmin(user.email),
          onDone,
        )
      }
    >
      {label}
    </ConfirmAction>
  );
}
