import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Branch } from '@tm/core';
import { formatDayKey } from '@tm/core/dates';
import { ApiError } from '../api/client';
import { AddRow } from './AddRow';
import { dashboardApi } from './api';
import { formOf, settingsOf, WEEKDAYS, type BranchForm } from './branch-form';
import { errorText } from './error-text';
import { RemoteContent } from './RemoteContent';
import { useRemote } from './use-remote';

/**
 * /dashboard/branch (issue 30, Admin): the branch's name, street address, phone, hours per weekday and closed
 * days (bank holidays). Saved through PUT /branches/{slug}, audited; every page, email and tracking answer uses
 * them at once, and no order is held until a closed day.
 */
export function BranchSettings() {
  const list = useRemote(() => dashboardApi.branches(), 'branches');
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Branch settings</h2>
      <RemoteContent remote={list} loadingLabel="Loading the branch">
        {(branches) =>
          branches.map((b) => (
            // Keyed by the saved row: a reload after saving starts the form from what the server kept.
            <BranchEditor key={JSON.stringify(b)} branch={b} onSaved={() => void list.reload()} />
          ))
        }
      </RemoteContent>
    </section>
  );
}

function BranchEditor({ branch, onSaved }: { branch: Branch; onSaved: () => void }) {
  const [form, setForm] = useState<BranchForm>(() => formOf(branch));
  const [newDay, setNewDay] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const id = (what: string) => `branch-${branch.slug}-${what}`;
  const set = (change: Partial<BranchForm>) => setForm((f) => ({ ...f, ...change }));
  const setDay = (i: number, change: Partial<BranchForm['days'][number]>) =>
    setForm((f) => ({ ...f, days: f.days.map((d, j) => (j === i ? { ...d, ...change } : d)) }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    setProblems([]);
    try {
      await dashboardApi.saveBranch(branch.slug, settingsOf(form));
      toast.success(`${form.name} saved: every page and email uses it now.`);
      onSaved();
    } catch (err) {
      const issues =
        err instanceof ApiError ? err.issues.map((i) => `${i.path.join(' ')}: ${i.message}`) : [];
      setProblems([errorText(err), ...issues]);
    } finally {
      setSaving(false);
    }
  }

  const text = (what: keyof BranchForm, label: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={id(what)}>{label}</label>
      <input
        id={id(what)}
        type="text"
        value={form[what] as string}
        onChange={(e) => set({ [what]: e.target.value })}
        {...extra}
      />
    </div>
  );

  /** A weekday's opening or closing time; the label names the day for screen readers (on screen, the row does). */
  const time = (i: number, day: BranchForm['days'][number], edge: 'opens' | 'closes') => (
    <label>
      <span className="visually-hidden">{WEEKDAYS[i]} </span>
      {edge}
      <input
        type="time"
        className="control"
        value={day[edge]}
        disabled={!day.open}
        onChange={(e) => setDay(i, { [edge]: e.target.value })}
      />
    </label>
  );

  return (
    <form
      className="dash-form card branch-form"
      onSubmit={(e) => void save(e)}
      aria-label={`Branch ${branch.slug}`}
    >
      {text('name', 'Branch name', { required: 'required', autoComplete: 'organization' })}
      {text('street', 'Street address (number and street)', {
        required: 'required',
        autoComplete: 'address-line1',
      })}
      {text('line2', 'Address line 2 (optional)', { autoComplete: 'address-line2' })}
      {text('town', 'Town', { autoComplete: 'address-level2' })}
      {text('postcode', 'Postcode', { required: 'required', autoComplete: 'postal-code' })}
      {text('phone', 'Phone', { required: 'required', type: 'tel', autoComplete: 'tel' })}
      <fieldset className="branch-hours">
        <legend>Opening hours (London time)</legend>
        {form.days.map((d, i) => (
          <div className="branch-hours__day" key={d.day}>
            <label className="branch-hours__open">
              <input
                type="checkbox"
                checked={d.open}
                onChange={(e) => setDay(i, { open: e.target.checked })}
              />
              {WEEKDAYS[i]} open
            </label>
            {time(i, d, 'opens')}
            {time(i, d, 'closes')}
          </div>
        ))}
      </fieldset>
      <fieldset className="branch-closed">
        <legend>Closed days (bank holidays, closures)</legend>
        {form.closedDays.length === 0 ? <p className="muted">No closed days.</p> : null}
        <ul className="branch-closed__list">
          {form.closedDays.map((day) => (
            <li key={day}>
              <time dateTime={day}>{formatDayKey(day)}</time>{' '}
              <button
                type="button"
                className="btn btn--small btn--neutral"
                onClick={() => set({ closedDays: form.closedDays.filter((d) => d !== day) })}
              >
                Remove<span className="visually-hidden"> {formatDayKey(day)}</span>
              </button>
            </li>
          ))}
        </ul>
        <AddRow
          id={id('new-day')}
          label="Add a closed day"
          className="branch-closed__add"
          input={{ type: 'date', value: newDay, onChange: (e) => setNewDay(e.target.value) }}
          canAdd={Boolean(newDay) && !form.closedDays.includes(newDay)}
          onAdd={() => {
            set({ closedDays: [...form.closedDays, newDay].sort() });
            setNewDay('');
          }}
        />
      </fieldset>
      {problems.length > 0 ? (
        <div role="alert" className="dash-error">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save branch settings'}
      </button>
    </form>
  );
}
