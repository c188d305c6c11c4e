import type { Role, UserRecord } from '@tm/core';
import { useId, useState } from 'react';
import { dashboardApi } from './api';
import { runAction } from './run-action';

const ROLES: Array<{ value: Role; label: string }> = [
  { value: 'user', label: 'Customer (user)' },
  { value: 'Cashier', label: 'Cashier' },
  { value: 'Manager', label: 'Manager' },
  { value: 'Admin', label: 'Admin' },
];

/**
 * An Admin sets another account's role (issue 29): a choice and a Save, so a slip of the list changes nothing
 * until saved. The server refuses one's own role and taking Admin from the last Admin, and says so.
 */
export function SetRole({
  user,
  me,
  onDone,
}: {
  user: UserRecord;
  me?: string;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role);
  const [busy, setBusy] = useState(false);
  if (user.email === me) return null;
  return (
    <form
      className="dash-set-role"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void runAction(
          () => dashboardApi.setRole(user.email, role),
          `${user.email} is now ${role}`,
          onDone,
        ).finally(() => setBusy(false));
      }}
    >
      {/* Visible, as every other box of the back office is labelled; the user it is for is the row's. */}
      <label htmlFor={id} className="dash-set-role__label">
        Role<span className="visually-hidden"> of {user.email}</span>
      </label>
      <select
        id={id}
        className="control dash-set-role__select"
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        disabled={busy}
      >
        {ROLES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn btn--small btn--neutral"
        disabled={busy || role === user.role}
        aria-label={`Save the role of ${user.email}`}
      >
        Save role
      </button>
    </form>
  );
}
