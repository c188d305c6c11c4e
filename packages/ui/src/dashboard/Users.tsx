import { labels } from '@tm/core/messages';
import type { UserRecord } from '@tm/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { dashboardApi } from './api';
import { errorText } from './error-text';
import { PAGE_SIZE, serverPage } from './paged-orders';
import { Pagination } from './Pagination';
import { RemoteContent } from './RemoteContent';
import { useRemote } from './use-remote';
import { rolePill } from './pills';

const u = labels.dashboard.users;

/** Users: User No, Email, Status (role) and Make Admin, disabled for admins; the list is refetched after. */
export function Users() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRemote(async () => serverPage(await dashboardApi.users(page, PAGE_SIZE)), `users|${page}`);
  const [busy, setBusy] = useState<string | null>(null);

  async function makeAdmin(user: UserRecord) {
    setBusy(user.email);
    try {
      await dashboardApi.makeAdmin(user.email);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      await list.reload();
      setBusy(null);
    }
  }

  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">{labels.dashboard.menu.users}</h2>
      <RemoteContent remote={list} loadingLabel="Loading users">
        {(users) => (
          <div className="table-wrap table-wrap--card">
            <table className="table table--stack">
              <caption className="visually-hidden">{labels.dashboard.menu.users}</caption>
              <thead>
                <tr>
                  <th scope="col">{u.columns.userNo}</th>
                  <th scope="col">{u.columns.email}</th>
                  <th scope="col">{u.columns.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{labels.dashboard.orderColumns.action}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.rows.map((user, i) => (
                  <tr key={user._id} data-email={user.email}>
                    <td data-label={u.columns.userNo}>{(page - 1) * PAGE_SIZE + i + 1}</td>
                    <th scope="row" data-label={u.columns.email} className="dash-break">
                      {user.email}
                    </th>
                    <td data-label={u.columns.status}>
                      <span className={rolePill(user.role)}>{user.role}</span>
                    </td>
                    <td data-label={labels.dashboard.orderColumns.action}>
                      <button
                        type="button"
                        className="btn btn--small btn--primary"
                        disabled={user.role === 'Admin' || busy !== null}
                        aria-label={`${u.makeAdmin} ${user.email}`}
                        onClick={() => void makeAdmin(user)}
                      >
                        {busy === user.email ? (
                          <span
                            className="dash-spinner__wheel dash-spinner__wheel--small"
                            aria-hidden="true"
                          />
                        ) : null}
                        {u.makeAdmin}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RemoteContent>
      {list.data ? (
        <Pagination
          page={page}
          hasNext={list.data.hasNext}
          onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
        />
      ) : null}
    </section>
  );
}
